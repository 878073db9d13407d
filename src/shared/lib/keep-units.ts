/** The units a dish's name gives its size in, in the menu's three languages. */
const UNIT = '(?:ml|l|kg|g|gr|sm|cm|мл|л|кг|г|гр|см)';

const NUMBER_AND_UNIT = new RegExp(`(\\d)[ \\t]+(${UNIT})(?![\\p{L}\\p{N}])`, 'gu');

/**
 * A name with each quantity kept on one line with its unit ("Coca-Cola 0,5 l" never ends a
 * line at "0,5"): a no-break space between them, as between an amount and its so‘m.
 */
export const keepUnits = (name: string) => name.replace(NUMBER_AND_UNIT, '$1\u00a0$2');
