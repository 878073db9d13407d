import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  orderCall,
  ordersCall,
  restaurantsListCall,
  shopCall,
  type OrderDraft,
} from '@pizza-order-app/contract';
import { capabilitiesCall, EXTENSIONS } from '@pizza-order-app/contract/capabilities';
import { paymeCall } from '@pizza-order-app/contract/merchant-api';
import { telegramPaymentPaidCall } from '@pizza-order-app/contract/telegram-payments';
import { referenceBackend } from '../../functions/reference-backend/app';
import { placeOrder } from '../../functions/reference-backend/orders';
import { PRODUCTS } from '../../functions/reference-backend/seed/menu';
import type { Env } from '../../functions/lib/env';
import { active, draft, json } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/**
 * The extensions the reference backend announces (docs/api.md, "Capabilities"), and its core
 * profile: a chain's backend with the core only, which the app and the conformance kit must meet.
 */

const CORE: Env = { ...testEnv, REFERENCE_BACKEND_PROFILE: 'core' };

const send = (env: Env, path: string, init: RequestInit = {}) =>
  referenceBackend.fetch(new Request(`http://localhost${path}`, init), env);

const read = async <C extends typeof capabilitiesCall | typeof shopCall | typeof orderCall>(
  env: Env,
  definition: C,
  path: string,
  authorization: string,
) => {
  const response = await send(env, path, { headers: { Authorization: authorization } });
  expect(response.status, await response.clone().text()).toBe(200);
  return v.parse(definition.response, await response.json()) as v.InferOutput<C['response']>;
};

const NO_SUCH_CALL = /^No such endpoint/;

const composite = PRODUCTS.find((product) => product.composition);
if (!composite) throw new Error('the seed needs a composite dish');

const menuPath = `/api/shop?Language=3&RestaurantId=${active.id}&RegionId=${active.regionId}&Longitude=${active.longitude}&Latitude=${active.latitude}&OrderTypeId=200`;

describe('the reference backend’s capabilities', () => {
  it('announces every extension', async () => {
    const { extensions } = await read(
      testEnv,
      capabilitiesCall,
      '/api/capabilities?Language=3',
      await mainBearer(),
    );
    expect(extensions).toEqual([...EXTENSIONS]);
  });

  it('needs the main API’s bearer, as every call of it', async () => {
    expect((await send(testEnv, '/api/capabilities?Language=3')).status).toBe(401);
  });
});

describe('the core profile', () => {
  it('announces no extension', async () => {
    const { extensions } = await read(
      CORE,
      capabilitiesCall,
      '/api/capabilities?Language=3',
      await mainBearer(),
    );
    expect(extensions).toEqual([]);
  });

  it('answers every extension’s calls 404, as calls it does not have', async () => {
    const owner = await mainBearer(newWebCustomer());
    const calls: [string, RequestInit][] = [
      ['/api/delivery/Rate', json('POST', { orderId: 1, stars: 5 }, { Authorization: owner })],
      [
        '/api/delivery/ChangePayment',
        json('POST', { orderId: 1, paymentMethod: 'cash' }, { Authorization: owner }),
      ],
      ['/api/delivery/Cancel', json('POST', { orderId: 1 }, { Authorization: owner })],
      ['/api/customer/Addresses?Language=3', { headers: { Authorization: owner } }],
      ['/api/customer/Basket?Language=3', { headers: { Authorization: owner } }],
      [paymeCall.path, json('POST', { method: 'CheckTransaction', params: {} }, {})],
      [telegramPaymentPaidCall.path, json('POST', {}, {})],
    ];
    for (const [path, init] of calls) {
      const response = await send(CORE, path, init);
      expect(response.status, path).toBe(404);
      expect((await response.json<{ message: string }>()).message, path).toMatch(NO_SUCH_CALL);
    }
    // The full profile has them: a refusal of its own (no such order), never a missing call.
    const [rate, init] = calls[0] ?? ['', {}];
    const full = await send(testEnv, rate, init);
    expect((await full.json<{ message: string }>()).message).not.toMatch(NO_SUCH_CALL);
  });

  it('names no restaurant’s payment methods: cash only', async () => {
    const response = await send(CORE, '/api/restaurants/List?Language=3', {
      headers: { Authorization: await mainBearer() },
    });
    const { restaurants } = v.parse(restaurantsListCall.response, await response.json());
    expect(restaurants.length).toBeGreaterThan(0);
    expect(restaurants.filter((restaurant) => restaurant.paymentMethods)).toEqual([]);
  });

  it('has no composite dishes on the menu', async () => {
    const bearer = await mainBearer();
    const core = await read(CORE, shopCall, menuPath, bearer);
    expect(core.products.length).toBeGreaterThan(0);
    expect(core.products.filter((product) => product.composition)).toEqual([]);
    expect(core.productsForCart).not.toContain(composite.id);
    const full = await read(testEnv, shopCall, menuPath, bearer);
    expect(full.products.some((product) => product.id === composite.id)).toBe(true);
  });

  it('takes an order paid cash, and refuses what asks an extension', async () => {
    const owner = await mainBearer(newWebCustomer());
    const place = (change: Partial<OrderDraft>) =>
      send(
        CORE,
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(`core-${crypto.randomUUID()}`), ...change, language: 3 },
          { Authorization: owner },
        ),
      );
    const card = await place({ paymentMethod: 'card' });
    expect(card.status).toBe(409);
    expect(await card.json()).toEqual({
      message: 'This restaurant does not take this payment method: please choose another',
    });
    const change = await place({ changeFrom: 500_000 });
    expect(change.status).toBe(400);
    const parts = await place({
      products: [{ id: composite.id, amount: 1, modifiers: [], parts: [1, 2] }],
    });
    expect(parts.status).toBe(400);
    expect((await parts.json<{ message: string }>()).message).toContain('parts');
    const cash = await place({});
    expect(cash.status, await cash.clone().text()).toBe(200);
  });

  it('answers an order without its courier or rating', async () => {
    const customer = newWebCustomer();
    // Placed long ago: finished, and rated through the full profile.
    const placed = await placeOrder(
      testEnv.DB,
      draft(`core-${crypto.randomUUID()}`),
      customer,
      'en',
      {
        now: Date.now() - 60 * 60_000,
      },
    );
    const owner = await mainBearer(customer);
    const rated = await send(
      testEnv,
      '/api/delivery/Rate',
      json('POST', { orderId: placed.orderId, stars: 5, language: 3 }, { Authorization: owner }),
    );
    expect(rated.status, await rated.clone().text()).toBe(200);
    const path = `/api/delivery/Get?Language=3&orderId=${placed.orderId}`;
    const full = await read(testEnv, orderCall, path, owner);
    expect(full.order).toHaveProperty('rating');
    const core = await read(CORE, orderCall, path, owner);
    expect(core.view).toBe('owner');
    expect(core.order).not.toHaveProperty('rating');
    expect(core.order).not.toHaveProperty('courier');
    const list = await send(
      CORE,
      `/api/delivery/List?Language=3&customerId=${placed.customerId}&skip=0&take=50`,
      { headers: { Authorization: owner } },
    );
    const { orders } = v.parse(ordersCall.response, await list.json());
    expect(orders.map((order) => 'rating' in order)).toEqual([false]);
  });

  it('tells the edge no order news: it has no order events', async () => {
    const placed = await placeOrder(
      testEnv.DB,
      draft(`core-news-${crypto.randomUUID()}`),
      { tgId: 770_001 },
      'en',
      { now: Date.now() - 2 * 60_000 },
    );
    const toldSteps = async () =>
      (
        await testEnv.DB.prepare('SELECT told_steps FROM orders WHERE order_id = ?')
          .bind(placed.orderId)
          .first<{ told_steps: number }>()
      )?.told_steps;
    const path = `/api/delivery/Get?Language=3&orderId=${placed.orderId}`;
    const headers = { Authorization: await mainBearer() };
    await send(CORE, path, { headers });
    expect(await toldSteps()).toBe(0);
    // The full profile tells the edge the news a read finds.
    await send(testEnv, path, { headers });
    expect(await toldSteps()).toBeGreaterThan(0);
  });
});
