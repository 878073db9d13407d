import { beforeAll, describe, expect, it } from 'vitest';
import { getCustomer } from '../../functions/reference-backend/customers';
import { placeOrder } from '../../functions/reference-backend/orders';
import { hitRateLimits, RATE_WINDOW_SECONDS } from '../../functions/lib/rate-limit';
import { RATE_LIMITS } from '../../functions/reference-backend/rate-limit';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { issueToken, type CustomerClaim } from '../../functions/lib/tokens';
import { createOrderCall, telegramOrderCall } from '@pizza-order-app/contract';
import { call, draft, json, newClientAddress, send } from './backend-support';
import { hrBearer, mainBearer, newWebCustomer, testEnv } from './support';

/**
 * Whose data is whose: every endpoint that touches a person's data, called by its owner, another
 * customer, an anonymous visitor, and with forged, expired or retired credentials.
 */

const placeWebOrder = async (
  customer: CustomerClaim,
  key: string,
  overrides: Record<string, unknown> = {},
) =>
  call(
    createOrderCall,
    '/api/delivery/Create',
    json(
      'POST',
      { ...draft(key), language: 3, ...overrides },
      { Authorization: await mainBearer(customer), 'CF-Connecting-IP': newClientAddress() },
    ),
  );

const bearerWith = async (customer: CustomerClaim, secret: string, issuedAt?: number) =>
  `Bearer ${(await issueToken(secret, 'main-api', customer, issuedAt)).token}`;

const owner = newWebCustomer();
/** The door of the owner's delivery: theirs to see, never a link holder's. */
const OWNER_DOOR = { apartment: '12', entrance: '3', floor: '4', intercom: 'Owner 12K' };
const stranger = newWebCustomer();
let ownerOrder: { orderId: number; customerId: number; trackingKey: string };
let strangerOrder: { orderId: number; customerId: number; trackingKey: string };

beforeAll(async () => {
  ownerOrder = await placeWebOrder(owner, `owner-${crypto.randomUUID()}`, {
    customerName: 'Owner Aziza',
    phone: '+998901110001',
    comment: 'Owner secret comment',
    ...OWNER_DOOR,
  });
  strangerOrder = await placeWebOrder(stranger, `stranger-${crypto.randomUUID()}`, {
    customerName: 'Stranger Bobur',
    phone: '+998901110002',
  });
});

type Caller = readonly [name: string, authorization: () => Promise<string | undefined>];

const callers = (): {
  owner: Caller;
  stranger: Caller;
  anonymous: Caller;
  refused: readonly Caller[];
} => ({
  owner: ['the owner', () => mainBearer(owner)],
  stranger: ['another customer', () => mainBearer(stranger)],
  anonymous: ['an anonymous visitor', () => mainBearer(null)],
  refused: [
    ['a forged claim', () => bearerWith(owner, 'forged-secret')],
    ['an expired token', () => bearerWith(owner, testEnv.MAIN_API_SECRET, 1_000_000)],
    ['a token of a retired secret', () => bearerWith(owner, 'main-secret-before-rotation')],
    ['no token at all', () => Promise.resolve(undefined)],
  ],
});

const getAs = async (path: string, authorization: string | undefined) =>
  send(path, { headers: authorization ? { Authorization: authorization } : {} });

describe.each([
  [
    'GET /api/customer/Get',
    () => `/api/customer/Get?Language=3&customerId=${ownerOrder.customerId}`,
  ],
  [
    'GET /api/delivery/List',
    () => `/api/delivery/List?Language=3&customerId=${ownerOrder.customerId}&skip=0&take=50`,
  ],
])('%s', (_, path) => {
  const { owner: ownerCaller, stranger: strangerCaller, anonymous, refused } = callers();

  it(`answers ${ownerCaller[0]}, for no shared cache to keep`, async () => {
    const response = await getAs(path(), await ownerCaller[1]());
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.text()).toContain('Owner');
  });

  it.each([strangerCaller, anonymous])(
    'refuses %s with 403 and nothing personal',
    async (_, auth) => {
      const response = await getAs(path(), await auth());
      expect(response.status).toBe(403);
      const text = await response.text();
      expect(text).not.toContain('Owner');
      expect(text).not.toContain('+998901110001');
    },
  );

  it.each(refused)('refuses %s with 401', async (_, auth) => {
    expect((await getAs(path(), await auth())).status).toBe(401);
  });
});

describe('GET /api/delivery/Get', () => {
  const { owner: ownerCaller, stranger: strangerCaller, anonymous, refused } = callers();
  const path = (query = '') => `/api/delivery/Get?Language=3&orderId=${ownerOrder.orderId}${query}`;

  it('gives the owner the whole order', async () => {
    const response = await getAs(path(), await ownerCaller[1]());
    expect(response.status).toBe(200);
    const body = await response.json<{ view: string; order: Record<string, unknown> }>();
    expect(body.view).toBe('owner');
    expect(body.order).toMatchObject({
      customerName: 'Owner Aziza',
      phone: '+998901110001',
      comment: 'Owner secret comment',
      trackingKey: ownerOrder.trackingKey,
      ...OWNER_DOOR,
    });
  });

  it.each([strangerCaller, anonymous])(
    'answers %s exactly as for an unknown order',
    async (_, auth) => {
      const authorization = await auth();
      const response = await getAs(path(), authorization);
      const unknown = await getAs('/api/delivery/Get?Language=3&orderId=987654321', authorization);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(await unknown.text());
    },
  );

  it.each([strangerCaller, anonymous])(
    'shows %s holding the tracking key the status, restaurant and times only',
    async (_, auth) => {
      const response = await getAs(path(`&trackingKey=${ownerOrder.trackingKey}`), await auth());
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(OWNER_DOOR.intercom);
      const body = JSON.parse(text) as { view: string; order: Record<string, unknown> };
      expect(body.view).toBe('shared');
      expect(Object.keys(body.order).sort()).toEqual(
        [
          'createdAt',
          'deliveryTime',
          'orderId',
          'orderTypeId',
          'payment',
          'promisedAt',
          'restaurantId',
          'statusCode',
          'statusHistory',
        ].sort(),
      );
      // How it is paid, and nothing of the amount (payments-orders.test.ts has the online states).
      expect(body.order.payment).toEqual({ method: 'cash' });
    },
  );

  it("refuses another order's tracking key and a made-up one like an unknown order", async () => {
    const authorization = await anonymous[1]();
    for (const key of [strangerOrder.trackingKey, 'A'.repeat(22)]) {
      const response = await getAs(path(`&trackingKey=${key}`), authorization);
      expect(response.status).toBe(404);
    }
  });

  it.each(refused)('refuses %s with 401, key or not', async (_, auth) => {
    const response = await getAs(path(`&trackingKey=${ownerOrder.trackingKey}`), await auth());
    expect(response.status).toBe(401);
  });
});

describe('walking the ids', () => {
  it('finds nothing personal at any order or customer id', async () => {
    const highest = Math.max(ownerOrder.orderId, strangerOrder.orderId) + 5;
    const authorization = await mainBearer(newWebCustomer());
    const anonymous = await mainBearer(null);
    for (let id = 1; id <= highest; id += 1) {
      for (const bearer of [authorization, anonymous]) {
        const order = await getAs(`/api/delivery/Get?Language=3&orderId=${id}`, bearer);
        expect(order.status).toBe(404);
        const customer = await getAs(`/api/customer/Get?Language=3&customerId=${id}`, bearer);
        expect(customer.status).toBe(403);
        const list = await getAs(
          `/api/delivery/List?Language=3&customerId=${id}&skip=0&take=50`,
          bearer,
        );
        expect(list.status).toBe(403);
        for (const response of [order, customer, list]) {
          expect(await response.text()).not.toMatch(/\+998|Owner|Stranger/);
        }
      }
    }
  });
});

describe('POST /api/delivery/Create', () => {
  it('attaches the order to the caller, never to a customer named in the body', async () => {
    const response = await send(
      '/api/delivery/Create',
      json(
        'POST',
        { ...draft(`hijack-${crypto.randomUUID()}`), customerId: ownerOrder.customerId },
        { Authorization: await mainBearer(stranger), 'CF-Connecting-IP': newClientAddress() },
      ),
    );
    expect(response.status).toBe(403);
    const list = await getAs(
      `/api/delivery/List?Language=3&customerId=${ownerOrder.customerId}&skip=0&take=50`,
      await mainBearer(owner),
    );
    expect((await list.json<{ total: number }>()).total).toBe(1);
  });

  it("accepts the caller's own customer id", async () => {
    const placed = await placeWebOrder(owner, `own-id-${crypto.randomUUID()}`, {
      customerId: ownerOrder.customerId,
      customerName: 'Owner Aziza',
      phone: '+998901110001',
    });
    expect(placed.customerId).toBe(ownerOrder.customerId);
  });

  it('needs a customer session: an anonymous bearer places nothing', async () => {
    const response = await send(
      '/api/delivery/Create',
      json('POST', draft(`anon-${crypto.randomUUID()}`), {
        Authorization: await mainBearer(null),
        'CF-Connecting-IP': newClientAddress(),
      }),
    );
    expect(response.status).toBe(401);
  });

  it.each(callers().refused)('refuses %s with 401', async (_, auth) => {
    const authorization = await auth();
    const response = await send(
      '/api/delivery/Create',
      json('POST', draft(`refused-${crypto.randomUUID()}`), {
        ...(authorization ? { Authorization: authorization } : {}),
        'CF-Connecting-IP': newClientAddress(),
      }),
    );
    expect(response.status).toBe(401);
  });
});

describe('phone is contact data, never identity', () => {
  it('gives the same phone from two sessions two customers, and the first keeps its name', async () => {
    const phone = '+998907770077';
    const first = newWebCustomer();
    const second = newWebCustomer();
    const a = await placeWebOrder(first, `phone-a-${crypto.randomUUID()}`, {
      phone,
      customerName: 'First Dilnoza',
    });
    const b = await placeWebOrder(second, `phone-b-${crypto.randomUUID()}`, {
      phone,
      customerName: 'Second Someone',
    });
    expect(b.customerId).not.toBe(a.customerId);
    expect(await getCustomer(testEnv.DB, a.customerId)).toMatchObject({ name: 'First Dilnoza' });
    const secondList = await getAs(
      `/api/delivery/List?Language=3&customerId=${b.customerId}&skip=0&take=50`,
      await mainBearer(second),
    );
    const { orders } = await secondList.json<{ orders: { orderId: number }[] }>();
    expect(orders.map(({ orderId }) => orderId)).toEqual([b.orderId]);
  });

  it('keeps one Telegram user one customer on every device, by the verified id', async () => {
    const tgId = 50_505;
    const first = await placeOrder(
      testEnv.DB,
      draft(`tg-a-${crypto.randomUUID()}`),
      { tgId },
      'en',
    );
    const second = await placeOrder(
      testEnv.DB,
      draft(`tg-b-${crypto.randomUUID()}`),
      { tgId },
      'en',
    );
    expect(second.customerId).toBe(first.customerId);
    const response = await getAs(
      `/api/customer/Get?Language=3&customerId=${first.customerId}`,
      await mainBearer({ tgId }),
    );
    expect(response.status).toBe(200);
  });
});

describe('concurrency', () => {
  it('makes one customer of twenty concurrent first orders, without a failure', async () => {
    const customer = newWebCustomer();
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        placeOrder(testEnv.DB, draft(`burst-${index}-${crypto.randomUUID()}`), customer, 'en'),
      ),
    );
    expect(new Set(placed.map(({ customerId }) => customerId)).size).toBe(1);
    expect(new Set(placed.map(({ orderId }) => orderId)).size).toBe(20);
  });

  it('answers twenty concurrent first Telegram orders with 200 or 429, never 500, and one customer', async () => {
    const tgId = 60_606;
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send(
          '/api/tg_order',
          json(
            'POST',
            { ...draft(`tg-burst-${index}-${crypto.randomUUID()}`), tgId },
            { ...headers, 'CF-Connecting-IP': newClientAddress() },
          ),
        ),
      ),
    );
    const statuses = responses.map(({ status }) => status);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      RATE_LIMITS.orders.perCustomer,
    );
    const customers = await testEnv.DB.prepare(
      'SELECT COUNT(*) AS n FROM customers WHERE tg_id = ?',
    )
      .bind(tgId)
      .first<number>('n');
    expect(customers).toBe(1);
  });

  it('answers concurrent retries of one key with one order', async () => {
    const customer = newWebCustomer();
    const body = draft(`same-key-${crypto.randomUUID()}`);
    const placed = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(testEnv.DB, body, customer, 'en')),
    );
    expect(new Set(placed.map(({ orderId }) => orderId)).size).toBe(1);
  });
});

describe('idempotency keys', () => {
  it('answers the same key, caller and body with the first order', async () => {
    const customer = newWebCustomer();
    const key = `idem-${crypto.randomUUID()}`;
    const first = await placeWebOrder(customer, key);
    expect(await placeWebOrder(customer, key)).toEqual(first);
  });

  it('refuses the same key with another body (409) instead of answering the first order', async () => {
    const customer = newWebCustomer();
    const key = `idem-body-${crypto.randomUUID()}`;
    await placeWebOrder(customer, key);
    const response = await send(
      '/api/delivery/Create',
      json(
        'POST',
        { ...draft(key), comment: 'changed my mind', language: 3 },
        { Authorization: await mainBearer(customer), 'CF-Connecting-IP': newClientAddress() },
      ),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'idempotency-conflict' });
  });

  it("refuses another caller's key (409) without a word of the first caller's ids", async () => {
    const key = `idem-caller-${crypto.randomUUID()}`;
    const first = await placeWebOrder(newWebCustomer(), key);
    const response = await send(
      '/api/delivery/Create',
      json(
        'POST',
        { ...draft(key), language: 3 },
        {
          Authorization: await mainBearer(newWebCustomer()),
          'CF-Connecting-IP': newClientAddress(),
        },
      ),
    );
    expect(response.status).toBe(409);
    const text = await response.text();
    expect(text).not.toContain(String(first.orderId));
    expect(text).not.toContain(first.trackingKey);
    expect(text).not.toContain('customerId');
  });
});

describe('messenger API', () => {
  const tgId = 70_707;
  const signedFor = async (user: number, secret = testEnv.MESSENGER_API_SECRET, at?: number) =>
    (await signMessengerHeaders(secret, user, at)).headers;

  const messengerCallers: readonly [string, () => Promise<Record<string, string>>, number][] = [
    ['another Telegram user', () => signedFor(tgId + 1), 403],
    ['an anonymous caller', () => Promise.resolve({}), 401],
    [
      'forged headers',
      async () => ({ ...(await signedFor(tgId + 1)), 'X-Tg-Id': String(tgId) }),
      401,
    ],
    [
      'expired headers',
      () => signedFor(tgId, testEnv.MESSENGER_API_SECRET, Date.now() - 3_600_000),
      401,
    ],
    ['headers of a retired secret', () => signedFor(tgId, 'messenger-secret-before-rotation'), 401],
  ];

  it('serves the owner', async () => {
    const headers = await signedFor(tgId);
    expect((await send(`/api/tg_basket?tgId=${tgId}`, { headers })).status).toBe(200);
    const put = await send('/api/tg_basket', json('PUT', { tgId, products: [] }, headers));
    expect(put.status).toBe(200);
    const placed = await call(
      telegramOrderCall,
      '/api/tg_order',
      json(
        'POST',
        { ...draft(`tg-own-${crypto.randomUUID()}`), tgId },
        {
          ...headers,
          'CF-Connecting-IP': newClientAddress(),
        },
      ),
    );
    expect(placed.trackingKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it.each(messengerCallers)('refuses %s on every messenger call', async (_, headersOf, status) => {
    const headers = { ...(await headersOf()), 'CF-Connecting-IP': newClientAddress() };
    expect((await send(`/api/tg_basket?tgId=${tgId}`, { headers })).status).toBe(status);
    expect(
      (await send('/api/tg_basket', json('PUT', { tgId, products: [] }, headers))).status,
    ).toBe(status);
    expect(
      (
        await send(
          '/api/tg_order',
          json('POST', { ...draft(`tg-refused-${crypto.randomUUID()}`), tgId }, headers),
        )
      ).status,
    ).toBe(status);
  });
});

describe('rate limits', () => {
  it('answers the sixth order of a minute from one customer with 429 and Retry-After', async () => {
    const customer = newWebCustomer();
    const statuses: number[] = [];
    for (let index = 0; index <= RATE_LIMITS.orders.perCustomer; index += 1) {
      const response = await send(
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(`limit-${index}-${crypto.randomUUID()}`), language: 3 },
          {
            Authorization: await mainBearer(customer),
            'CF-Connecting-IP': newClientAddress(),
          },
        ),
      );
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(await response.json()).toMatchObject({ code: 'rate-limited' });
      }
    }
    expect(statuses).toEqual([
      ...Array.from({ length: RATE_LIMITS.orders.perCustomer }, () => 200),
      429,
    ]);
  });

  it('answers a retry of an order whose answer was lost with its order, even once the limit is spent', async () => {
    const customer = newWebCustomer();
    const create = async (body: ReturnType<typeof draft>) =>
      send(
        '/api/delivery/Create',
        json(
          'POST',
          { ...body, language: 3 },
          { Authorization: await mainBearer(customer), 'CF-Connecting-IP': newClientAddress() },
        ),
      );
    const first = draft(`lost-${crypto.randomUUID()}`);
    const placed = await create(first);
    expect(placed.status).toBe(200);
    const { orderId } = await placed.json<{ orderId: number }>();
    for (let index = 1; index < RATE_LIMITS.orders.perCustomer; index += 1)
      expect((await create(draft(`more-${index}-${crypto.randomUUID()}`))).status).toBe(200);
    expect((await create(draft(`over-${crypto.randomUUID()}`))).status).toBe(429);
    // The lost answer's retry: the same key and body, matched before the limit counts.
    const retried = await create(first);
    expect(retried.status).toBe(200);
    expect((await retried.json<{ orderId: number }>()).orderId).toBe(orderId);
    // The same key with another body is still refused, limit or not.
    expect((await create({ ...first, comment: 'changed' })).status).toBe(409);
  });

  it('limits orders per client address across customers', async () => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= RATE_LIMITS.orders.perAddress; index += 1) {
      const response = await send(
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(`address-${index}-${crypto.randomUUID()}`), language: 3 },
          {
            Authorization: await mainBearer(newWebCustomer()),
            'CF-Connecting-IP': address,
          },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it('answers the fourth application of a minute from one address with 429', async () => {
    const address = newClientAddress();
    const vacancies = await send('/api/vacancies', {
      headers: { Authorization: await hrBearer() },
    });
    const {
      items: [vacancy],
    } = await vacancies.json<{ items: { id: number }[] }>();
    const statuses: number[] = [];
    for (let index = 0; index <= RATE_LIMITS.applications.perAddress; index += 1) {
      const response = await send(
        '/api/applications',
        json(
          'POST',
          {
            name: 'Dilnoza Karimova',
            phone: '+998935551122',
            birthDate: '2001-04-17',
            vacancyId: vacancy?.id,
            restaurantId: null,
            experience: '',
            message: '',
          },
          { Authorization: await hrBearer(), 'CF-Connecting-IP': address },
        ),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('resets with the next window', async () => {
    const bucket = [{ key: `reset-${crypto.randomUUID()}`, limit: 1 }];
    const start = Date.UTC(2026, 10, 23, 12, 0, 0);
    expect(await hitRateLimits(testEnv.DB, bucket, start)).toEqual({ allowed: true });
    expect(await hitRateLimits(testEnv.DB, bucket, start + 1000)).toEqual({
      allowed: false,
      retryAfter: RATE_WINDOW_SECONDS - 1,
    });
    expect(await hitRateLimits(testEnv.DB, bucket, start + RATE_WINDOW_SECONDS * 1000)).toEqual({
      allowed: true,
    });
  });
});
