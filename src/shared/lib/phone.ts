import { PHONE_PATTERN } from '@pizza-order-app/contract/common';

/**
 * Uzbek mobile numbers: shown as +998 XX XXX XX XX, sent as +998XXXXXXXXX.
 *
 * The field is a small controlled input over these pure functions rather than an input-mask
 * library: a mask with a fixed "+998" cannot tell a typed country code from an operator code
 * starting with 9 (the bug this replaces), the rules below fit in one table-tested module, and
 * no dependency is added to the checkout and vacancy screens.
 *
 * The one rule: what is shown is every digit the customer entered, read as the number they meant
 * ("8 90 123 45 67" is +998 90 123 45 67). An entry that is not a full Uzbek number (a digit too
 * many, another country's code) stays on screen as entered, with its reason, and the forms do not
 * send it: nothing is cut or shifted to fit.
 */
const COUNTRY_CODE = '998';
const DISPLAY_PREFIX = `+${COUNTRY_CODE} `;
const LOCAL_DIGITS = 9;
const GROUP_SIZES = [2, 3, 2, 2] as const;
/** The old domestic trunk prefix, still seen in "8 90 123 45 67". */
const TRUNK_PREFIX = '8';

/** What is wrong with an entry; the field names it in the customer's language. */
export type PhoneProblem = 'foreign' | 'too-long';

/** The local digits an entry gives (more than nine when too many were typed), or why none. */
type PhoneReading = { readonly local: string } | { readonly problem: 'foreign' };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * "8" before nine digits is the trunk prefix ("8 90 123 45 67"), but not "88…": 88 is an
 * operator, and a tenth digit after an 88 number is a slip to show, not a prefix to guess away.
 */
const withoutTrunk = (digits: string) =>
  digits.length > LOCAL_DIGITS && digits.startsWith(TRUNK_PREFIX) && digits.charAt(1) !== '8'
    ? digits.slice(TRUNK_PREFIX.length)
    : digits;

/**
 * Reads a whole entry (pasted, autofilled or stored) in any common format: "+998 90 123-45-67",
 * "00998…", "998901234567", "90 123 45 67", "(90) 1234567", "8 90 123 45 67". Every digit
 * typed stays: too many are kept for the customer to see, never cut to fit.
 */
export const readUzPhone = (text: string): PhoneReading => {
  const trimmed = text.trim();
  const digits = digitsOf(trimmed);
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    const international = digits.replace(/^00/, '');
    if (international.startsWith(COUNTRY_CODE)) return { local: international.slice(3) };
    // "+", "+9", "+99": the country code is still being typed.
    return COUNTRY_CODE.startsWith(international) ? { local: '' } : { problem: 'foreign' };
  }
  if (digits.length > LOCAL_DIGITS && digits.startsWith(COUNTRY_CODE))
    return { local: digits.slice(3) };
  return { local: withoutTrunk(digits) };
};

/** What keeps an entry from being sent as it stands, beyond being incomplete. */
export const uzPhoneProblem = (text: string): PhoneProblem | null => {
  const reading = readUzPhone(text);
  if ('problem' in reading) return reading.problem;
  return reading.local.length > LOCAL_DIGITS ? 'too-long' : null;
};

/** The local digits grouped as +998 XX XXX XX XX; digits past the ninth stay in the last group. */
const showLocal = (local: string) => {
  if (!local) return '';
  let rest = local;
  const groups: string[] = [];
  GROUP_SIZES.forEach((size, index) => {
    if (!rest) return;
    const last = index === GROUP_SIZES.length - 1;
    groups.push(last ? rest : rest.slice(0, size));
    rest = last ? '' : rest.slice(size);
  });
  return `${DISPLAY_PREFIX}${groups.join(' ')}`;
};

/** The visible form of an Uzbek number as far as it goes; empty when it is not one. */
export const formatUzPhone = (text: string) => {
  const reading = readUzPhone(text);
  return 'local' in reading && reading.local.length <= LOCAL_DIGITS ? showLocal(reading.local) : '';
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

/** How the browser changed the text; matters only when a separator is deleted. */
export type PhoneEditKind = 'insert' | 'delete-backward' | 'delete-forward';

/** Another country's number stays as entered (its phone characters), for the customer to fix. */
const asEntered = (typed: PhoneText): PhoneText => {
  const phoneCharacters = (text: string) => text.replace(/[^\d+()\- ]/g, '');
  return {
    value: phoneCharacters(typed.value),
    caret: phoneCharacters(typed.value.slice(0, typed.caret)).length,
  };
};

/** A whole entry read afresh: shown grouped, the caret at its end. */
const freshEntry = (typed: PhoneText): PhoneText => {
  const reading = readUzPhone(typed.value);
  // "+", "+9", "+99": the country code is being typed, as the placeholder shows it.
  if ('problem' in reading || (!reading.local && typed.value.trim().startsWith('+')))
    return asEntered(typed);
  const value = showLocal(reading.local);
  return { value, caret: value.length };
};

/**
 * Applies one change the browser made to the shown value (a key, a deletion, a paste, an
 * autofill): `typed` is the input's text and caret right after it. Returns what to show and
 * where the caret stays.
 */
export const editUzPhone = (shown: string, typed: PhoneText, kind: PhoneEditKind): PhoneText => {
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
  // Nothing but (part of) the country code yet, or another country's: read the text afresh.
  if (!('local' in current) || !current.local) return freshEntry(typed);

  const inserted = typed.value.slice(start, typed.caret);
  const insertedDigits = digitsOf(inserted);
  // No key types nine digits at once: an autofill or a fill replaced the text, read it whole.
  if (insertedDigits.length >= LOCAL_DIGITS) return freshEntry(typed);

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
    const local = typingOn ? digits.slice(COUNTRY_CODE.length) : withoutTrunk(digits);
    caretDigits = Math.max(0, caretDigits - (digits.length - local.length));
    digits = local;
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
): PhoneText => {
  const digits = digitsOf(pasted);
  const international = pasted.trim().startsWith('+') && digits.length > COUNTRY_CODE.length;
  if (digits.length >= LOCAL_DIGITS || international)
    return freshEntry({ value: pasted, caret: pasted.length });
  const value = shown.slice(0, selection.start) + pasted + shown.slice(selection.end);
  return editUzPhone(shown, { value, caret: selection.start + pasted.length }, 'insert');
};
