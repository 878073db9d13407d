import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tellOrderNews } from '../../functions/reference-backend/order-news';
import { getOrder, placeOrder, recordBotMayWrite } from '../../functions/reference-backend/orders';
import { COURIERS } from '../../functions/reference-backend/seed/couriers';
import { botText } from '../../functions/lib/bot/texts';
import {
  orderCall,
  ordersCall,
  rateOrderCall,
  RATING_CHANGE_WINDOW_MS,
  type Order,
} from '@pizza-order-app/contract';
import { courierArrival, distanceMeters } from '@pizza-order-app/contract/lib/geo/courier-route';
import { active, call, draft, json, send } from './backend-support';
import { forgetBotCalls, sentMessages } from './bot-support';
import { mainBearer, newWebCustomer, testEnv } from './support';
import { RATING_ERROR_CODES } from '@pizza-order-app/contract/ratings';

/**
 * The courier on the map (the owner's only) and the rating of a finished order (issue 32, items
 * 4 and 5), against the reference backend with the clock set where each case needs it.
 */

const STEP_MS = 60_000;
/** A door about 2.2 km north of the restaurant, inside its zone. */
const DOOR = { longitude: active.longitude, latitude: active.latitude + 0.02 };
const RESTAURANT: [number, number] = [active.longitude, active.latitude];

/** Runs `work` with the backend's clock (Date) at `moment`, then gives real time back. */
const at = async <T>(moment: number, work: () => Promise<T>) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(moment);
  try {
    return await work();
  } finally {
    vi.useRealTimers();
  }
};

afterEach(() => {
  vi.useRealTimers();
});

const placeDelivery = (customer = newWebCustomer(), placedAt = Date.now() - 60 * 60_000) =>
  placeOrder(testEnv.DB, { ...draft(`courier-${crypto.randomUUID()}`), ...DOOR }, customer, 'ru', {
    now: placedAt,
  }).then((placed) => ({ ...placed, customer, placedAt }));

describe('the courier on the map', () => {
  let placed: Awaited<ReturnType<typeof placeDelivery>>;
  beforeAll(async () => {
    placed = await placeDelivery();
  });
  const ownerAt = async (steps: number) => {
    const found = await getOrder(
      testEnv.DB,
      placed.orderId,
      { customerId: placed.customerId },
      'ru',
      { stepMs: STEP_MS, now: placed.placedAt + steps * STEP_MS },
    );
    return found?.view === 'owner' ? found.order : undefined;
  };

  it('sets off from the restaurant and rides to the door in step with the status', async () => {
    expect((await ownerAt(2.5))?.courier).toBeUndefined();
    const setOff = await ownerAt(3);
    expect(setOff?.statusCode).toBe(4);
    expect(setOff?.destination).toEqual(DOOR);
    expect(setOff?.courier?.location).toMatchObject({
      longitude: RESTAURANT[0],
      latitude: RESTAURANT[1],
      at: new Date(placed.placedAt + 3 * STEP_MS).toISOString(),
    });
    const halfway = (await ownerAt(3.5))?.courier?.location;
    expect(halfway?.latitude).toBeCloseTo(active.latitude + 0.01, 6);
    const near = (await ownerAt(3.9))?.courier?.location;
    expect(near?.latitude).toBeCloseTo(active.latitude + 0.018, 6);
    // Delivered: the courier is named still, but where they are is nobody's business now.
    const delivered = await ownerAt(4);
    expect(delivered?.statusCode).toBe(201);
    expect(delivered?.courier?.name).toBeDefined();
    expect(delivered?.courier).not.toHaveProperty('location');
  });

  it('is as far and as many minutes away as the one rule says', async () => {
    const halfway = (await ownerAt(3.5))?.courier?.location;
    if (!halfway) throw new Error('no location');
    const arrival = courierArrival(
      [halfway.longitude, halfway.latitude],
      [DOOR.longitude, DOOR.latitude],
    );
    const total = distanceMeters(RESTAURANT, [DOOR.longitude, DOOR.latitude]);
    expect(arrival.distanceMeters).toBe(Math.round(total / 2));
    expect(arrival.minutes).toBe(Math.ceil(((total / 2) * 1.3) / 300));
  });

  it('is never given for pickup, nor its door', async () => {
    const pickup = await placeOrder(
      testEnv.DB,
      { ...draft(`courier-pickup-${crypto.randomUUID()}`), orderTypeId: 200, address: undefined },
      newWebCustomer(),
      'ru',
      { now: placed.placedAt },
    );
    const found = await getOrder(
      testEnv.DB,
      pickup.orderId,
      { customerId: pickup.customerId },
      'ru',
      {
        stepMs: STEP_MS,
        now: placed.placedAt + 3.5 * STEP_MS,
      },
    );
    expect(found?.order).not.toHaveProperty('courier');
    expect(found?.order).not.toHaveProperty('destination');
  });

  const onTheWay = () => placed.placedAt + 3.5 * STEP_MS;
  const path = (query = '') => `/api/delivery/Get?Language=2&orderId=${placed.orderId}${query}`;

  it('is shown to the owner over HTTP, position and door', async () => {
    const { view, order } = await at(onTheWay(), async () =>
      call(orderCall, path(), { headers: { Authorization: await mainBearer(placed.customer) } }),
    );
    expect(view).toBe('owner');
    const owned = order as Order;
    expect(owned.courier?.location?.latitude).toBeCloseTo(active.latitude + 0.01, 6);
    expect(owned.destination).toEqual(DOOR);
  });

  it.each([
    ['another customer', () => mainBearer(newWebCustomer())],
    ['an anonymous visitor', () => mainBearer(null)],
  ])('is never shown to %s holding the link', async (_, authorization) => {
    const text = await at(onTheWay(), async () => {
      const response = await send(path(`&trackingKey=${placed.trackingKey}`), {
        headers: { Authorization: await authorization() },
      });
      expect(response.status).toBe(200);
      return response.text();
    });
    expect(JSON.parse(text)).toMatchObject({ view: 'shared', order: { statusCode: 4 } });
    for (const word of ['courier', 'location', 'latitude', 'longitude', 'destination'])
      expect(text).not.toContain(word);
  });

  it.each([
    ['another customer', () => mainBearer(newWebCustomer())],
    ['an anonymous visitor', () => mainBearer(null)],
  ])('is not found by %s without the link', async (_, authorization) => {
    const response = await at(onTheWay(), async () =>
      send(path(), { headers: { Authorization: await authorization() } }),
    );
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('latitude');
  });
});

describe('rating an order', () => {
  const rate = async (authorization: string, body: Record<string, unknown>) =>
    send(
      '/api/delivery/Rate',
      json('POST', { language: 3, ...body }, { Authorization: authorization }),
    );

  /** A fresh customer's order, delivered two days ago. */
  const finished = () => placeDelivery(newWebCustomer(), Date.now() - 2 * RATING_CHANGE_WINDOW_MS);

  it('is refused with 409 while the order is on its way, in the request’s language', async () => {
    const placed = await placeDelivery(newWebCustomer(), Date.now() - STEP_MS / 2);
    const response = await rate(await mainBearer(placed.customer), {
      orderId: placed.orderId,
      stars: 5,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Only a finished order can be rated',
      code: RATING_ERROR_CODES.orderNotFinished,
    });
  });

  it.each([
    ['another customer', () => mainBearer(newWebCustomer())],
    ['an anonymous visitor', () => mainBearer(null)],
  ])('is refused to %s as an unknown order (404), and stores nothing', async (_, authorization) => {
    const placed = await finished();
    const response = await rate(await authorization(), { orderId: placed.orderId, stars: 1 });
    expect(response.status).toBe(404);
    const { order } = await call(
      orderCall,
      `/api/delivery/Get?Language=3&orderId=${placed.orderId}`,
      {
        headers: { Authorization: await mainBearer(placed.customer) },
      },
    );
    expect(order).not.toHaveProperty('rating');
  });

  it('is taken once from the owner, shown with the order and in the list, and never to the link', async () => {
    const placed = await finished();
    const owner = await mainBearer(placed.customer);
    const rated = await call(
      rateOrderCall,
      '/api/delivery/Rate',
      json(
        'POST',
        {
          orderId: placed.orderId,
          stars: 4,
          tags: ['hot', 'polite-courier'],
          comment: '  Very good, thanks  ',
          language: 3,
        },
        { Authorization: owner },
      ),
    );
    expect(rated.rating).toMatchObject({
      stars: 4,
      tags: ['hot', 'polite-courier'],
      comment: 'Very good, thanks',
    });
    const { order } = await call(
      orderCall,
      `/api/delivery/Get?Language=3&orderId=${placed.orderId}`,
      {
        headers: { Authorization: owner },
      },
    );
    expect(order).toMatchObject({ rating: rated.rating });
    const list = await call(
      ordersCall,
      `/api/delivery/List?Language=3&customerId=${placed.customerId}&skip=0&take=10`,
      { headers: { Authorization: owner } },
    );
    expect(list.orders.find(({ orderId }) => orderId === placed.orderId)?.rating).toEqual(
      rated.rating,
    );
    const shared = await send(
      `/api/delivery/Get?Language=3&orderId=${placed.orderId}&trackingKey=${placed.trackingKey}`,
      { headers: { Authorization: await mainBearer(newWebCustomer()) } },
    );
    expect(await shared.text()).not.toContain('rating');
  });

  it('is refused (400) with the courier’s tag for a pickup, which had no courier, and stores nothing', async () => {
    const customer = newWebCustomer();
    const pickup = await placeOrder(
      testEnv.DB,
      { ...draft(`rate-pickup-${crypto.randomUUID()}`), orderTypeId: 200, address: undefined },
      customer,
      'ru',
      { now: Date.now() - 2 * RATING_CHANGE_WINDOW_MS },
    );
    const owner = await mainBearer(customer);
    const refused = await rate(owner, {
      orderId: pickup.orderId,
      stars: 5,
      tags: ['tasty', 'polite-courier'],
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: 'Only a delivery can be rated for its courier',
      code: RATING_ERROR_CODES.tagNotOffered,
    });
    const { order } = await call(
      orderCall,
      `/api/delivery/Get?Language=3&orderId=${pickup.orderId}`,
      { headers: { Authorization: owner } },
    );
    expect(order).not.toHaveProperty('rating');
    const taken = await rate(owner, { orderId: pickup.orderId, stars: 5, tags: ['tasty'] });
    expect(taken.status).toBe(200);
  });

  it('is changed within the day it was first given, which runs from the first rating', async () => {
    const placed = await finished();
    const firstAt = Date.now() - RATING_CHANGE_WINDOW_MS + 10 * 60_000;
    const first = await at(firstAt, async () =>
      rate(await mainBearer(placed.customer), { orderId: placed.orderId, stars: 2 }),
    );
    expect(first.status).toBe(200);
    const changed = await at(firstAt + RATING_CHANGE_WINDOW_MS - 60_000, async () =>
      rate(await mainBearer(placed.customer), {
        orderId: placed.orderId,
        stars: 5,
        tags: ['on-time'],
      }),
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      rating: { stars: 5, tags: ['on-time'], ratedAt: new Date(firstAt).toISOString() },
    });
  });

  it('is refused with 409 a day after it was first given, and stays as it was', async () => {
    const placed = await finished();
    const firstAt = Date.now() - RATING_CHANGE_WINDOW_MS - 60_000;
    await at(firstAt, async () =>
      rate(await mainBearer(placed.customer), { orderId: placed.orderId, stars: 3 }),
    );
    const owner = await mainBearer(placed.customer);
    const late = await rate(owner, { orderId: placed.orderId, stars: 1 });
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      message: 'A rating can only be changed within a day',
      code: RATING_ERROR_CODES.ratingClosed,
    });
    const { order } = await call(
      orderCall,
      `/api/delivery/Get?Language=3&orderId=${placed.orderId}`,
      {
        headers: { Authorization: owner },
      },
    );
    expect(order).toMatchObject({ rating: { stars: 3 } });
  });

  it.each([
    ['no stars', { stars: 0 }],
    ['six stars', { stars: 6 }],
    ['half a star', { stars: 4.5 }],
    ['an unknown tag', { stars: 5, tags: ['cold'] }],
    ['a tag twice', { stars: 5, tags: ['hot', 'hot'] }],
    ['a comment too long', { stars: 5, comment: 'a'.repeat(501) }],
    ['a field the contract does not name', { stars: 5, customerId: 1 }],
  ])('refuses %s with 400', async (_, body) => {
    const placed = await finished();
    const response = await rate(await mainBearer(placed.customer), {
      orderId: placed.orderId,
      ...body,
    });
    expect(response.status).toBe(400);
  });
});

describe('the bot asks to rate a finished order', () => {
  it('once, in the order’s language, with the tracker as a Web App button', async () => {
    await forgetBotCalls();
    const tgId = 880_000 + Math.floor(Math.random() * 10_000);
    const placedAt = Date.now() - 3.5 * STEP_MS;
    const placed = await placeOrder(
      testEnv.DB,
      { ...draft(`rate-ask-${crypto.randomUUID()}`), ...DOOR },
      { tgId },
      'uz',
      { now: placedAt },
    );
    await recordBotMayWrite(testEnv.DB, placed.orderId, tgId, true);
    // On the way, then delivered, then asked about again: the status, then the one ask.
    for (const steps of [0, 1, 2])
      await tellOrderNews(testEnv, 'http://localhost', {
        stepMs: STEP_MS,
        now: placedAt + (3.5 + steps) * STEP_MS,
      });
    const mine = (await sentMessages()).filter(({ chat_id }) => chat_id === tgId);
    // On its way: the courier and their phone, then the promise (issue 38).
    const courier = COURIERS[placed.orderId % COURIERS.length];
    expect(mine.map(({ text }) => text.split('\n')[0])).toEqual([
      botText('uz', 'on-the-way', {
        id: placed.orderId,
        name: courier?.name.uz ?? '',
        phone: courier?.phone ?? '',
      }),
      botText('uz', 'rate-ask', { id: placed.orderId }),
    ]);
    expect(mine[1]?.reply_markup?.inline_keyboard[0]?.[0]).toEqual({
      text: botText('uz', 'rate'),
      web_app: { url: `http://localhost/uz/tracker/${placed.orderId}?tg=1` },
    });
  });
});
