import { describe, expect, it } from 'vitest';
import { splitApartment, splitHouse, withHouse } from './house-number';

describe('the house number of a found address', () => {
  it.each([
    ['улица Навои, 15', 'улица Навои', '15'],
    ['проспект Амира Темура, 108', 'проспект Амира Темура', '108'],
    ['Navoi Street, 15А', 'Navoi Street', '15А'],
    ['Navoiy ko‘chasi, 15/2', 'Navoiy ko‘chasi', '15/2'],
    ['Chilanzar, 9-1', 'Chilanzar', '9-1'],
  ])('splits "%s" into the street and the house', (address, street, house) => {
    expect(splitHouse(address)).toEqual({ street, house });
  });

  it.each([
    ['площадь Мустакиллик'],
    ['Chilanzar 9, flat 12'],
    // Reverse geocoding without a street names the point by its coordinates: no house there.
    ['41.32200, 69.24600'],
    [', 15'],
  ])('leaves the house of "%s" for the customer to fill in', (address) => {
    expect(splitHouse(address)).toEqual({ street: address.trim(), house: '' });
  });

  it('puts the confirmed house back after the street', () => {
    expect(withHouse('улица Навои', ' 17 ')).toBe('улица Навои, 17');
    expect(withHouse('площадь Мустакиллик', '  ')).toBe('площадь Мустакиллик');
  });
});

describe('the apartment typed with a searched address', () => {
  it.each([
    ['Навои 15 кв 12', 'Навои 15', '12'],
    ['Навои 15, кв. 12', 'Навои 15', '12'],
    ['Навои 15 кв.12', 'Навои 15', '12'],
    ['Навои 15 КВ 12А', 'Навои 15', '12А'],
    ['улица Навои, 15, квартира 12', 'улица Навои, 15', '12'],
    ['Navoi 15 apt 12', 'Navoi 15', '12'],
    ['Navoi Street 15, apt. 7', 'Navoi Street 15', '7'],
    ['Navoi 15 apartment 12', 'Navoi 15', '12'],
    ['Chilanzar 9, flat 12', 'Chilanzar 9', '12'],
    ['Navoiy 15 kv 12', 'Navoiy 15', '12'],
    ['Navoiy 15, kv. 12', 'Navoiy 15', '12'],
    ['Navoiy ko‘chasi 15, xonadon 12', 'Navoiy ko‘chasi 15', '12'],
    ['Navoiy ko‘chasi 15-uy, 12-xonadon', 'Navoiy ko‘chasi 15-uy', '12'],
    ['Navoiy 15, 12-xonadon', 'Navoiy 15', '12'],
    ['  Навои 15   кв 12  ', 'Навои 15', '12'],
  ])('reads %j as the address %j and the apartment %j', (text, address, apartment) => {
    expect(splitApartment(text)).toEqual({ address, apartment });
  });

  it.each([
    ['Навои 15'],
    // A block of a district, not an apartment.
    ['Чиланзар 9 квартал'],
    ['Чиланзар, 9-квартал, 5'],
    ['кв 12'],
    ['Navoi 15 kv'],
    ['Kvartal 12'],
  ])('leaves %j whole, with no apartment', (text) => {
    expect(splitApartment(text)).toEqual({ address: text.trim(), apartment: null });
  });
});
