import { LANGUAGE_INFO, type Language } from '../config/languages';

/**
 * Building a number format costs about fourteen times what using one does, and a menu writes a
 * price per dish on every render (built anew, it was the app's hottest function in a profile of
 * the e2e pages): one per language, built when first asked.
 */
const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};
const numberFormat = (language: Language) =>
  (numberFormats[language] ??= new Intl.NumberFormat(LANGUAGE_INFO[language].tag));

/**
 * A whole number of so'm in the language's digits, grouped in threes by no-break spaces in all
 * three languages ("59 000", never "59,000": a runtime without Uzbek data, and English, would
 * write commas).
 */
export const formatAmount = (amount: number, language: Language) =>
  numberFormat(language)
    .formatToParts(Math.round(amount))
    .map(({ type, value }) => (type === 'group' ? '\u00a0' : value))
    .join('');
