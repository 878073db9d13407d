/**
 * A geocoder names a house "улица Навои, 15" (Yandex, and the reference backend alike): the house
 * is the last part after a comma when it reads as a number ("15", "15А", "15/2"). An address
 * without one (a street, a square) has an empty house for the customer to fill in.
 */
const HOUSE = /^\d+\s?\p{L}?(?:[/-]\d+\s?\p{L}?)?$/u;

export const splitHouse = (address: string) => {
  const comma = address.lastIndexOf(',');
  const house = address.slice(comma + 1).trim();
  return comma > 0 && HOUSE.test(house)
    ? { street: address.slice(0, comma).trim(), house }
    : { street: address.trim(), house: '' };
};

/** The street with the house the customer confirmed. */
export const withHouse = (street: string, house: string) =>
  house.trim() ? `${street}, ${house.trim()}` : street;

/**
 * The apartment typed at the end of a searched address ("Навои 15 кв 12", "кв. 12", "квартира 12",
 * "apt 12", "flat 12", "Navoiy 15 kv 12", "xonadon 12", "12-xonadon"): a geocoder knows streets and
 * houses, not apartments, so the search gets the rest and the apartment fills its field.
 * "квартал" (a district's block) is not "кв": the word must end where the number starts.
 */
const APARTMENT_WORD = String.raw`(?:кв\.?|квартира|apt\.?|apartment|flat|kv\.?|xonadon)`;
const APARTMENT_NUMBER = String.raw`\d+\s?\p{L}?`;
const APARTMENT_AFTER = new RegExp(
  String.raw`[\s,]+${APARTMENT_WORD}\s*(${APARTMENT_NUMBER})\s*$`,
  'iu',
);
/** The Uzbek order, number first: "12-xonadon". */
const APARTMENT_BEFORE = new RegExp(String.raw`[\s,]+(\d+\p{L}?)\s?-?\s?xonadon\s*$`, 'iu');

export const splitApartment = (text: string): { address: string; apartment: string | null } => {
  const found = APARTMENT_AFTER.exec(text) ?? APARTMENT_BEFORE.exec(text);
  const apartment = found?.[1]?.replace(/\s/g, '') ?? '';
  if (!found || !apartment) return { address: text.trim(), apartment: null };
  const address = text
    .slice(0, found.index)
    .replace(/[\s,]+$/, '')
    .trim();
  return address ? { address, apartment } : { address: text.trim(), apartment: null };
};
