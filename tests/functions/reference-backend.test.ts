import { describe, expect, it } from 'vitest';
import {
  addressCall,
  addressSearchCall,
  applyCall,
  basketCall,
  createOrderCall,
  customerCall,
  newsItemCall,
  newsListCall,
  orderCall,
  ordersCall,
  promotionCall,
  promotionsListCall,
  restaurantsByLocationCall,
  restaurantsListCall,
  shopCall,
  telegramOrderCall,
  vacanciesCall,
  vacancyCall,
} from '@pizza-order-app/contract';
import { getOrder, placeOrder } from '../../functions/reference-backend/orders';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { issueToken } from '../../functions/lib/tokens';
import { referenceBackend as noReferenceBackend } from '../../functions/lib/no-reference-backend';
import {
  active,
  call,
  draft,
  json,
  optional,
  pizza,
  pizzaModifiers,
  send,
} from './backend-support';
import { api, callFunction, get, hrBearer, mainBearer, newWebCustomer, testEnv } from './support';

const at = (lon: number, lat: number) => `Longitude=${lon}&Latitude=${lat}`;

describe('reference backend switch', () => {
  const menuPath = `/api/shop?Language=3&${at(active.longitude, active.latitude)}&OrderTypeId=200`;

  it('serves /api through the catch-all function when REFERENCE_BACKEND is set', async () => {
    const response = await callFunction(api, get(menuPath, { Authorization: await mainBearer() }));
    expect(response.status).toBe(200);
  });

  it.each([undefined, ''])(
    'is off with REFERENCE_BACKEND=%o: the same request is a 404',
    async (referenceBackendValue) => {
      const response = await callFunction(
        api,
        get(menuPath, { Authorization: await mainBearer() }),
        { REFERENCE_BACKEND: referenceBackendValue },
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No such endpoint' });
    },
  );

  it('says why nothing answers when REFERENCE_BACKEND is set for a build without the backend', async () => {
    // What #reference-backend names without the reference-backend condition (package.json).
    const response = noReferenceBackend.fetch();
    expect(response.status).toBe(503);
    expect((await response.json<{ message: string }>()).message).toMatch(
      /built without the reference backend/,
    );
  });
});

describe('reference backend: main API', () => {
  it('serves the menu in the requested language', async () => {
    const headers = { Authorization: await mainBearer() };
    const query = `RestaurantId=${active.id}&RegionId=1&${at(active.longitude, active.latitude)}&OrderTypeId=200`;
    const ru = await call(shopCall, `/api/shop?Language=2&${query}`, { headers });
    const uz = await call(shopCall, `/api/shop?Language=1&${query}`, { headers });
    expect(ru.restId).toBe(active.id);
    expect(ru.folders.length).toBeGreaterThanOrEqual(8);
    expect(ru.products.length).toBeGreaterThanOrEqual(40);
    expect(ru.products[0]?.name).not.toBe(uz.products[0]?.name);
    expect(ru.starTime).toMatch(/^\d\d:\d\d$/);
  });

  it('generates the 1,000-product benchmark menu on request', async () => {
    const menu = await call(
      shopCall,
      `/api/shop?Language=3&${at(active.longitude, active.latitude)}&OrderTypeId=0&benchmark=true`,
      {
        headers: { Authorization: await mainBearer() },
      },
    );
    expect(menu.folders).toHaveLength(40);
    expect(menu.products).toHaveLength(1000);
  });

  it('refuses a delivery menu outside every zone with a message', async () => {
    const response = await send(`/api/shop?Language=3&${at(68.5, 40.5)}&OrderTypeId=0`, {
      headers: { Authorization: await mainBearer() },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'We do not deliver to this address yet' });
  });

  it('lists restaurants, finds the one serving a point and names the address', async () => {
    const headers = { Authorization: await mainBearer() };
    const { restaurants } = await call(restaurantsListCall, '/api/restaurants/List?Language=2', {
      headers,
    });
    expect(restaurants.some(({ isActive }) => !isActive)).toBe(true);
    const near = `latitude=${active.latitude}&longitude=${active.longitude}`;
    const serving = await call(
      restaurantsByLocationCall,
      `/api/restaurants/GetByLocation?Language=2&${near}&regionId=1&orderTypeId=0`,
      { headers },
    );
    expect(serving.restaurants.map(({ id }) => id)).toContain(active.id);
    const nowhere = await call(
      restaurantsByLocationCall,
      '/api/restaurants/GetByLocation?Language=2&latitude=40.5&longitude=68.5&orderTypeId=0',
      { headers },
    );
    expect(nowhere.restaurants).toEqual([]);
    const { address } = await call(addressCall, `/api/tg_address?Language=3&${near}`, { headers });
    expect(address).toMatch(/, \d+$/);
  });

  it('finds typed streets in any language, keeps the house number, and names zone districts', async () => {
    const headers = { Authorization: await mainBearer() };
    const english = await call(
      addressSearchCall,
      '/api/address/Search?Language=3&text=навои%2012',
      {
        headers,
      },
    );
    expect(english.places[0]).toMatchObject({ address: 'Navoi Street, 12', latitude: 41.322 });
    for (const [text, address] of [
      ['Навои 15', 'улица Навои, 15'],
      ['Амира Темура 108', 'проспект Амира Темура, 108'],
      ['ул. Навои, 15а', 'улица Навои, 15а'],
      ['Навои 15/2', 'улица Навои, 15/2'],
    ] as const) {
      const { places } = await call(
        addressSearchCall,
        `/api/address/Search?Language=2&text=${encodeURIComponent(text)}`,
        { headers },
      );
      expect(places[0]?.address, text).toBe(address);
    }
    const pointOf = async (text: string) => {
      const { places } = await call(
        addressSearchCall,
        `/api/address/Search?Language=2&text=${encodeURIComponent(text)}`,
        { headers },
      );
      return [places[0]?.longitude, places[0]?.latitude];
    };
    expect(await pointOf('Навои 15')).not.toEqual(await pointOf('Навои 20'));
    // Half-typed words already find their street, for the suggestions under the search field.
    for (const [text, address] of [
      ['Нав', 'улица Навои'],
      ['Амир Т', 'проспект Амира Темура'],
      ['ул. Чил', 'улица Чиланзар'],
      ['Nav 15', 'улица Навои, 15'],
    ] as const) {
      const { places } = await call(
        addressSearchCall,
        `/api/address/Search?Language=2&text=${encodeURIComponent(text)}`,
        { headers },
      );
      expect(
        places.map((place) => place.address),
        text,
      ).toEqual([address]);
    }
    const nothing = await call(addressSearchCall, '/api/address/Search?Language=1&text=Atlantis', {
      headers,
    });
    expect(nothing.places).toEqual([]);
    expect((await send('/api/address/Search?Language=1&text=a', { headers })).status).toBe(400);
    const { restaurants } = await call(restaurantsListCall, '/api/restaurants/List?Language=1', {
      headers,
    });
    expect(restaurants.find(({ id }) => id === 1)?.districts).toContain('Chilonzor ko‘chasi');
  });

  it('places an order once per idempotency key, then lists and tracks it', async () => {
    const headers = { Authorization: await mainBearer(newWebCustomer()) };
    const first = await call(
      createOrderCall,
      '/api/delivery/Create',
      json('POST', { ...draft('web-order-1'), language: 3 }, headers),
    );
    const again = await call(
      createOrderCall,
      '/api/delivery/Create',
      json('POST', { ...draft('web-order-1'), language: 3 }, headers),
    );
    expect(again).toEqual(first);

    const found = await call(orderCall, `/api/delivery/Get?Language=3&orderId=${first.orderId}`, {
      headers,
    });
    if (found.view !== 'owner') throw new Error('the customer owns the order');
    const { order } = found;
    expect(order.statusCode).toBe(1);
    expect(order.lines[0]).toMatchObject({ productId: pizza.id, amount: 2 });
    expect(order.total).toBe(12000 + 2 * (pizza.price + optional.price));

    const list = await call(
      ordersCall,
      `/api/delivery/List?Language=3&customerId=${first.customerId}&skip=0&take=50&onlyActive=true`,
      { headers },
    );
    expect(list.orders.map(({ orderId }) => orderId)).toEqual([first.orderId]);
    const { customer } = await call(
      customerCall,
      `/api/customer/Get?Language=3&customerId=${first.customerId}`,
      { headers },
    );
    expect(customer).toMatchObject({ name: 'Aziz', phone: '+998901234567' });
  });

  it('refuses an order with a product no longer on the menu, in the customer language', async () => {
    const body = {
      ...draft('gone-order-1'),
      language: 1,
      products: [{ id: 999_999, amount: 1, modifiers: [] }],
    };
    const response = await send(
      '/api/delivery/Create',
      json('POST', body, { Authorization: await mainBearer(newWebCustomer()) }),
    );
    expect(response.status).toBe(409);
    expect((await response.json<{ message: string }>()).message).toContain('menyuda');
  });

  it('answers 404 for unknown ids', async () => {
    const headers = { Authorization: await mainBearer() };
    for (const path of [
      '/api/delivery/Get?Language=2&orderId=987654',
      '/api/news/Get?Language=2&id=999',
      '/api/stocks/Get?Language=2&id=999',
    ]) {
      const response = await send(path, { headers });
      expect(response.status, path).toBe(404);
    }
  });

  it('serves news and promotions', async () => {
    const headers = { Authorization: await mainBearer() };
    const news = await call(newsListCall, '/api/news/List?Language=3&skip=0&take=10', { headers });
    expect(news.items.length).toBeGreaterThanOrEqual(5);
    const first = news.items[0];
    const item = await call(newsItemCall, `/api/news/Get?Language=3&id=${first?.id ?? 0}`, {
      headers,
    });
    expect(item.item.title).toBe(first?.title);
    const stocks = await call(promotionsListCall, '/api/stocks/List?Language=1', { headers });
    // The running ones only, each priced by its offer (pricing.test.ts).
    expect(stocks.items.length).toBeGreaterThanOrEqual(3);
    await call(promotionCall, `/api/stocks/Get?Language=1&id=${stocks.items[0]?.id ?? 0}`, {
      headers,
    });
  });

  it.each([
    ['/api/shop?Language=9&Longitude=69&Latitude=41&OrderTypeId=0', 'Language'],
    ['/api/shop?Language=2&Longitude=abc&Latitude=41&OrderTypeId=0', 'Longitude'],
    ['/api/shop?Language=2&Longitude=69&Latitude=41&OrderTypeId=5', 'OrderTypeId'],
    ['/api/delivery/List?Language=2&customerId=-1&skip=0&take=50', 'customerId'],
    ['/api/tg_address?Language=2&latitude=100&longitude=69', 'latitude'],
  ])('answers 400 with a message to %s', async (path, field) => {
    const response = await send(path, { headers: { Authorization: await mainBearer() } });
    expect(response.status).toBe(400);
    expect((await response.json<{ message: string }>()).message).toContain(field);
  });
});

describe('reference backend: credentials', () => {
  it.each([
    ['no bearer', () => Promise.resolve({})],
    [
      'a forged bearer',
      async () => ({
        Authorization: `Bearer ${(await issueToken('not-the-secret', 'main-api')).token}`,
      }),
    ],
    ['an HR bearer', async () => ({ Authorization: await hrBearer() })],
    [
      'an expired bearer',
      async () => ({
        Authorization: `Bearer ${(await issueToken(testEnv.MAIN_API_SECRET, 'main-api', null, 1_000_000)).token}`,
      }),
    ],
  ])('refuses %s on the main API', async (_, headers) => {
    expect(
      (await send('/api/restaurants/List?Language=2', { headers: await headers() })).status,
    ).toBe(401);
  });

  it('refuses a main bearer on the HR API', async () => {
    expect(
      (await send('/api/vacancies', { headers: { Authorization: await mainBearer() } })).status,
    ).toBe(401);
  });

  it('refuses messenger calls without signed headers, with a tampered signature, or for another user', async () => {
    expect((await send('/api/tg_basket?tgId=42')).status).toBe(401);
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, 42);
    const tampered = { ...headers, 'X-Tg-Id': '43' };
    expect((await send('/api/tg_basket?tgId=43', { headers: tampered })).status).toBe(401);
    expect((await send('/api/tg_basket?tgId=43', { headers })).status).toBe(403);
    const forged = await signMessengerHeaders('not-the-secret', 42);
    expect((await send('/api/tg_basket?tgId=42', { headers: forged.headers })).status).toBe(401);
  });
});

describe('reference backend: messenger API', () => {
  it('keeps a basket per Telegram user and places orders by tg_order', async () => {
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, 4242);
    expect(
      (await call(basketCall, '/api/tg_basket?tgId=4242', { headers })).result.products,
    ).toEqual([]);
    const products = [{ id: pizza.id, count: 2, modifiers: pizzaModifiers }];
    await call(basketCall, '/api/tg_basket', json('PUT', { tgId: 4242, products }, headers));
    expect(
      (await call(basketCall, '/api/tg_basket?tgId=4242', { headers })).result.products,
    ).toEqual(products);

    const body = { ...draft('tg-order-1'), tgId: 4242 };
    const first = await call(telegramOrderCall, '/api/tg_order', json('POST', body, headers));
    const again = await call(telegramOrderCall, '/api/tg_order', json('POST', body, headers));
    expect(again.orderId).toBe(first.orderId);
    expect(
      (await call(basketCall, '/api/tg_basket?tgId=4242', { headers })).result.products,
    ).toEqual([]);
  });
});

describe('reference backend: HR API', () => {
  it('lists and filters vacancies, shows one and stores an application', async () => {
    const headers = { Authorization: await hrBearer() };
    const all = await call(vacanciesCall, '/api/vacancies', { headers });
    expect(all.items.length).toBeGreaterThanOrEqual(6);
    const withRestaurant = all.items.find(({ restaurantId }) => restaurantId !== null);
    const filtered = await call(
      vacanciesCall,
      `/api/vacancies?restaurantId=${withRestaurant?.restaurantId ?? 0}`,
      { headers },
    );
    expect(
      filtered.items.every(({ restaurantId }) => restaurantId === withRestaurant?.restaurantId),
    ).toBe(true);
    const byCity = await call(
      vacanciesCall,
      `/api/vacancies?city=${encodeURIComponent(all.items[0]?.city.en ?? '')}`,
      { headers },
    );
    expect(byCity.items.length).toBeGreaterThan(0);
    const one = await call(vacancyCall, `/api/vacancies/${all.items[0]?.id ?? 0}`, { headers });
    expect(one.item.id).toBe(all.items[0]?.id);
    expect((await send('/api/vacancies/9999', { headers })).status).toBe(404);

    const application = {
      name: 'Dilnoza Karimova',
      phone: '+998935551122',
      birthDate: '2001-04-17',
      vacancyId: one.item.id,
      restaurantId: null,
      experience: 'Two years in a café',
      message: 'Evenings suit me best',
    };
    const stored = await call(applyCall, '/api/applications', json('POST', application, headers));
    const row = await testEnv.DB.prepare('SELECT payload FROM applications WHERE id = ?')
      .bind(stored.id)
      .first<string>('payload');
    expect(JSON.parse(row ?? '{}')).toMatchObject({
      name: 'Dilnoza Karimova',
      vacancyId: one.item.id,
    });
    const invalid = await send(
      '/api/applications',
      json('POST', { ...application, phone: '12345' }, headers),
    );
    expect(invalid.status).toBe(400);
  });
});

describe('reference backend: order progress', () => {
  it('advances an order one status per step and stops at the final one', async () => {
    const placedAt = Date.UTC(2026, 10, 22, 12);
    const customer = newWebCustomer();
    const { orderId, customerId } = await placeOrder(
      testEnv.DB,
      draft('progress-order-1'),
      customer,
      'en',
      { now: placedAt },
    );
    const orderAt = (minutes: number) =>
      getOrder(testEnv.DB, orderId, { customerId }, 'en', {
        stepMs: 60_000,
        now: placedAt + minutes * 60_000,
      });
    const statusAt = async (minutes: number) => (await orderAt(minutes))?.order.statusCode;
    expect(await statusAt(0)).toBe(1);
    expect(await statusAt(1)).toBe(2);
    expect(await statusAt(3)).toBe(4);
    expect(await statusAt(4)).toBe(201);
    expect(await statusAt(60)).toBe(201);
    const order = (await orderAt(2))?.order;
    expect(order?.statusHistory.map(({ statusCode }) => statusCode)).toEqual([1, 2, 3]);
  });
});
