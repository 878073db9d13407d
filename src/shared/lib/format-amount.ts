import { LANGUAGE_INFO, type Language } from '../config/languages';

/**
 * A whole number of so'm in the language's digits, grouped in threes by no-break spaces in all
 * three languages ("59 000", never "59,000": a runtime without Uzbek data, and English, would
 * write commas).
 */
export const formatAmount = (amount: number, language: Language) =>
  new Intl.NumberFormat(LANGUAGE_INFO[language].tag)
    .formatToParts(Math.round(amount))
    .map(({ type, value }) => (type === 'group' ? '\u00a0' : value))
    .join('');

/**
 * Amounts inside a text the app did not write (a promotion's title, summary or body, an offer's
 * name) kept on one line as formatAmount's are: the groups of digits, and the currency word
 * after them ("150 000 сум", "150 000 so‘mdan", "150 000 UZS"), joined by no-break spaces.
 */
export const keepAmountsWhole = (text: string) =>
  text
    .replace(/(?<=\d)[ \u202f](?=\d{3}(?!\d))/g, '\u00a0')
    .replace(/(?<=\d) (?=сум(?!\p{L})|so[‘'’]m|UZS)/gu, '\u00a0');
