import { PHONE_PATTERN } from '../contract/common';

/**
 * Uzbek mobile numbers: shown as +998 XX XXX XX XX, sent as +998XXXXXXXXX.
 *
 * The field is a small controlled input over these pure functions rather than an input-mask
 * library: a mask with a fixed "+998" cannot tell a typed country code from an operator code
 * starting with 9 (the bug this replaces), the rules below fit in one table-tested module, and
 * no dependency is added to the checkout and vacancy screens.
 *
 * The one rule: what is shown is exactly the nine local digits the customer meant. Anything that
 * cannot be read that way is refused with a reason, never cut or shifted to fit.
 */
const COUNTRY_CODE = '998';
const DISPLAY_PREFIX = `+${COUNTRY_CODE} `;
const LOCAL_DIGITS = 9;
const GROUP_SIZES = [2, 3, 2, 2] as const;
/** The old domestic trunk prefix, still seen in "8 90 123 45 67". */
const TRUNK_PREFIX = '8';

/** Why an entry was refused; the field names it in the customer's language. */
export type PhoneProblem = 'foreign' | 'too-long';

type PhoneReading = { readonly local: string } | { readonly problem: PhoneProblem };

const digitsOf = (text: string) => text.replace(/\D/g, '');

const fitting = (local: string): PhoneReading =>
  local.length > LOCAL_DIGITS ? { problem: 'too-long' } : { local };

/**
 * Reads a whole entry (pasted, autofilled or stored) in any common format: "+998 90 123-45-67",
 * "00998…", "998901234567", "90 123 45 67", "(90) 1234567", "8 90 123 45 67".
 */
export const readUzPhone = (text: string): PhoneReading => {
  const trimmed = text.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    const international = digits.replace(/^00/, '');
    if (international.startsWith(COUNTRY_CODE)) return fitting(international.slice(3));
    // "+", "+9", "+99": the country code is still being typed.
    return COUNTRY_CODE.startsWith(international) ? { local: '' } : { problem: 'foreign' };
  }
  if (digits.length > LOCAL_DIGITS && digits.startsWith(COUNTRY_CODE))
    return fitting(digits.slice(3));
  if (digits.length === LOCAL_DIGITS + 1 && digits.startsWith(TRUNK_PREFIX))
    return { local: digits.slice(1) };
  return fitting(digits);
};

const showLocal = (local: string) => {
  if (!local) return '';
  let rest = local;
  const groups: string[] = [];
  for (const size of GROUP_SIZES) {
    if (!rest) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return `${DISPLAY_PREFIX}${groups.join(' ')}`;
};

/** The visible form of a whole entry, as far as it goes; empty when it cannot be read. */
export const formatUzPhone = (text: string) => {
  const reading = readUzPhone(text);
  return 'local' in reading ? showLocal(reading.local) : '';
};

/** The number as the APIs take it, or null when it is not a full Uzbek number. */
export const normalizeUzPhone = (text: string) => {
  const reading = readUzPhone(text);
  const phone = 'local' in reading ? `+${COUNTRY_CODE}${reading.local}` : '';
  return PHONE_PATTERN.test(phone) ? phone : null;
};

/** Local digits of a shown value before a position (the shown value starts with "+998 "). */
const localDigitsBefore = (shown: string, position: number) =>
  Math.max(0, digitsOf(shown.slice(0, position)).length - COUNTRY_CODE.length);

/** Where the caret goes to stand right after the n-th local digit of a shown value. */
const caretAfterLocalDigits = (shown: string, count: number) => {
  if (count === 0) return Math.min(shown.length, DISPLAY_PREFIX.length);
  let seen = 0;
  for (let index = DISPLAY_PREFIX.length; index < shown.length; index += 1) {
    if (/\d/.test(shown.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return shown.length;
};

export interface PhoneText {
  readonly value: string;
  readonly caret: number;
}

export type PhoneEdit = PhoneText | { readonly problem: PhoneProblem; readonly caret: number };

/** How the browser changed the text; matters only when a separator is deleted. */
export type PhoneEditKind = 'insert' | 'delete-backward' | 'delete-forward';

const fromReading = (reading: PhoneReading, caretIfRefused: number): PhoneEdit => {
  if ('problem' in reading) return { problem: reading.problem, caret: caretIfRefused };
  const value = showLocal(reading.local);
  return { value, caret: value.length };
};

/**
 * Applies one change the browser made to the shown value (a key, a deletion, a paste, an
 * autofill): `typed` is the input's text and caret right after it. Returns what to show and
 * where the caret stays, or why the change is refused (then the shown value stays as it was).
 */
export const editUzPhone = (shown: string, typed: PhoneText, kind: PhoneEditKind): PhoneEdit => {
  // The changed span: the text after the caret is what the change left untouched.
  const after = typed.value.slice(typed.caret);
  const shownEnd = shown.endsWith(after) ? shown.length - after.length : shown.length;
  let start = 0;
  while (
    start < Math.min(shownEnd, typed.caret) &&
    shown.charAt(start) === typed.value.charAt(start)
  )
    start += 1;

  const current = readUzPhone(shown);
  if (!('local' in current) || !current.local) {
    // Nothing but (part of) the country code yet: read the whole text as a fresh entry.
    const reading = readUzPhone(typed.value);
    if ('local' in reading && !reading.local && typed.value.trim().startsWith('+'))
      return { value: typed.value, caret: typed.caret };
    return fromReading(reading, start);
  }

  const inserted = typed.value.slice(start, typed.caret);
  const insertedDigits = digitsOf(inserted);
  // No key types nine digits at once: an autofill or a fill replaced the text, read it whole.
  if (insertedDigits.length >= LOCAL_DIGITS) return fromReading(readUzPhone(typed.value), start);

  let from = localDigitsBefore(shown, start);
  let to = localDigitsBefore(shown, shownEnd);
  if (from === to && !insertedDigits && start < shownEnd) {
    // Only a separator went: delete the digit beside it, as the customer meant.
    if (kind === 'delete-forward') to += 1;
    else from = Math.max(0, from - 1);
  }
  let digits = current.local.slice(0, from) + insertedDigits + current.local.slice(to);
  let caretDigits = from + insertedDigits.length;
  if (digits.length > LOCAL_DIGITS) {
    // "998901234567" typed without "+": the first three digits were the country code after all.
    const typingOn = from === current.local.length && digits.startsWith(COUNTRY_CODE);
    digits = typingOn ? digits.slice(COUNTRY_CODE.length) : digits;
    if (digits.length > LOCAL_DIGITS) return { problem: 'too-long', caret: start };
    caretDigits = digits.length;
  }
  const value = showLocal(digits);
  return { value, caret: caretAfterLocalDigits(value, caretDigits) };
};

/**
 * A paste replaces the selection. A whole number (nine digits or more, or "+" and a country code
 * with more) replaces the field and is read on its own, whatever the selection was.
 */
export const pasteUzPhone = (
  shown: string,
  pasted: string,
  selection: { readonly start: number; readonly end: number },
): PhoneEdit => {
  const digits = digitsOf(pasted);
  const international = pasted.trim().startsWith('+') && digits.length > COUNTRY_CODE.length;
  if (digits.length >= LOCAL_DIGITS || international)
    return fromReading(readUzPhone(pasted), selection.start);
  const value = shown.slice(0, selection.start) + pasted + shown.slice(selection.end);
  return editUzPhone(shown, { value, caret: selection.start + pasted.length }, 'insert');
};
