import { LANGUAGE_INFO, type Language } from '../config/languages';

/**
 * Building a number format costs many times what using one does (a menu writes a price per dish
 * on every render, the hottest call of a menu's script on a phone): one per language, built when
 * first asked.
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
