import { describe, expect, it } from 'vitest';
import {
  checkOrder,
  OrderRefused,
  priceOrder,
} from '../../functions/reference-backend/order-rules';
import { RATE_LIMITS } from '../../functions/reference-backend/rate-limit';
import { PROMOTIONS } from '../../functions/reference-backend/seed/content';
import { MENU_HOURS, PRODUCTS } from '../../functions/reference-backend/seed/menu';
import { RESTAURANTS } from '../../functions/reference-backend/seed/restaurants';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import {
  createOrderCall,
  orderCall,
  priceCall,
  promotionCall,
  promotionsListCall,
  telegramOrderCall,
  type OrderDraft,
  type OrderProduct,
  type PriceQuote,
} from '@pizza-order-app/contract';
import { active, call, draft, json, newClientAddress, send } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/** Offers priced by one rule: the quote the app shows and the order the backend stores. */

const NOW = Date.parse('2026-11-23T10:00:00.000Z');

const product = (id: number) => {
  const found = PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the seed menu needs product ${id}`);
  return found;
};
const promotion = (id: number) => {
  const found = PROMOTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the seed needs promotion ${id}`);
  return found;
};

// Caesar (salads) and chak-chak (desserts): no offer of their own; Bolognese: the pasta folder.
const CAESAR = product(401);
const CHAK_CHAK = product(604);
const BOLOGNESE = product(502);
const PASTA_OFFER = promotion(1);
const FREE_DELIVERY = promotion(2);
const RUNNING_CODE = promotion(3);
const ENDED_CODE = promotion(4);

const line = (id: number, amount: number): OrderProduct => ({ id, amount, modifiers: [] });
const price = (
  products: OrderProduct[],
  {
    orderTypeId = 0,
    promoCode,
    now = NOW,
  }: { orderTypeId?: 0 | 200; promoCode?: string; now?: number } = {},
) => priceOrder({ orderTypeId, products, promoCode }, 'en', now);

describe('the seed ties every promotion to an offer the pricing knows', () => {
  it('has the offers this suite prices', () => {
    expect(CAESAR.parentId).not.toBe(5);
    expect(BOLOGNESE.parentId).toBe(5);
    expect(PASTA_OFFER.offer).toEqual({ kind: 'folder-percent', folderId: 5, percent: 20 });
    expect(FREE_DELIVERY.offer).toEqual({ kind: 'free-delivery', minDishesPrice: 150_000 });
    expect(RUNNING_CODE.offer).toEqual({ kind: 'promo-code', code: 'PIZZA15', percent: 15 });
    expect(ENDED_CODE.offer).toMatchObject({ kind: 'promo-code', code: 'SUMMER25' });
    expect(Date.parse(ENDED_CODE.endsAt)).toBeLessThan(NOW);
  });
});

describe('free delivery over the threshold', () => {
  // 3 × 42 000 + 24 000 is exactly 150 000; a salad instead of the dessert stays below.
  const exactly = [line(CAESAR.id, 3), line(CHAK_CHAK.id, 1)];
  const below = [line(CAESAR.id, 3), line(403, 1)];

  it('charges delivery below the threshold', () => {
    const quote = price(below);
    expect(quote.dishesPrice).toBeLessThan(150_000);
    expect(quote).toMatchObject({
      deliveryPrice: MENU_HOURS.priceOfDelivery,
      discounts: [],
      total: quote.dishesPrice + MENU_HOURS.priceOfDelivery,
    });
  });

  it('makes delivery free from the threshold on, as a discount naming the promotion', () => {
    const quote = price(exactly);
    expect(quote.dishesPrice).toBe(150_000);
    expect(quote.deliveryPrice).toBe(MENU_HOURS.priceOfDelivery);
    expect(quote.discounts).toEqual([
      { promotionId: FREE_DELIVERY.id, appliesTo: 'delivery', amount: MENU_HOURS.priceOfDelivery },
    ]);
    expect(quote.total).toBe(150_000);
  });

  it('counts the dishes at menu prices, before their discounts', () => {
    // 3 Bolognese are 156 000 at menu prices and 124 800 after the pasta offer.
    const quote = price([line(BOLOGNESE.id, 3)]);
    expect(quote.discounts.map(({ promotionId }) => promotionId)).toEqual([
      PASTA_OFFER.id,
      FREE_DELIVERY.id,
    ]);
    expect(quote.total).toBe(156_000 - 31_200);
  });

  it('has nothing to give on pickup', () => {
    expect(price(exactly, { orderTypeId: 200 })).toMatchObject({
      deliveryPrice: 0,
      discounts: [],
      total: 150_000,
      toFreeDelivery: null,
    });
  });
});

describe('what the dishes lack for free delivery', () => {
  it('tells the nearest threshold not met and the so‘m still missing, at menu prices', () => {
    // One Bolognese: 52 000 at menu prices (41 600 after the pasta offer, which does not count).
    expect(price([line(BOLOGNESE.id, 1)]).toFreeDelivery).toEqual({
      promotionId: FREE_DELIVERY.id,
      remaining: 150_000 - BOLOGNESE.price,
    });
  });

  it('goes once the threshold is met, by a single so‘m or more', () => {
    expect(price([line(CAESAR.id, 3), line(CHAK_CHAK.id, 1)]).toFreeDelivery).toBeNull();
    expect(price([line(BOLOGNESE.id, 3)]).toFreeDelivery).toBeNull();
  });

  it('is not told on pickup, nor while no free-delivery offer runs', () => {
    expect(price([line(CAESAR.id, 1)], { orderTypeId: 200 }).toFreeDelivery).toBeNull();
    const before = Date.parse(FREE_DELIVERY.startsAt) - 1;
    expect(price([line(CAESAR.id, 1)], { now: before }).toFreeDelivery).toBeNull();
  });

  it('is never stored with an order: the order keeps its price only', () => {
    const stored = checkOrder(
      { ...draft('no-gap-stored'), products: [line(CAESAR.id, 1)] },
      'en',
      NOW,
    );
    expect(stored).not.toHaveProperty('toFreeDelivery');
  });
});

describe('a percentage off a folder', () => {
  it('takes 20% off the pasta lines, extras included, and nothing off the others', () => {
    const quote = price([line(BOLOGNESE.id, 2), line(CAESAR.id, 1)], { orderTypeId: 200 });
    expect(quote.dishesPrice).toBe(2 * BOLOGNESE.price + CAESAR.price);
    expect(quote.discounts).toEqual([
      { promotionId: PASTA_OFFER.id, appliesTo: 'dishes', amount: 20_800 },
    ]);
    expect(quote.total).toBe(quote.dishesPrice - 20_800);
  });

  it('applies only while the promotion runs', () => {
    const before = Date.parse(PASTA_OFFER.startsAt) - 1;
    expect(price([line(BOLOGNESE.id, 2)], { now: before }).discounts).toEqual([]);
  });
});

describe('promo codes', () => {
  const basket = [line(BOLOGNESE.id, 2), line(CAESAR.id, 1)];

  it('takes a running code off every dish, the larger offer winning on a dish with two', () => {
    const quote = price(basket, { orderTypeId: 200, promoCode: 'PIZZA15' });
    expect(quote.promoCode).toEqual({ code: 'PIZZA15', status: 'applied' });
    expect(quote.discounts).toEqual([
      { promotionId: PASTA_OFFER.id, appliesTo: 'dishes', amount: 20_800 },
      { promotionId: RUNNING_CODE.id, appliesTo: 'dishes', amount: 6_300 },
    ]);
    expect(quote.total).toBe(2 * BOLOGNESE.price + CAESAR.price - 20_800 - 6_300);
  });

  it.each([
    ['unknown', 'NOSUCHCODE', NOW],
    ['expired', 'SUMMER25', NOW],
    // Not started yet: told apart from a made-up code by nothing.
    ['unknown', 'PIZZA15', Date.parse(RUNNING_CODE.startsAt) - 1],
  ] as const)('answers %s for %s and prices without it', (status, code, now) => {
    const quote = price(basket, { orderTypeId: 200, promoCode: code, now });
    expect(quote.promoCode).toEqual({ code, status });
    expect(quote.discounts.map(({ promotionId }) => promotionId)).not.toContain(RUNNING_CODE.id);
    expect(quote.discounts.map(({ promotionId }) => promotionId)).not.toContain(ENDED_CODE.id);
  });

  it('took the summer code while summer lasted', () => {
    const summer = Date.parse(ENDED_CODE.startsAt) + 1;
    const quote = price([line(CAESAR.id, 1)], {
      orderTypeId: 200,
      promoCode: 'SUMMER25',
      now: summer,
    });
    expect(quote.promoCode?.status).toBe('applied');
    expect(quote.discounts).toEqual([
      { promotionId: ENDED_CODE.id, appliesTo: 'dishes', amount: CAESAR.price / 4 },
    ]);
  });
});

describe('placing an order by the same rule', () => {
  const withOffers = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
    ...draft(`priced-${crypto.randomUUID()}`),
    products: [line(BOLOGNESE.id, 2), line(CAESAR.id, 2)],
    ...overrides,
  });
  const refusal = (order: OrderDraft) => {
    try {
      checkOrder(order, 'en', NOW);
    } catch (error) {
      if (error instanceof OrderRefused) return { message: error.message, code: error.code };
      throw error;
    }
    throw new Error('the order was taken');
  };

  it('stores the quoted price: lines, discounts and total', () => {
    const order = withOffers({ promoCode: 'PIZZA15' });
    const quote = price(order.products, { promoCode: 'PIZZA15' });
    const { promoCode, toFreeDelivery, ...pricing } = quote;
    expect(promoCode).toEqual({ code: 'PIZZA15', status: 'applied' });
    expect(toFreeDelivery).toBeNull();
    expect(checkOrder({ ...order, expectedTotal: quote.total }, 'en', NOW)).toEqual({
      draft: { ...order, expectedTotal: quote.total },
      ...pricing,
    });
  });

  it.each([
    ['NOSUCHCODE', 'promo-code-unknown', 'There is no promo code “NOSUCHCODE”'],
    ['SUMMER25', 'promo-code-expired', 'The promo code “SUMMER25” has expired'],
  ])('refuses %s with %s', (promoCode, code, message) => {
    expect(refusal(withOffers({ promoCode }))).toEqual({
      code,
      message: expect.stringContaining(message) as string,
    });
  });

  it('refuses a total other than the one shown, never charging it', () => {
    const order = withOffers();
    const { total } = price(order.products);
    expect(refusal({ ...order, expectedTotal: total + 1 })).toMatchObject({
      code: 'price-changed',
    });
    expect(checkOrder({ ...order, expectedTotal: total }, 'en', NOW).total).toBe(total);
  });
});

describe('POST /api/delivery/Price', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    orderTypeId: 0,
    restaurantId: active.id,
    products: [line(BOLOGNESE.id, 2), line(CAESAR.id, 2)],
    language: 2,
    ...overrides,
  });
  const quote = async (overrides: Record<string, unknown> = {}, authorization?: string) =>
    call(
      priceCall,
      '/api/delivery/Price',
      json('POST', body(overrides), {
        Authorization: authorization ?? (await mainBearer()),
        'CF-Connecting-IP': newClientAddress(),
      }),
    );

  it('prices a basket for an anonymous visitor: nothing personal is asked or told', async () => {
    const answer = await quote({ promoCode: 'PIZZA15' });
    expect(answer.promoCode).toEqual({ code: 'PIZZA15', status: 'applied' });
    expect(answer.discounts).toEqual([
      {
        promotionId: PASTA_OFFER.id,
        title: PASTA_OFFER.title.ru,
        appliesTo: 'dishes',
        amount: 20_800,
      },
      {
        promotionId: RUNNING_CODE.id,
        title: RUNNING_CODE.title.ru,
        appliesTo: 'dishes',
        amount: 12_600,
      },
      {
        promotionId: FREE_DELIVERY.id,
        title: FREE_DELIVERY.title.ru,
        appliesTo: 'delivery',
        amount: MENU_HOURS.priceOfDelivery,
      },
    ]);
    expect(Object.keys(answer).sort()).toEqual([
      'deliveryPrice',
      'discounts',
      'dishesPrice',
      'promoCode',
      'toFreeDelivery',
      'total',
    ]);
    expect(answer.toFreeDelivery).toBeNull();
  });

  it('tells what the dishes lack for free delivery, the offer named in the request’s language', async () => {
    const answer = await quote({ products: [line(CAESAR.id, 1)], language: 1 });
    expect(answer.toFreeDelivery).toEqual({
      promotionId: FREE_DELIVERY.id,
      title: FREE_DELIVERY.title.uz,
      remaining: 150_000 - CAESAR.price,
    });
    expect(
      (await quote({ products: [line(CAESAR.id, 1)], orderTypeId: 200 })).toFreeDelivery,
    ).toBeNull();
  });

  it.each([
    ['unknown', 'NOSUCHCODE'],
    ['expired', 'SUMMER25'],
  ])('answers an %s code and the price without it', async (status, promoCode) => {
    const answer = await quote({ promoCode });
    expect(answer.promoCode).toEqual({ code: promoCode, status });
    expect(answer.total).toBe((await quote()).total);
  });

  it.each([
    ['too short', 'AB1', 'promoCode'],
    ['too long', 'A'.repeat(21), 'promoCode'],
    ['not letters and digits', 'PIZZA-15', 'promoCode'],
    ['in small letters', 'pizza15', 'promoCode'],
    ['not a code at all', 15, 'promoCode'],
  ])('answers 400 for a code %s', async (_, promoCode, field) => {
    const response = await send(
      '/api/delivery/Price',
      json('POST', body({ promoCode }), {
        Authorization: await mainBearer(),
        'CF-Connecting-IP': newClientAddress(),
      }),
    );
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toContain(field);
  });

  it('answers 409 for a restaurant not taking orders and a dish off the menu', async () => {
    const closed = RESTAURANTS.find((restaurant) => !restaurant.isActive);
    const headers = { Authorization: await mainBearer() };
    for (const overrides of [
      { restaurantId: closed?.id ?? 999 },
      { products: [line(999_999, 1)] },
    ]) {
      const response = await send('/api/delivery/Price', json('POST', body(overrides), headers));
      expect(response.status).toBe(409);
    }
  });

  it('needs a bearer', async () => {
    expect((await send('/api/delivery/Price', json('POST', body(), {}))).status).toBe(401);
  });

  it(`refuses codes past ${RATE_LIMITS.promoCodes.perAddress} a minute from one address, not a price without one`, async () => {
    const headers = { Authorization: await mainBearer(), 'CF-Connecting-IP': newClientAddress() };
    const tries = await Promise.all(
      Array.from({ length: RATE_LIMITS.promoCodes.perAddress + 1 }, (_, index) =>
        send('/api/delivery/Price', json('POST', body({ promoCode: `GUESS${index}` }), headers)),
      ),
    );
    const refused = tries.filter(({ status }) => status === 429);
    expect(refused).toHaveLength(1);
    expect(await refused[0]?.json()).toMatchObject({ code: 'rate-limited' });
    expect((await send('/api/delivery/Price', json('POST', body(), headers))).status).toBe(200);
  });

  it(`refuses codes past ${RATE_LIMITS.promoCodes.perCustomer} a minute from one customer, from any address`, async () => {
    const authorization = await mainBearer(newWebCustomer());
    const statuses = [];
    for (let index = 0; index <= RATE_LIMITS.promoCodes.perCustomer; index += 1) {
      const response = await send(
        '/api/delivery/Price',
        json('POST', body({ promoCode: `GUESS${index}` }), {
          Authorization: authorization,
          'CF-Connecting-IP': newClientAddress(),
        }),
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});

describe('an order with a promo code over HTTP', () => {
  const order = (key: string, overrides: Record<string, unknown> = {}) => ({
    ...draft(key),
    products: [line(BOLOGNESE.id, 1), line(CAESAR.id, 2)],
    language: 3,
    ...overrides,
  });
  const quoteFor = async (authorization: string, promoCode: string): Promise<PriceQuote> =>
    call(
      priceCall,
      '/api/delivery/Price',
      json(
        'POST',
        {
          orderTypeId: 0,
          restaurantId: active.id,
          products: order('unused').products,
          promoCode,
          language: 3,
        },
        { Authorization: authorization, 'CF-Connecting-IP': newClientAddress() },
      ),
    );

  it('stores the total the quote showed, and shows the discounts to the owner only', async () => {
    const authorization = await mainBearer(newWebCustomer());
    const headers = { Authorization: authorization, 'CF-Connecting-IP': newClientAddress() };
    const quote = await quoteFor(authorization, 'PIZZA15');
    const placed = await call(
      createOrderCall,
      '/api/delivery/Create',
      json(
        'POST',
        order(`code-${crypto.randomUUID()}`, { promoCode: 'PIZZA15', expectedTotal: quote.total }),
        headers,
      ),
    );
    const owned = await call(orderCall, `/api/delivery/Get?Language=3&orderId=${placed.orderId}`, {
      headers,
    });
    if (owned.view !== 'owner') throw new Error('the customer owns the order');
    expect(owned.order.total).toBe(quote.total);
    expect(owned.order.deliveryPrice).toBe(quote.deliveryPrice);
    expect(owned.order.discounts).toEqual(quote.discounts);

    // Whoever holds the tracker link sees no price, discount or code.
    const stranger = { Authorization: await mainBearer(newWebCustomer()) };
    const response = await send(
      `/api/delivery/Get?Language=3&orderId=${placed.orderId}&trackingKey=${placed.trackingKey}`,
      { headers: stranger },
    );
    const shared = await response.json<{ view: string; order: Record<string, unknown> }>();
    expect(shared.view).toBe('shared');
    for (const field of ['total', 'discounts', 'deliveryPrice', 'lines']) {
      expect(shared.order).not.toHaveProperty(field);
    }
    expect(JSON.stringify(shared)).not.toContain('PIZZA15');
  });

  it.each([
    ['NOSUCHCODE', 'promo-code-unknown', 'There is no promo code'],
    ['SUMMER25', 'promo-code-expired', 'has expired'],
  ])(
    'refuses %s with 409 %s, in the order’s language, and keeps the key free',
    async (promoCode, code, text) => {
      const headers = {
        Authorization: await mainBearer(newWebCustomer()),
        'CF-Connecting-IP': newClientAddress(),
      };
      const key = `refused-${crypto.randomUUID()}`;
      const refused = await send(
        '/api/delivery/Create',
        json('POST', order(key, { promoCode }), headers),
      );
      expect(refused.status).toBe(409);
      const answer = await refused.json<{ code: string; message: string }>();
      expect(answer.code).toBe(code);
      expect(answer.message).toContain(text);
      // Nothing was stored: the same key goes through once the code is taken out.
      await call(createOrderCall, '/api/delivery/Create', json('POST', order(key), headers));
    },
  );

  it('refuses an order whose total is not the one shown, with 409 price-changed', async () => {
    const headers = {
      Authorization: await mainBearer(newWebCustomer()),
      'CF-Connecting-IP': newClientAddress(),
    };
    const response = await send(
      '/api/delivery/Create',
      json('POST', order(`shown-${crypto.randomUUID()}`, { expectedTotal: 1 }), headers),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'price-changed' });
  });

  it('prices a Telegram order by the same rule', async () => {
    const tgId = 5151;
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const quote = await quoteFor(await mainBearer({ tgId }), 'PIZZA15');
    const body = {
      ...order(`tg-code-${crypto.randomUUID()}`, {
        promoCode: 'PIZZA15',
        expectedTotal: quote.total,
      }),
      tgId,
    };
    const placed = await call(telegramOrderCall, '/api/tg_order', json('POST', body, headers));
    const owned = await call(orderCall, `/api/delivery/Get?Language=3&orderId=${placed.orderId}`, {
      headers: { Authorization: await mainBearer({ tgId }) },
    });
    if (owned.view !== 'owner') throw new Error('the Telegram user owns the order');
    expect(owned.order.total).toBe(quote.total);
    const refused = await send(
      '/api/tg_order',
      json(
        'POST',
        { ...body, idempotencyKey: `tg-${crypto.randomUUID()}`, promoCode: 'SUMMER25' },
        headers,
      ),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'promo-code-expired' });
  });
});

describe('promotions shown are promotions priced', () => {
  it('lists the running promotions only, each one applied by the pricing', async () => {
    const headers = { Authorization: await mainBearer() };
    const { items, total } = await call(promotionsListCall, '/api/stocks/List?Language=3', {
      headers,
    });
    const now = Date.now();
    const running = PROMOTIONS.filter(
      ({ startsAt, endsAt }) => Date.parse(startsAt) <= now && now < Date.parse(endsAt),
    );
    expect(items.map(({ id }) => id)).toEqual(running.map(({ id }) => id));
    expect(total).toBe(running.length);
    expect(items.map(({ id }) => id)).not.toContain(ENDED_CODE.id);
    expect(JSON.stringify(items)).not.toContain('"offer"');
    // A code is told with its promotion, so the app can carry it to checkout; no other offer is.
    for (const item of items) {
      const { offer } = promotion(item.id);
      expect(item.promoCode, `promotion ${item.id}`).toBe(
        offer.kind === 'promo-code' ? offer.code : undefined,
      );
    }

    for (const { id } of items) {
      const { offer } = promotion(id);
      const products =
        offer.kind === 'folder-percent'
          ? [
              line(
                PRODUCTS.find(
                  ({ parentId, modifiers }) =>
                    parentId === offer.folderId && modifiers.length === 0,
                )?.id ?? 0,
                1,
              ),
            ]
          : [line(CAESAR.id, 4)];
      const quote = price(products, {
        now,
        ...(offer.kind === 'promo-code' ? { promoCode: offer.code } : {}),
      });
      expect(
        quote.discounts.map(({ promotionId }) => promotionId),
        `promotion ${id}`,
      ).toContain(id);
    }
  });

  it('still shows an ended promotion on its own page, with the dates that say so', async () => {
    const { item } = await call(promotionCall, `/api/stocks/Get?Language=3&id=${ENDED_CODE.id}`, {
      headers: { Authorization: await mainBearer() },
    });
    expect(Date.parse(item.endsAt)).toBeLessThan(Date.now());
  });
});
