import { describe, expect, it } from 'vitest';
import { splitHouse, withHouse } from './house-number';

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
