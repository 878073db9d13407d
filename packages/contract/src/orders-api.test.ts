import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RestaurantSchema } from './main-api';
import { orderCall } from './orders-api';

/** The tracker's promise and calls as the contract reads them (docs/api.md, "Order"). */

/** As a backend that promises nothing answers. */
const UNPROMISED = {
  orderId: 7,
  statusCode: 4,
  createdAt: '2026-11-22T06:13:00.000Z',
  orderTypeId: 0,
  restaurantId: 1,
  deliveryTime: null,
  statusHistory: [{ statusCode: 1, at: '2026-11-22T06:13:00.000Z' }],
};
const SHARED = { ...UNPROMISED, promisedAt: '2026-11-22T06:45:00.000Z' };
const OWNER_FIELDS = {
  trackingKey: 'k'.repeat(22),
  address: 'Navoi Street 2',
  lines: [],
  deliveryPrice: 12_000,
  total: 71_000,
  paymentMethod: 'cash',
  customerName: 'Aziz',
  phone: '+998901234567',
  comment: '',
};
const OWNED = { ...SHARED, ...OWNER_FIELDS };
const COURIER = { name: 'Aziz', phone: '+998 90 310 11 01' };
const read = (answer: unknown) => v.safeParse(orderCall.response, answer);

describe('the order answer', () => {
  it('gives its owner the promise and the courier', () => {
    const result = read({ view: 'owner', order: { ...OWNED, courier: COURIER } });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      order: { promisedAt: SHARED.promisedAt, courier: COURIER },
    });
  });

  it('reads an order without either: a backend that promises nothing, a courier not yet sent', () => {
    const result = read({ view: 'owner', order: { ...UNPROMISED, ...OWNER_FIELDS } });
    expect(result.success).toBe(true);
    expect(result.output).not.toHaveProperty('order.promisedAt');
    expect(result.output).not.toHaveProperty('order.courier');
  });

  it('keeps nothing of a courier in the shared view, should a backend send one', () => {
    const result = read({ view: 'shared', order: { ...SHARED, courier: COURIER } });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ view: 'shared', order: SHARED });
  });

  it('refuses a promise that is no instant and a courier without a phone', () => {
    expect(read({ view: 'shared', order: { ...SHARED, promisedAt: '11:45' } }).success).toBe(false);
    expect(read({ view: 'owner', order: { ...OWNED, courier: { name: 'Aziz' } } }).success).toBe(
      false,
    );
  });
});

describe('a restaurant', () => {
  const RESTAURANT = {
    id: 1,
    name: 'Chilanzar',
    address: '12 Bunyodkor Ave',
    regionId: 1,
    longitude: 69.204,
    latitude: 41.275,
    zone: '',
    isActive: true,
    phone: '+998 71 200 00 01',
    workingHours: '10:00–03:00',
  };

  it('carries the phone the tracker calls', () => {
    expect(v.parse(RestaurantSchema, RESTAURANT).phone).toBe('+998 71 200 00 01');
    expect(v.safeParse(RestaurantSchema, { ...RESTAURANT, phone: undefined }).success).toBe(false);
  });
});
