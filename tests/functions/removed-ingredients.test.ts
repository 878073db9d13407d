import { describe, expect, it } from 'vitest';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import {
  ORDER_REFUSAL_CODES,
  orderCall,
  shopCall,
  type OrderProduct,
} from '@pizza-order-app/contract';
import { productDetails } from '@pizza-order-app/contract/product-details';
import { active, call, draft, json, newClientAddress, placeAtQuote, send } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/** "Без лука": a dish's removable ingredients left out of a line, kept with the order. */

const MARGHERITA = 101;
const PEPPERONI = 102;
const TOMATO_SAUCE = 1;
const ONION = 4;
const OREGANO = 7;
const SIZE_25 = 1101;
const THIN = 1202;
const SIGNATURE_SAUCE = 1005;

const pepperoni = (removedIngredients?: number[]): OrderProduct => ({
  id: PEPPERONI,
  amount: 1,
  modifiers: [
    { id: SIZE_25, count: 1 },
    { id: THIN, count: 1 },
    { id: SIGNATURE_SAUCE, count: 1 },
  ],
  ...(removedIngredients ? { removedIngredients } : {}),
});

const headers = async () => ({
  Authorization: await mainBearer(newWebCustomer()),
  'CF-Connecting-IP': newClientAddress(),
});

describe('removable ingredients', () => {
  it('the menu lists a dish’s ingredients, allergens and nutrition in the request’s language', async () => {
    const menu = await call(
      shopCall,
      `/api/shop?Language=2&RestaurantId=${active.id}&Longitude=${active.longitude}&Latitude=${active.latitude}&OrderTypeId=200`,
      { headers: { Authorization: await mainBearer() } },
    );
    const found = menu.products.find(({ id }) => id === PEPPERONI);
    if (!found) throw new Error('the menu has Pepperoni');
    const dish = productDetails(found);
    expect(dish.ingredients).toContainEqual({
      id: ONION,
      name: 'лук',
      removable: true,
      without: 'без лука',
    });
    expect(dish.ingredients.find(({ id }) => id === TOMATO_SAUCE)?.removable).toBe(false);
    expect(dish.allergens).toContain('глютен');
    expect(dish.nutrition?.kcal).toBeGreaterThan(0);
    expect(dish.nutrition?.weight).toBeGreaterThan(0);
    // A dish the menu describes no further carries none of the three.
    const drink = menu.products.find(({ id }) => id === 701);
    expect(drink && 'ingredients' in drink).toBe(false);
  });

  it('takes a line without onion, prices it as the dish, and tells its owner which were left out', async () => {
    const auth = await headers();
    const products = [pepperoni([ONION, OREGANO]), pepperoni()];
    const { placed, order } = await placeAtQuote(products, auth, 'removed');
    const [without, whole] = order.lines;
    expect(without?.removedIngredients).toEqual([
      { id: ONION, name: 'лук', without: 'без лука' },
      { id: OREGANO, name: 'орегано', without: 'без орегано' },
    ]);
    expect(without?.price).toBe(whole?.price);
    expect(whole && 'removedIngredients' in whole).toBe(false);

    // Read in English, the same line says it in English.
    const english = await call(
      orderCall,
      `/api/delivery/Get?Language=3&orderId=${placed.orderId}`,
      { headers: auth },
    );
    if (english.view !== 'owner') throw new Error('the customer owns the order');
    expect(english.order.lines[0]?.removedIngredients?.[0]?.without).toBe('no onion');

    // Someone else holding the tracker link sees no line; another customer nothing at all.
    const shared = await send(
      `/api/delivery/Get?Language=2&orderId=${placed.orderId}&trackingKey=${placed.trackingKey}`,
      { headers: { Authorization: await mainBearer(newWebCustomer()) } },
    );
    expect(shared.status).toBe(200);
    expect(await shared.text()).not.toContain('без лука');
    const stranger = await send(`/api/delivery/Get?Language=2&orderId=${placed.orderId}`, {
      headers: { Authorization: await mainBearer(newWebCustomer()) },
    });
    expect(stranger.status).toBe(404);
  });

  it('refuses with 400 and its code an ingredient the dish cannot do without or does not have', async () => {
    for (const [line, text] of [
      [pepperoni([TOMATO_SAUCE]), '«томатный соус» нельзя убрать из «Пепперони»'],
      [pepperoni([999]), '«#999» нельзя убрать из «Пепперони»'],
      [{ id: 701, amount: 1, modifiers: [], removedIngredients: [ONION] }, 'нельзя убрать'],
      [
        { ...pepperoni([ONION]), id: MARGHERITA, modifiers: pepperoni().modifiers.slice(0, 2) },
        '«#4» нельзя убрать из «Маргарита»',
      ],
    ] as const) {
      for (const [path, body] of [
        [
          '/api/delivery/Create',
          { ...draft(`refused-${crypto.randomUUID()}`), products: [line], language: 2 },
        ],
        [
          '/api/delivery/Price',
          { orderTypeId: 200, restaurantId: active.id, products: [line], language: 2 },
        ],
      ] as const) {
        const refused = await send(path, json('POST', body, await headers()));
        expect(refused.status, path).toBe(400);
        const answer = await refused.json<{ message: string; code?: string }>();
        expect(answer.message).toContain(text);
        expect(answer.code).toBe(ORDER_REFUSAL_CODES.ingredientNotRemovable);
      }
    }
  });

  it('refuses the same ingredient twice by the contract, and keeps a Telegram basket’s removals', async () => {
    const twice = await send(
      '/api/delivery/Price',
      json(
        'POST',
        {
          orderTypeId: 200,
          restaurantId: active.id,
          products: [pepperoni([ONION, ONION])],
          language: 3,
        },
        await headers(),
      ),
    );
    expect(twice.status).toBe(400);

    const tgId = 6363;
    const { headers: signed } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const { amount, ...line } = pepperoni([ONION]);
    const basket = [{ ...line, count: amount }];
    const saved = await send('/api/tg_basket', json('PUT', { tgId, products: basket }, signed));
    expect(saved.status, await saved.clone().text()).toBe(200);
    const read = await send(`/api/tg_basket?tgId=${tgId}`, { headers: signed });
    expect((await read.json<{ result: { products: unknown[] } }>()).result.products).toEqual(
      basket,
    );
    const refused = await send(
      '/api/tg_basket',
      json(
        'PUT',
        { tgId, products: [{ ...basket[0], removedIngredients: [TOMATO_SAUCE] }] },
        signed,
      ),
    );
    expect(refused.status).toBe(400);
  });
});
