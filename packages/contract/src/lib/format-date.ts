import { LANGUAGE_INFO, type Language } from '../config/languages';

/**
 * The ways the app writes a moment: a calendar date (articles, offers), a date with its time
 * (orders) and a time of day (an order's steps). Times are on the 24-hour clock in every language,
 * like the kitchen hours and delivery slots the menu gives as `HH:mm`.
 */
export type DateStyle = 'date' | 'date-time' | 'time';

const TIME_ZONE = 'Asia/Tashkent';
const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'long' },
  'date-time': { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  time: CLOCK,
};

/** CLDR's Uzbek (Latin) month names, wide and abbreviated, as ICU writes them in dates. */
const UZ_MONTHS = [
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
] as const;

/** The styles, and the two formats the Uzbek fallback reads its parts from. */
const FORMATS = {
  ...STYLES,
  'uz-month': { month: 'long' },
  'uz-parts': { year: 'numeric', month: 'numeric', day: 'numeric', ...CLOCK },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** As with numbers (format-amount.ts), a date format is built once, when first asked. */
type Format = keyof typeof FORMATS;
const dateFormats: Partial<Record<`${Language} ${Format}`, Intl.DateTimeFormat>> = {};
const formatter = (language: Language, format: Format) =>
  (dateFormats[`${language} ${format}`] ??= new Intl.DateTimeFormat(LANGUAGE_INFO[language].tag, {
    timeZone: TIME_ZONE,
    ...FORMATS[format],
  }));

/**
 * Some runtimes ship ICU without Uzbek (Chromium's writes "2026 M11 23"): their month comes out
 * as a number. Asked once per runtime.
 */
let uzbekMonthsMissing: boolean | undefined;
const lacksUzbekMonths = () =>
  (uzbekMonthsMissing ??= /\d/.test(formatter('uz', 'uz-month').format(0)));

/** Uzbek as CLDR writes it ("23-noyabr, 2026", "23-noy, 2026, 21:22"), from the numeric parts. */
export const formatUzbekDate = (date: Date, style: Exclude<DateStyle, 'time'>) => {
  const parts = Object.fromEntries(
    formatter('uz', 'uz-parts')
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  );
  const [wide, short] = UZ_MONTHS[Number(parts.month) - 1] ?? UZ_MONTHS[0];
  const day = `${Number(parts.day)}-${style === 'date' ? wide : short}, ${parts.year}`;
  return style === 'date' ? day : `${day}, ${parts.hour}:${parts.minute}`;
};

/**
 * A moment the way the language writes it, in Tashkent time: "23 ноября 2026 г.",
 * "November 23, 2026", "23-noyabr, 2026". Pure, so the edge writes dates exactly as the app does.
 */
export const formatDate = (iso: string, language: Language, style: DateStyle = 'date') => {
  const date = new Date(iso);
  if (language === 'uz' && style !== 'time' && lacksUzbekMonths())
    return formatUzbekDate(date, style);
  return formatter(language, style).format(date);
};
