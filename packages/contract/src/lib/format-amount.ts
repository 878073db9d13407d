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
