import { describe, expect, it } from 'vitest';
import { parseMessengerEntry } from './parse-messenger-entry';
import { parseStartParam } from '@pizza-order-app/contract/lib/start-param';
import { storeMessengerEntry } from './store-messenger-entry';

/** Pickup from the Chilanzar restaurant (region 1), as the picker saves it. */
const CHILANZAR_PICKUP = { RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 };
/** Delivery to a home address served by it. */
const HOME_DELIVERY = { RestaurantId: 1, RegionId: 1, Longitude: 69.21, Latitude: 41.29 };

const storageWith = (location: object, delivery: number) => {
  const storage = new Map<string, string>([
    ['location', JSON.stringify(location)],
    ['delivery', JSON.stringify(delivery)],
  ]);
  const fake = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  } as unknown as Storage;
  const stored = () => ({
    location: JSON.parse(storage.get('location') ?? 'null') as unknown,
    delivery: JSON.parse(storage.get('delivery') ?? 'null') as unknown,
  });
  return { fake, stored };
};

const applyLink = (search: string, storage: Storage) => {
  const entry = parseMessengerEntry(search);
  if (!entry) throw new Error('entry expected');
  storeMessengerEntry(entry, storage, () => undefined);
};

describe('a bot link applies its location by the location rule', () => {
  it('a new region drops the restaurant chosen in another region', () => {
    const { fake, stored } = storageWith(CHILANZAR_PICKUP, 200);
    applyLink('?regionId=2', fake);
    expect(stored()).toEqual({
      location: { RestaurantId: 0, RegionId: 2, Longitude: 0, Latitude: 0 },
      delivery: 200,
    });
  });

  it('the same region keeps the restaurant', () => {
    const { fake, stored } = storageWith(CHILANZAR_PICKUP, 200);
    applyLink('?regionId=1&tgId=5', fake);
    expect(stored()).toEqual({ location: CHILANZAR_PICKUP, delivery: 200 });
  });

  it('pickup drops the home address', () => {
    const { fake, stored } = storageWith(HOME_DELIVERY, 0);
    applyLink('?orderTypeId=200', fake);
    expect(stored()).toEqual({
      location: { RestaurantId: 0, RegionId: 1, Longitude: 0, Latitude: 0 },
      delivery: 200,
    });
  });

  it('delivery drops the restaurant', () => {
    const { fake, stored } = storageWith(CHILANZAR_PICKUP, 200);
    applyLink('?orderTypeId=0', fake);
    expect(stored()).toEqual({
      location: { RestaurantId: 0, RegionId: 1, Longitude: 0, Latitude: 0 },
      delivery: 0,
    });
  });

  it('an operator deep link (start parameter) follows the same rule', () => {
    const { fake, stored } = storageWith(HOME_DELIVERY, 0);
    storeMessengerEntry(parseStartParam('p_r2_luz').entry, fake, () => undefined);
    expect(stored()).toEqual({
      location: { RestaurantId: 0, RegionId: 2, Longitude: 0, Latitude: 0 },
      delivery: 200,
    });
  });

  it('a stored location or type that breaks its schema counts as nothing saved', () => {
    const { fake, stored } = storageWith({ RestaurantId: 'x' }, 7);
    applyLink('?regionId=3&orderTypeId=200', fake);
    expect(stored()).toEqual({
      location: { RestaurantId: 0, RegionId: 3, Longitude: 0, Latitude: 0 },
      delivery: 200,
    });
  });

  it('a link without an order type leaves the stored one alone', () => {
    const { fake, stored } = storageWith(CHILANZAR_PICKUP, 200);
    applyLink('?regionId=1', fake);
    expect(stored().delivery).toBe(200);
  });
});
