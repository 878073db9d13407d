/**
 * Amounts inside a text the app did not write (a promotion's title, summary or body, an offer's
 * name) kept on one line as formatAmount's are: the groups of digits, and the currency word
 * after them ("150 000 сум", "150 000 so‘mdan", "150 000 UZS"), joined by no-break spaces. A
 * module apart from formatAmount's, which the first screen loads: only these texts need it.
 */
export const keepAmountsWhole = (text: string) =>
  text
    .replace(/(?<=\d)[ \u202f](?=\d{3}(?!\d))/g, '\u00a0')
    .replace(/(?<=\d) (?=сум(?!\p{L})|so[‘'’]m|UZS)/gu, '\u00a0');
