import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getOrder, placeOrder } from '../../functions/reference-backend/orders';
import { COURIERS } from '../../functions/reference-backend/seed/couriers';
import {
  orderCall,
  restaurantsByLocationCall,
  restaurantsListCall,
} from '@pizza-order-app/contract';
import { asapOffer, buildTimeSlots } from '@pizza-order-app/contract/lib/time-slots';
import { referenceNow } from '../../functions/reference-backend/clock';
import { MENU_HOURS } from '../../functions/reference-backend/seed/menu';
import { active, call, draft, json, newClientAddress, send } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/**
 * The tracker's promise (docs/product.md §4): the restaurant's phone, the time the order is
 * promised by, the courier of a delivery on its way (its owner's only), and "as soon as
 * possible" refused once the kitchen cannot make it before closing.
 */

/** A moment in Tashkent time (UTC+5) on 2026-11-22. */
const tashkent = (time: string, day = 22) => Date.parse(`2026-11-${day}T${time}:00+05:00`);
const STEP_MS = 60_000;

describe('restaurants carry a phone to call', () => {
  it('in the list and by location, in every language', async () => {
    const headers = { Authorization: await mainBearer() };
    const { restaurants } = await call(restaurantsListCall, '/api/restaurants/List?Language=1', {
      headers,
    });
    expect(restaurants.length).toBeGreaterThan(0);
    for (const { phone } of restaurants) expect(phone).toMatch(/^\+998 \d{2} \d{3} \d{2} \d{2}$/);
    const near = await call(
      restaurantsByLocationCall,
      `/api/restaurants/GetByLocation?Language=2&latitude=${active.latitude}&longitude=${active.longitude}&orderTypeId=200`,
      { headers },
    );
    expect(near.restaurants[0]?.phone).toBe(active.phone);
  });
});

describe('the promise of an order', () => {
  const customer = newWebCustomer();
  const promiseOf = async (key: string, placedAt: number, deliveryTime: string | null) => {
    const { orderId, customerId } = await placeOrder(
      testEnv.DB,
      { ...draft(key), deliveryTime },
      customer,
      'en',
      { now: placedAt },
    );
    const found = await getOrder(testEnv.DB, orderId, { customerId }, 'en', {
      stepMs: STEP_MS,
      now: placedAt,
    });
    return found?.order.promisedAt;
  };

  it('is the order time plus the kitchen’s duration, rounded up to 5 minutes, for "as soon as possible"', async () => {
    expect(await promiseOf(`promise-asap-${crypto.randomUUID()}`, tashkent('11:13'), null)).toBe(
      new Date(tashkent('11:45')).toISOString(),
    );
  });

  it('is the end of a chosen slot, past midnight too', async () => {
    const placedAt = tashkent('23:00');
    const slot = buildTimeSlots(MENU_HOURS, new Date(placedAt)).find(
      ({ from, tomorrow }) => tomorrow && from === '02:30',
    );
    expect(slot).toBeDefined();
    expect(
      await promiseOf(`promise-slot-${crypto.randomUUID()}`, placedAt, slot?.value ?? null),
    ).toBe(new Date(tashkent('03:00', 23)).toISOString());
  });
});

describe('"as soon as possible" near closing (10:00–03:00, 30 minutes)', () => {
  const placeAt = (now: number, deliveryTime: string | null = null) =>
    placeOrder(
      testEnv.DB,
      { ...draft(`closing-${crypto.randomUUID()}`), deliveryTime },
      newWebCustomer(),
      'ru',
      { now },
    );

  it('is taken while the kitchen can still make it before closing', async () => {
    expect((await placeAt(tashkent('02:30'))).orderId).toBeGreaterThan(0);
  });

  it('is refused once it cannot, with a message saying so; a slot tomorrow is taken', async () => {
    await expect(placeAt(tashkent('02:31'))).rejects.toThrow(
      'Кухня закрывается в 03:00 и уже не успеет приготовить заказ — выберите время',
    );
    const [first] = buildTimeSlots(MENU_HOURS, new Date(tashkent('02:31')));
    expect(first?.from).toBe('10:00');
    await expect(placeAt(tashkent('02:31'), first?.value ?? null)).resolves.toBeDefined();
  });

  it('is taken again while closed, cooked at opening', async () => {
    await expect(placeAt(tashkent('03:00'))).resolves.toBeDefined();
  });

  it('is refused over HTTP with 409 and the message in the order’s language', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tashkent('02:45'));
    try {
      const response = await send(
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(`http-${crypto.randomUUID()}`), language: 3 },
          {
            Authorization: await mainBearer(newWebCustomer()),
            'CF-Connecting-IP': newClientAddress(),
          },
        ),
      );
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        message:
          'The kitchen closes at 03:00 and can no longer make this order in time: please choose a time',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the courier of a delivery on its way', () => {
  const owner = newWebCustomer();
  let placed: { orderId: number; customerId: number; trackingKey: string };
  // Placed long enough ago that, read now, it has been on the way (and delivered).
  const placedAt = tashkent('12:00');

  beforeAll(async () => {
    placed = await placeOrder(testEnv.DB, draft(`courier-${crypto.randomUUID()}`), owner, 'ru', {
      now: placedAt,
    });
  });

  it('is none before the order sets off, and one courier from then on', async () => {
    const at = async (steps: number) => {
      const found = await getOrder(
        testEnv.DB,
        placed.orderId,
        { customerId: placed.customerId },
        'ru',
        { stepMs: STEP_MS, now: placedAt + steps * STEP_MS },
      );
      return found?.view === 'owner' ? found.order : undefined;
    };
    const baking = await at(2);
    expect(baking?.statusCode).toBe(3);
    expect(baking).not.toHaveProperty('courier');
    const onTheWay = await at(3);
    expect(onTheWay?.statusCode).toBe(4);
    // In the order's language, one of the seed's couriers.
    const { location, ...courier } = onTheWay?.courier ?? {};
    expect(COURIERS.map(({ name, phone }) => ({ name: name.ru, phone }))).toContainEqual(courier);
    // Where they are while on the way (courier-rating.test.ts); delivered, only who it was.
    expect(location).toBeDefined();
    expect((await at(10))?.courier).toEqual(courier);
  });

  it('is never given for pickup', async () => {
    const pickup = await placeOrder(
      testEnv.DB,
      { ...draft(`courier-pickup-${crypto.randomUUID()}`), orderTypeId: 200, address: undefined },
      owner,
      'ru',
      { now: placedAt },
    );
    const found = await getOrder(
      testEnv.DB,
      pickup.orderId,
      { customerId: pickup.customerId },
      'ru',
      {
        stepMs: STEP_MS,
        now: placedAt + 10 * STEP_MS,
      },
    );
    expect(found?.order).not.toHaveProperty('courier');
  });

  const path = (query = '') => `/api/delivery/Get?Language=2&orderId=${placed.orderId}${query}`;
  const phones = COURIERS.map(({ phone }) => phone);

  it('is shown to the owner, with the promise', async () => {
    const { view, order } = await call(orderCall, path(), {
      headers: { Authorization: await mainBearer(owner) },
    });
    expect(view).toBe('owner');
    expect(phones).toContain('courier' in order ? order.courier?.phone : undefined);
    expect(order.promisedAt).toBe(new Date(tashkent('12:30')).toISOString());
  });

  it.each([
    ['another customer', () => mainBearer(newWebCustomer())],
    ['an anonymous visitor', () => mainBearer(null)],
  ])('is never shown to %s holding the link, who sees the promise', async (_, authorization) => {
    const response = await send(path(`&trackingKey=${placed.trackingKey}`), {
      headers: { Authorization: await authorization() },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const phone of phones) expect(text).not.toContain(phone);
    expect(text).not.toContain('courier');
    expect(JSON.parse(text)).toMatchObject({
      view: 'shared',
      order: { promisedAt: new Date(tashkent('12:30')).toISOString() },
    });
  });

  it.each([
    ['another customer', () => mainBearer(newWebCustomer())],
    ['an anonymous visitor', () => mainBearer(null)],
  ])('is not found by %s without the link', async (_, authorization) => {
    const response = await send(path(), { headers: { Authorization: await authorization() } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('courier');
  });
});

describe('the reference backend’s clock', () => {
  const clockWith = (shift: string | undefined) =>
    referenceNow({ ...testEnv, REFERENCE_CLOCK_SHIFT_MINUTES: shift });

  it('is moved by REFERENCE_CLOCK_SHIFT_MINUTES: at 02:45 moved two hours back, "as soon as possible" is taken', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tashkent('02:45'));
    try {
      expect(clockWith('-120')).toBe(tashkent('00:45'));
      expect(asapOffer(MENU_HOURS, new Date(clockWith('-120'))).state).toBe('open');
      expect(asapOffer(MENU_HOURS, new Date(clockWith(undefined))).state).toBe('too-late');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps real time for an unset, fractional, non-numeric or over-a-day shift', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(tashkent('12:00'));
    try {
      for (const shift of [undefined, '', '1.5', 'soon', '1441', '-1441'])
        expect(clockWith(shift), String(shift)).toBe(tashkent('12:00'));
    } finally {
      vi.useRealTimers();
    }
  });
});
