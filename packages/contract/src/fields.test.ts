import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CalendarDateSchema,
  isCalendarDate,
  multiLineText,
  singleLineText,
  visibleLength,
} from './fields';
import { fieldIssueOf, type FieldIssue } from './field-issues';
import { BirthDateSchema } from './hr-api';
import { DoorFieldSchemas, HouseSchema } from './address-fields';
import { CustomerNameSchema, OrderCommentSchema } from './orders-api';
import { PhoneSchema } from './common';

/** The issue a schema refuses `input` with first; undefined when it takes it. */
const issueOf = (schema: v.GenericSchema, input: unknown): FieldIssue | 'other' | undefined => {
  const result = v.safeParse(schema, input);
  if (result.success) return undefined;
  return fieldIssueOf(result.issues[0]) ?? 'other';
};

const name = singleLineText({ min: 2, max: 10 });
const comment = multiLineText({ max: 20 });

describe('one-line text', () => {
  it.each([
    ['a bidi override with a newline', '\u202Eevil\nAdmin'],
    ['a right-to-left override alone', 'Ali\u202E'],
    ['a newline', 'Ali\nVali'],
    ['a carriage return', 'Ali\rVali'],
    ['a tab', 'Ali\tVali'],
    ['a NUL', 'Ali\u0000'],
    ['a zero-width space', 'Al\u200Bi'],
    ['a zero-width joiner', 'Al\u200Di'],
    ['a left-to-right mark', '\u200EAli'],
    ['a byte order mark inside', 'Al\uFEFFi'],
    ['a soft hyphen', 'Al\u00ADi'],
    ['a line separator', 'Ali\u2028Vali'],
    ['a paragraph separator', 'Ali\u2029Vali'],
    ['a DEL', 'Ali\u007F'],
    ['a C1 control', 'Ali\u0085'],
    // Default-ignorable code points that are neither controls nor format characters.
    ['a combining grapheme joiner', 'Al\u034Fi'],
    ['a Hangul choseong filler', 'Ali\u115F'],
    ['a Hangul jungseong filler', 'Ali\u1160'],
    ['a Hangul filler', '\u3164Ali'],
    ['a halfwidth Hangul filler', 'Ali\uFFA0'],
    ['a variation selector after a letter', 'Al\uFE0Fi'],
    ['a tag character', 'Ali\u{E0041}'],
  ])('refuses %s', (_, input) => {
    expect(issueOf(name, input)).toBe('invisible');
  });

  it('refuses three zero-width spaces as a name, whatever else is wrong', () => {
    expect(issueOf(CustomerNameSchema, '\u200B\u200B\u200B')).toBe('invisible');
  });

  it('counts only visible characters toward the minimum', () => {
    expect(issueOf(name, 'A')).toBe('tooShort');
    expect(issueOf(name, '   ')).toBe('tooShort');
    expect(issueOf(name, '')).toBe('tooShort');
    expect(issueOf(name, 'A   ')).toBe('tooShort');
    // Fillers that draw nothing: ignorable ones are refused outright, the blank braille cell
    // (a symbol to Unicode) does not count.
    expect(issueOf(name, '\u3164\u3164\u3164')).toBe('invisible');
    expect(issueOf(name, '\u2800\u2800')).toBe('tooShort');
    // A base letter with its combining mark is one character a reader sees.
    expect(issueOf(name, 'e\u0301')).toBe('tooShort');
    expect(issueOf(name, 'Al')).toBeUndefined();
  });

  it('takes the names, scripts and punctuation people write, trimmed', () => {
    for (const input of ['Aziz', 'Алишер', 'G‘ulnora', 'O’tkir', 'Jean-Luc', 'Mr. Ö', '李雷']) {
      expect(issueOf(name, input), input).toBeUndefined();
    }
    expect(v.parse(name, '  Aziz \n')).toBe('Aziz');
  });

  it('bounds the length after trimming', () => {
    expect(issueOf(name, 'A'.repeat(11))).toBe('tooLong');
    expect(issueOf(name, ` ${'A'.repeat(10)} `)).toBeUndefined();
  });

  it('holds for the house and every door field of an address', () => {
    expect(issueOf(HouseSchema, '')).toBe('tooShort');
    expect(issueOf(HouseSchema, '12\u202E')).toBe('invisible');
    expect(issueOf(HouseSchema, '12А')).toBeUndefined();
    for (const schema of Object.values(DoorFieldSchemas)) {
      expect(issueOf(schema, '12\n3')).toBe('invisible');
      expect(issueOf(schema, '\u200B')).toBe('invisible');
      expect(issueOf(schema, '')).toBeUndefined();
      expect(issueOf(schema, '12K')).toBeUndefined();
    }
  });
});

describe('multi-line text', () => {
  it('keeps its line breaks', () => {
    expect(v.parse(comment, ' first\nsecond \n')).toBe('first\nsecond');
  });

  it.each([
    ['a bidi override', 'ring \u202E twice'],
    ['a zero-width space', 'ring\u200Btwice'],
    ['a carriage return', 'ring\r\ntwice'],
    ['a tab', 'ring\ttwice'],
    ['a line separator', 'ring\u2028twice'],
    ['a lone zero-width joiner', 'ring\u200Dtwice'],
  ])('refuses %s', (_, input) => {
    expect(issueOf(comment, input)).toBe('invisible');
  });

  it('takes a zero-width joiner inside an emoji (one picture, nothing hidden)', () => {
    expect(issueOf(comment, 'thanks 👨‍🍳')).toBeUndefined();
    // Nor does the selector asking for an emoji's picture hide anything.
    expect(issueOf(comment, 'спасибо ❤️')).toBeUndefined();
    expect(issueOf(name, 'Ali ❤️')).toBeUndefined();
    expect(issueOf(comment, 'thanks ❤️‍🔥')).toBeUndefined();
  });

  it('is the order comment’s rule', () => {
    expect(issueOf(OrderCommentSchema, 'ring twice\nthen call')).toBeUndefined();
    expect(issueOf(OrderCommentSchema, '\u202Eevil')).toBe('invisible');
    expect(issueOf(OrderCommentSchema, '')).toBeUndefined();
  });
});

describe('visibleLength', () => {
  it('counts letters, digits, punctuation and symbols only', () => {
    expect(visibleLength(' a b\u200B1. ')).toBe(4);
    expect(visibleLength('\u200B\u200B\u200B')).toBe(0);
    expect(visibleLength('🍕')).toBe(1);
  });
});

describe('dates', () => {
  it.each(['2000-02-31', '2001-02-29', '1900-02-29', '2023-04-31', '2023-13-01', '2023-00-10'])(
    'refuses %s, a day no calendar has',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
      expect(issueOf(CalendarDateSchema, date)).toBe('notADate');
    },
  );

  it('takes leap days of leap years and the last day of each month', () => {
    for (const date of ['2000-02-29', '2004-02-29', '2024-02-29', '2023-01-31', '2023-04-30']) {
      expect(isCalendarDate(date), date).toBe(true);
    }
  });

  it('refuses an empty date as missing', () => {
    expect(issueOf(CalendarDateSchema, '')).toBe('missing');
  });

  it.each(['31.01.2000', '2000-1-31', '2000-01-31T00:00', 'not a date'])(
    'refuses %s, not written as YYYY-MM-DD',
    (date) => {
      expect(issueOf(CalendarDateSchema, date)).toBe('notADate');
    },
  );

  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses 2000-02-31 as a birth date before judging the age', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 12), toFake: ['Date'] });
    expect(issueOf(BirthDateSchema, '2000-02-31')).toBe('notADate');
    expect(issueOf(BirthDateSchema, '2000-02-29')).toBeUndefined();
    expect(issueOf(BirthDateSchema, '1800-01-01')).toBe('age');
  });
});

describe('fieldIssueOf', () => {
  it('names the phone rule, and nothing for an issue outside the field rules', () => {
    expect(issueOf(PhoneSchema, '+99890')).toBe('phone');
    expect(issueOf(name, 12)).toBe('other');
  });
});
