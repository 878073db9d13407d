import { describe, expect, it } from 'vitest';
import { createOrderCall, priceCall, shopCall, type OrderDraft } from '@pizza-order-app/contract';
import { RESTAURANTS } from '../../functions/reference-backend/seed/restaurants';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { call, draft, json, newClientAddress, send } from './backend-support';
import { api, callFunction, mainBearer, newWebCustomer, testEnv } from './support';

/**
 * The stop list (what a restaurant cannot cook now) and change for cash, as the reference
 * backend keeps them: the menu says which, an order with one is refused naming it, and the sum
 * to give change from is checked against the total and shown to the order's owner only.
 */

const YUNUSABAD = RESTAURANTS.find(({ id }) => id === 2);
const MIRZO_ULUGBEK = RESTAURANTS.find(({ id }) => id === 3);
const SERGELI = RESTAURANTS.find(({ id }) => id === 4);
const CHORSU = RESTAURANTS.find(({ id }) => id === 5);
if (!YUNUSABAD || !MIRZO_ULUGBEK || !SERGELI || !CHORSU)
  throw new Error('the seed needs restaurants 2 to 5');
const MARGHERITA = 101;
const FOUR_CHEESE = 103;
const MUSHROOM = 109;
const PEPPERONI = 102;
const BBQ_BEEF = 105;
const HALF_AND_HALF = 113;
const COMBO_DUO = 201;
const FANTA = 702;
const JALAPENO = 1003;
const SIZE_25 = 1101;
const TRADITIONAL = 1201;
const PIZZA_CHOICES = [
  { id: SIZE_25, count: 1 },
  { id: TRADITIONAL, count: 1 },
];

const menuAt = async (restaurant: { id: number; longitude: number; latitude: number }) =>
  call(
    shopCall,
    `/api/shop?Language=3&RestaurantId=${restaurant.id}&RegionId=1&Longitude=${restaurant.longitude}&Latitude=${restaurant.latitude}&OrderTypeId=200`,
    { headers: { Authorization: await mainBearer() } },
  );

const setStock = (restaurantId: number, kind: string, id: number, available: boolean) =>
  send(`/api/_dev/stop-list/${restaurantId}/${kind}/${id}`, json('PUT', { available }, {}));

/** A pickup order at the restaurant: no zone to hit, any place of the seed. */
const pickupAt = (
  restaurant: { id: number; regionId: number; longitude: number; latitude: number },
  products: OrderDraft['products'],
): OrderDraft => ({
  ...draft(`stock-${crypto.randomUUID()}`),
  orderTypeId: 200,
  restaurantId: restaurant.id,
  regionId: restaurant.regionId,
  longitude: restaurant.longitude,
  latitude: restaurant.latitude,
  products,
});

const placeAs = async (body: Record<string, unknown>, customer = newWebCustomer()) =>
  send(
    '/api/delivery/Create',
    json(
      'POST',
      { language: 2, ...body },
      { Authorization: await mainBearer(customer), 'CF-Connecting-IP': newClientAddress() },
    ),
  );

describe('the stop list', () => {
  it('is told per restaurant by /api/shop: a dish and a modifier off at one, on at another', async () => {
    const yunusabad = await menuAt(YUNUSABAD);
    const fourCheese = yunusabad.products.find(({ id }) => id === FOUR_CHEESE);
    expect(fourCheese?.isAvailable).toBe(false);
    expect(yunusabad.products.find(({ id }) => id === MARGHERITA)?.isAvailable).toBe(true);
    const jalapeno = yunusabad.products
      .find(({ id }) => id === MARGHERITA)
      ?.modifiers.find(({ id }) => id === JALAPENO);
    expect(jalapeno?.isAvailable).toBe(false);

    const chilanzar = await menuAt({ id: 1, longitude: 69.204, latitude: 41.275 });
    expect(chilanzar.products.every(({ isAvailable }) => isAvailable)).toBe(true);
    expect(
      chilanzar.products.every(({ modifiers }) =>
        modifiers.every(({ isAvailable }) => isAvailable),
      ),
    ).toBe(true);
  });

  it('changes as the kitchen says, through the dev endpoint', async () => {
    const put = await setStock(SERGELI.id, 'product', MUSHROOM, false);
    expect(put.status).toBe(200);
    expect((await menuAt(SERGELI)).products.find(({ id }) => id === MUSHROOM)?.isAvailable).toBe(
      false,
    );
    await setStock(SERGELI.id, 'product', MUSHROOM, true);
    expect((await menuAt(SERGELI)).products.find(({ id }) => id === MUSHROOM)?.isAvailable).toBe(
      true,
    );
  });

  it('takes no malformed change', async () => {
    expect((await setStock(SERGELI.id, 'dish', MUSHROOM, false)).status).toBe(400);
    const noFlag = await send(
      `/api/_dev/stop-list/${SERGELI.id}/product/${MUSHROOM}`,
      json('PUT', { available: 'no' }, {}),
    );
    expect(noFlag.status).toBe(400);
  });

  it('is not there without the reference backend: 404', async () => {
    const response = await callFunction(
      api,
      new Request(`http://localhost/api/_dev/stop-list/4/product/${MUSHROOM}`, {
        method: 'PUT',
        body: JSON.stringify({ available: false }),
        headers: { 'Content-Type': 'application/json' },
      }),
      { REFERENCE_BACKEND: '' },
    );
    expect(response.status).toBe(404);
  });

  it('refuses an order with a dish on it (409, the dish named, in the order’s language)', async () => {
    const response = await placeAs({
      ...pickupAt(YUNUSABAD, [
        { id: MARGHERITA, amount: 1, modifiers: PIZZA_CHOICES },
        { id: FOUR_CHEESE, amount: 1, modifiers: PIZZA_CHOICES },
      ]),
      language: 3,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message:
        '“Four Cheese” is out of stock at this restaurant right now: please remove it from the order',
      code: 'product-unavailable',
    });
  });

  it('refuses a chosen modifier on it, naming the dish and the modifier; the dish without it goes', async () => {
    const withJalapeno = pickupAt(YUNUSABAD, [
      { id: MARGHERITA, amount: 1, modifiers: [...PIZZA_CHOICES, { id: JALAPENO, count: 1 }] },
    ]);
    const refused = await placeAs(withJalapeno);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message:
        '«Маргарита: Халапеньо» сейчас нет в наличии в этом ресторане — уберите это из заказа',
      code: 'product-unavailable',
    });
    const plain = pickupAt(YUNUSABAD, [{ id: MARGHERITA, amount: 1, modifiers: PIZZA_CHOICES }]);
    expect((await placeAs(plain)).status).toBe(200);
  });

  it('refuses a half-and-half or a combo with a part on it, naming the dish and the part; the same parts go where they are cooked', async () => {
    const halves = {
      id: HALF_AND_HALF,
      amount: 1,
      modifiers: PIZZA_CHOICES,
      parts: [PEPPERONI, MARGHERITA],
    };
    const refusedHalves = await placeAs({ ...pickupAt(MIRZO_ULUGBEK, [halves]), language: 3 });
    expect(refusedHalves.status).toBe(409);
    expect(await refusedHalves.json()).toEqual({
      message:
        '“Half-and-Half Pizza: Pepperoni” is out of stock at this restaurant right now: please remove it from the order',
      code: 'product-unavailable',
    });
    const combo = { id: COMBO_DUO, amount: 1, modifiers: [], parts: [BBQ_BEEF, MARGHERITA, FANTA] };
    const refusedCombo = await placeAs(pickupAt(CHORSU, [combo]));
    expect(refusedCombo.status).toBe(409);
    expect(await refusedCombo.json()).toEqual({
      message:
        '«Комбо на двоих: Говядина барбекю» сейчас нет в наличии в этом ресторане — уберите это из заказа',
      code: 'product-unavailable',
    });
    // Each where the kitchen has every part: taken.
    expect((await placeAs(pickupAt(CHORSU, [halves]))).status).toBe(200);
    expect((await placeAs(pickupAt(MIRZO_ULUGBEK, [combo]))).status).toBe(200);
  });

  it('is the same rule for the price quote and for tg_order', async () => {
    const products = [{ id: FOUR_CHEESE, amount: 1, modifiers: PIZZA_CHOICES }];
    const quote = await send(
      '/api/delivery/Price',
      json(
        'POST',
        { orderTypeId: 200, restaurantId: YUNUSABAD.id, products, language: 1 },
        { Authorization: await mainBearer() },
      ),
    );
    expect(quote.status).toBe(409);
    expect(await quote.json()).toMatchObject({
      message: '“To‘rt pishloq” hozir bu restoranda mavjud emas — uni buyurtmadan olib tashlang',
      code: 'product-unavailable',
    });
    // The same dish where it is cooked: priced.
    await call(
      priceCall,
      '/api/delivery/Price',
      json(
        'POST',
        { orderTypeId: 200, restaurantId: 1, products },
        { Authorization: await mainBearer() },
      ),
    );

    const body = { ...pickupAt(YUNUSABAD, products), tgId: 4242 };
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, 4242);
    const telegram = await send(
      '/api/tg_order',
      json('POST', body, { ...headers, 'CF-Connecting-IP': newClientAddress() }),
    );
    expect(telegram.status).toBe(409);
    expect(await telegram.json()).toMatchObject({ code: 'product-unavailable' });
  });
});

describe('change for cash', () => {
  /** The total the backend charges for the default draft, by its own quote. */
  const chargedTotal = async () => {
    const { orderTypeId, restaurantId, products } = draft('quote');
    const quote = await call(
      priceCall,
      '/api/delivery/Price',
      json('POST', { orderTypeId, restaurantId, products }, { Authorization: await mainBearer() }),
    );
    return quote.total;
  };

  it('refuses a sum below the total it charges (409, the total named)', async () => {
    const total = await chargedTotal();
    const response = await placeAs({
      ...draft(`change-${crypto.randomUUID()}`),
      changeFrom: total - 1,
    });
    expect(response.status).toBe(409);
    const body = await response.json<{ message: string; code: string }>();
    expect(body.code).toBe('change-below-total');
    expect(body.message).toMatch(/^Сумма, с которой нужна сдача, меньше суммы заказа \(\d/);
  });

  it('takes the total itself (no change) and a larger note', async () => {
    const total = await chargedTotal();
    for (const changeFrom of [total, total + 50_000]) {
      const response = await placeAs({ ...draft(`change-${crypto.randomUUID()}`), changeFrom });
      expect(response.status).toBe(200);
    }
  });

  it.each([
    ['with a card', { paymentMethod: 'card', changeFrom: 200_000 }],
    ['of no whole sum', { changeFrom: 200_000.5 }],
    ['of nothing', { changeFrom: 0 }],
    ['past any note sum', { changeFrom: 1e12 }],
  ])('refuses change %s with 400', async (_, overrides) => {
    const response = await placeAs({ ...draft(`change-${crypto.randomUUID()}`), ...overrides });
    expect(response.status).toBe(400);
  });

  describe('on the tracker', () => {
    const place = async () => {
      const owner = newWebCustomer();
      const placed = await call(
        createOrderCall,
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(`change-${crypto.randomUUID()}`), changeFrom: 10_000_000, language: 2 },
          { Authorization: await mainBearer(owner), 'CF-Connecting-IP': newClientAddress() },
        ),
      );
      return { owner, placed };
    };
    const getAs = async (path: string, authorization: string) =>
      send(path, { headers: { Authorization: authorization } });

    it('is shown to the owner', async () => {
      const { owner, placed } = await place();
      const response = await getAs(
        `/api/delivery/Get?Language=2&orderId=${placed.orderId}`,
        await mainBearer(owner),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        view: 'owner',
        order: { paymentMethod: 'cash', changeFrom: 10_000_000 },
      });
      const list = await getAs(
        `/api/delivery/List?Language=2&customerId=${placed.customerId}&skip=0&take=5`,
        await mainBearer(owner),
      );
      expect(await list.json()).toMatchObject({ orders: [{ changeFrom: 10_000_000 }] });
    });

    it.each([
      ['another customer', () => mainBearer(newWebCustomer())],
      ['an anonymous visitor', () => mainBearer(null)],
    ])('is not shown to %s, with the tracking key or without', async (_, bearer) => {
      const { placed } = await place();
      const authorization = await bearer();
      const path = `/api/delivery/Get?Language=2&orderId=${placed.orderId}`;
      expect((await getAs(path, authorization)).status).toBe(404);
      const shared = await getAs(`${path}&trackingKey=${placed.trackingKey}`, authorization);
      expect(shared.status).toBe(200);
      const text = await shared.text();
      expect(JSON.parse(text)).toMatchObject({ view: 'shared' });
      expect(text).not.toContain('changeFrom');
      expect(text).not.toContain('10000000');
    });
  });
});
