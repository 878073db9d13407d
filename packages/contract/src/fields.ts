/**
 * The bounds of what people type: names, addresses, comments, HR texts and dates. One rule per
 * bound, read by the request schemas (and so by the reference backend, which validates with
 * them) and by the app's forms, which show a translated message per issue (FIELD_ISSUES).
 */
import * as v from 'valibot';
import { FIELD_ISSUES } from './field-issues';

/**
 * Unicode's control (Cc) and format (Cf) characters, the line and paragraph separators, and
 * every default-ignorable code point: a newline, U+202E (which shows "\u202Eevil" reversed),
 * U+200B, the combining grapheme joiner U+034F, the Hangul fillers and the other invisible ones.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** The same, but a line break of a multi-line text (a textarea gives `\n` only). */
const HIDDEN_BUT_NEWLINE = /[^\P{Cc}\n]|[\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/**
 * The variation selector that asks for an emoji's picture (❤️ is U+2764 U+FE0F): ignorable to
 * Unicode, but it draws the picture the customer chose rather than hiding anything.
 */
const EMOJI_PRESENTATION = /(?<=\p{Extended_Pictographic})\uFE0F/gu;
/**
 * The zero-width joiner inside an emoji sequence (👨‍🍳): the one format character a comment may
 * carry, since it draws one picture rather than hiding anything.
 */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;
/** Letters, digits, punctuation and symbols that draw nothing: fillers and the blank braille cell. */
const BLANK = /[\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/gu;

/** Characters a reader sees: not spaces, marks, controls, format characters or blank fillers. */
export const visibleLength = (text: string) => text.replace(BLANK, '').match(VISIBLE)?.length ?? 0;

/** Whether `text` carries nothing hidden; `multiline` lets it keep its line breaks. */
export const isPlainText = (text: string, multiline = false) => {
  const pictures = text.replace(EMOJI_PRESENTATION, '');
  return multiline
    ? !HIDDEN_BUT_NEWLINE.test(pictures.replace(EMOJI_JOINER, ''))
    : !HIDDEN.test(pictures);
};

interface TextBounds {
  /** Visible characters at least (0 or absent: the field may be empty). */
  readonly min?: number;
  /** UTF-16 code units at most, as the inputs' `maxLength` counts them. */
  readonly max: number;
}

const text = ({ min = 0, max }: TextBounds, multiline: boolean) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => isPlainText(value, multiline), FIELD_ISSUES.invisible),
    v.check((value) => visibleLength(value) >= min, FIELD_ISSUES.tooShort),
    v.maxLength(max, FIELD_ISSUES.tooLong),
  );

/** A name, an address, a door field: one line, trimmed. */
export const singleLineText = (bounds: TextBounds) => text(bounds, false);

/** A comment, a cover letter: trimmed, its inner line breaks kept. */
export const multiLineText = (bounds: TextBounds) => text(bounds, true);

/** Whether `YYYY-MM-DD` names a day of the calendar: 2000-02-29 does, 2000-02-31 and 1900-02-29 do not. */
export const isCalendarDate = (date: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return (
    parsed.getUTCFullYear() === year &&
    parsed.getUTCMonth() === month - 1 &&
    parsed.getUTCDate() === day
  );
};

/** A day of the calendar as `YYYY-MM-DD`. */
export const CalendarDateSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.string(),
  /* @__PURE__ */ v.nonEmpty(FIELD_ISSUES.missing),
  /* @__PURE__ */ v.check(isCalendarDate, FIELD_ISSUES.notADate),
);
