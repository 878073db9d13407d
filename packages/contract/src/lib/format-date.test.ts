import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatUzbekDate } from './format-date';

/** 21:22 in Tashkent (UTC+5) on 23 November 2026. */
const EVENING = '2026-11-23T16:22:00.000Z';

const UZBEK_MONTHS = [
  ['yanvar', 'yan'],
  ['fevral', 'fev'],
  ['mart', 'mar'],
  ['aprel', 'apr'],
  ['may', 'may'],
  ['iyun', 'iyn'],
  ['iyul', 'iyl'],
  ['avgust', 'avg'],
  ['sentabr', 'sen'],
  ['oktabr', 'okt'],
  ['noyabr', 'noy'],
  ['dekabr', 'dek'],
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('formatDate', () => {
  it('writes a date the way each language does, in Tashkent time', () => {
    expect(formatDate(EVENING, 'ru')).toBe('23 ноября 2026 г.');
    expect(formatDate(EVENING, 'en')).toBe('November 23, 2026');
    expect(formatDate(EVENING, 'uz')).toBe('23-noyabr, 2026');
  });

  it('writes a date with its time on the 24-hour clock in every language', () => {
    expect(formatDate(EVENING, 'ru', 'date-time')).toBe('23 нояб. 2026 г., 21:22');
    expect(formatDate(EVENING, 'en', 'date-time')).toBe('Nov 23, 2026, 21:22');
    expect(formatDate(EVENING, 'uz', 'date-time')).toBe('23-noy, 2026, 21:22');
    for (const language of ['ru', 'en', 'uz'] as const) {
      expect(formatDate(EVENING, language, 'time')).toBe('21:22');
      expect(formatDate('2026-11-23T19:05:00.000Z', language, 'time')).toBe('00:05');
    }
  });
});

describe('Uzbek dates without the runtime’s Uzbek data', () => {
  it('names every month as CLDR does, wide in dates and short with a time', () => {
    UZBEK_MONTHS.forEach(([wide, short], index) => {
      const month = String(index + 1).padStart(2, '0');
      // 09:05 on the 5th in Tashkent.
      const date = new Date(`2026-${month}-05T04:05:00.000Z`);
      expect(formatUzbekDate(date, 'date')).toBe(`5-${wide}, 2026`);
      expect(formatUzbekDate(date, 'date-time')).toBe(`5-${short}, 2026, 09:05`);
    });
  });

  it('agrees with a runtime that has the data, across a year’s end in Tashkent', () => {
    // 20:30 UTC on New Year's Eve is already 1 January in Tashkent.
    const newYear = '2026-12-31T20:30:00.000Z';
    expect(formatUzbekDate(new Date(newYear), 'date')).toBe(formatDate(newYear, 'uz'));
    expect(formatUzbekDate(new Date(newYear), 'date-time')).toBe('1-yan, 2027, 01:30');
    expect(formatUzbekDate(new Date(EVENING), 'date-time')).toBe(
      formatDate(EVENING, 'uz', 'date-time'),
    );
  });

  it('is what formatDate writes where Uzbek months come out as numbers ("2026 M11 23")', async () => {
    // A runtime whose ICU has no Uzbek writes the root locale's pattern, as Chromium's does;
    // its numeric parts are the same as anywhere.
    class WithoutUzbek extends Intl.DateTimeFormat {
      private readonly uzbek: boolean;
      constructor(locale?: string, options?: Intl.DateTimeFormatOptions) {
        super(locale, options);
        this.uzbek = String(locale).startsWith('uz');
      }
      override format(date?: Date | number) {
        // A time alone is digits in every locale, root included.
        const { month, dateStyle } = this.resolvedOptions();
        if (!this.uzbek || (!month && !dateStyle)) return super.format(date);
        const moment = new Date(date ?? 0);
        return `${moment.getUTCFullYear()} M${String(moment.getUTCMonth() + 1).padStart(2, '0')} ${moment.getUTCDate()}`;
      }
    }
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: WithoutUzbek } }));
    const fresh = await import('./format-date');
    expect(new Intl.DateTimeFormat('uz-UZ', { dateStyle: 'medium' }).format(0)).toBe('1970 M01 1');
    expect(fresh.formatDate(EVENING, 'uz')).toBe('23-noyabr, 2026');
    expect(fresh.formatDate(EVENING, 'uz', 'date-time')).toBe('23-noy, 2026, 21:22');
    expect(fresh.formatDate(EVENING, 'uz', 'time')).toBe('21:22');
    expect(fresh.formatDate(EVENING, 'ru')).toBe('23 ноября 2026 г.');
  });
});
