import { describe, expect, it } from 'vitest';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { OrderRefused, priceOrder } from '../../functions/reference-backend/order-rules';
import { PRODUCTS } from '../../functions/reference-backend/seed/menu';
import {
  orderCall,
  shopCall,
  telegramOrderCall,
  type OrderProduct,
} from '@pizza-order-app/contract';
import { active, call, draft, json, newClientAddress, placeAtQuote, send } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/** Half-and-half pizzas and combos you choose: one composite line, priced and checked by one rule. */

const product = (id: number) => {
  const found = PRODUCTS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the seed menu needs product ${id}`);
  return found;
};

const HALVES = product(113);
const MARGHERITA = product(101);
const PEPPERONI = product(102);
const TASHKENT = product(110);
const KIDS_PIZZA = product(112);
const COMBO_DUO = product(201);
const FANTA = product(702);
const ORANGE_JUICE = product(705);
const CAESAR = product(401);

const SIZE_25 = 1101;
const SIZE_35 = 1103;
const THIN = 1202;
const EXTRA_CHEESE = 1002;

const halves = (
  parts: number[],
  { size = SIZE_25, amount = 1 }: { size?: number; amount?: number } = {},
): OrderProduct => ({
  id: HALVES.id,
  amount,
  modifiers: [
    { id: size, count: 1 },
    { id: THIN, count: 1 },
  ],
  parts,
});
const combo = (parts: number[]): OrderProduct => ({
  id: COMBO_DUO.id,
  amount: 1,
  modifiers: [],
  parts,
});

const NOW = Date.parse('2026-11-23T10:00:00.000Z');
const price = (products: OrderProduct[]) =>
  priceOrder({ orderTypeId: 200, products }, 'en', NOW).dishesPrice;
const refusal = (products: OrderProduct[]) => {
  try {
    price(products);
  } catch (error) {
    if (error instanceof OrderRefused) return error.message;
    throw error;
  }
  throw new Error('the line was not refused');
};

describe('a half-and-half is priced by its dearer half at the size chosen', () => {
  it('costs what the dearer pizza costs whole, size and extras added', () => {
    expect(price([halves([PEPPERONI.id, MARGHERITA.id])])).toBe(PEPPERONI.price);
    // Order of the halves does not matter; the 35 cm size adds what it adds to every pizza.
    expect(price([halves([MARGHERITA.id, TASHKENT.id], { size: SIZE_35 })])).toBe(
      TASHKENT.price + 40_000,
    );
    const withCheese: OrderProduct = {
      ...halves([PEPPERONI.id, MARGHERITA.id], { amount: 2 }),
      modifiers: [
        { id: SIZE_25, count: 1 },
        { id: THIN, count: 1 },
        { id: EXTRA_CHEESE, count: 1 },
      ],
    };
    expect(price([withCheese])).toBe(2 * (PEPPERONI.price + 12_000));
  });

  it('refuses a pizza that is not made as a half, and halves missing or too many', () => {
    expect(refusal([halves([PEPPERONI.id, KIDS_PIZZA.id])])).toBe(
      '“Kids’ Pizza” is not made as a half: please choose another pizza',
    );
    expect(refusal([halves([PEPPERONI.id])])).toContain('do not match the menu');
    expect(refusal([halves([PEPPERONI.id, MARGHERITA.id, TASHKENT.id])])).toContain(
      'do not match the menu',
    );
  });

  it('needs the size of both halves, one for the whole pizza', () => {
    const noSize: OrderProduct = { ...halves([PEPPERONI.id, MARGHERITA.id]), modifiers: [] };
    expect(refusal([noSize])).toBe('This dish needs “Size”');
  });
});

describe('a combo you choose', () => {
  it('costs its price plus every chosen surcharge', () => {
    expect(price([combo([PEPPERONI.id, MARGHERITA.id, FANTA.id])])).toBe(COMBO_DUO.price);
    // The Tashkent pizza adds 20 000 and the juice 4 000.
    expect(price([combo([TASHKENT.id, MARGHERITA.id, ORANGE_JUICE.id])])).toBe(
      COMBO_DUO.price + 24_000,
    );
  });

  it('refuses a product its slot does not list, a combo without its parts and parts of a plain dish', () => {
    expect(refusal([combo([PEPPERONI.id, MARGHERITA.id, CAESAR.id])])).toBe(
      '“Caesar Salad” cannot be chosen for “Drink”',
    );
    expect(refusal([combo([KIDS_PIZZA.id, MARGHERITA.id, FANTA.id])])).toBe(
      '“Kids’ Pizza” cannot be chosen for “First pizza”',
    );
    expect(refusal([{ id: COMBO_DUO.id, amount: 1, modifiers: [] }])).toContain(
      'do not match the menu',
    );
    expect(refusal([{ id: FANTA.id, amount: 1, modifiers: [], parts: [MARGHERITA.id] }])).toBe(
      '“Fanta 0.5 l” is not made of parts',
    );
  });
});

describe('composite lines over HTTP', () => {
  const headers = async () => ({
    Authorization: await mainBearer(newWebCustomer()),
    'CF-Connecting-IP': newClientAddress(),
  });

  it('the menu says which pizzas may be halves and what each combo slot allows', async () => {
    const menu = await call(
      shopCall,
      `/api/shop?Language=2&RestaurantId=${active.id}&Longitude=${active.longitude}&Latitude=${active.latitude}&OrderTypeId=200`,
      { headers: { Authorization: await mainBearer() } },
    );
    const halvesEntry = menu.products.find(({ id }) => id === HALVES.id);
    expect(halvesEntry?.name).toBe('Пицца из половинок');
    expect(halvesEntry?.composition?.kind).toBe('halves');
    expect(halvesEntry?.composition?.slots.map(({ name }) => name)).toEqual([
      'Левая половина',
      'Правая половина',
    ]);
    const allowed = halvesEntry?.composition?.slots[0]?.options.map(({ productId }) => productId);
    expect(allowed).toContain(TASHKENT.id);
    expect(allowed).not.toContain(KIDS_PIZZA.id);
    const duo = menu.products.find(({ id }) => id === COMBO_DUO.id);
    expect(duo?.modifiers).toEqual([]);
    expect(duo?.composition?.slots.map(({ name }) => name)).toEqual([
      'Первая пицца',
      'Вторая пицца',
      'Напиток',
    ]);
    expect(duo?.composition?.slots[0]?.options).toContainEqual({
      productId: TASHKENT.id,
      price: 20_000,
    });
  });

  it('quotes and places a half-and-half and a combo, each line named with every part', async () => {
    const products = [
      halves([PEPPERONI.id, MARGHERITA.id], { size: SIZE_35 }),
      combo([TASHKENT.id, MARGHERITA.id, FANTA.id]),
    ];
    const auth = await headers();
    const { quote, placed, order } = await placeAtQuote(products, auth, 'halves');
    expect(quote.dishesPrice).toBe(PEPPERONI.price + 40_000 + COMBO_DUO.price + 20_000);
    expect(order.lines.map(({ name, parts }) => ({ name, parts }))).toEqual([
      { name: '½\u00a0Пепперони + ½\u00a0Маргарита', parts: [PEPPERONI.id, MARGHERITA.id] },
      {
        name: 'Комбо на двоих: Ташкентская, Маргарита, Фанта 0,5 л',
        parts: [TASHKENT.id, MARGHERITA.id, FANTA.id],
      },
    ]);
    expect(order.lines[0]?.price).toBe(PEPPERONI.price);
    expect(order.lines[0]?.modifiers.map(({ name }) => name)).toEqual(['35 см', 'Тонкое тесто']);

    // Someone else holding the tracker link sees no line, composite or not.
    const stranger = await send(
      `/api/delivery/Get?Language=2&orderId=${placed.orderId}&trackingKey=${placed.trackingKey}`,
      { headers: { Authorization: await mainBearer(newWebCustomer()) } },
    );
    const shared = await stranger.json<{ view: string; order: Record<string, unknown> }>();
    expect(shared.view).toBe('shared');
    expect(JSON.stringify(shared)).not.toContain('Пепперони');
    // Without a claim, no order at all.
    expect((await send(`/api/delivery/Get?Language=2&orderId=${placed.orderId}`, {})).status).toBe(
      401,
    );
  });

  it('refuses with 409 a pizza not made as a half and a product outside its slot, in the order’s language', async () => {
    for (const [products, text] of [
      [[halves([PEPPERONI.id, KIDS_PIZZA.id])], 'Пиццу «Детская» не готовят половинкой'],
      [[combo([PEPPERONI.id, MARGHERITA.id, CAESAR.id])], '«Цезарь» нельзя выбрать в «Напиток»'],
    ] as const) {
      const refused = await send(
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(`refused-${crypto.randomUUID()}`), products, language: 2 },
          await headers(),
        ),
      );
      expect(refused.status).toBe(409);
      expect((await refused.json<{ message: string }>()).message).toContain(text);
      const quoted = await send(
        '/api/delivery/Price',
        json(
          'POST',
          { orderTypeId: 200, restaurantId: active.id, products, language: 2 },
          await headers(),
        ),
      );
      expect(quoted.status).toBe(409);
    }
  });

  it('answers 400 for halves each with its own size: a part is a product alone', async () => {
    const products = [
      {
        ...halves([PEPPERONI.id, MARGHERITA.id]),
        parts: [
          { id: PEPPERONI.id, modifiers: [{ id: SIZE_25, count: 1 }] },
          { id: MARGHERITA.id, modifiers: [{ id: SIZE_35, count: 1 }] },
        ],
      },
    ];
    const response = await send(
      '/api/delivery/Price',
      json(
        'POST',
        { orderTypeId: 200, restaurantId: active.id, products, language: 3 },
        await headers(),
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('products.0.parts.0');
  });

  it('keeps a Telegram basket’s parts and takes a Telegram order by the same rule', async () => {
    const tgId = 6262;
    const { headers: signed } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const basket = [
      { id: HALVES.id, count: 1, modifiers: halves([]).modifiers, parts: [102, 101] },
    ];
    const saved = await send('/api/tg_basket', json('PUT', { tgId, products: basket }, signed));
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await send(`/api/tg_basket?tgId=${tgId}`, { headers: signed });
    expect((await read.json<{ result: { products: unknown[] } }>()).result.products).toEqual(
      basket,
    );
    const refusedBasket = await send(
      '/api/tg_basket',
      json('PUT', { tgId, products: [{ ...basket[0], parts: [102, KIDS_PIZZA.id] }] }, signed),
    );
    expect(refusedBasket.status).toBe(409);

    const placed = await call(
      telegramOrderCall,
      '/api/tg_order',
      json(
        'POST',
        {
          ...draft(`tg-halves-${crypto.randomUUID()}`),
          products: [halves([PEPPERONI.id, MARGHERITA.id])],
          tgId,
          language: 3,
        },
        signed,
      ),
    );
    const owned = await call(orderCall, `/api/delivery/Get?Language=3&orderId=${placed.orderId}`, {
      headers: { Authorization: await mainBearer({ tgId }) },
    });
    if (owned.view !== 'owner') throw new Error('the Telegram user owns the order');
    expect(owned.order.lines[0]?.name).toBe('½\u00a0Pepperoni + ½\u00a0Margherita');
  });
});
