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
