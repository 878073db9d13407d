import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  basketCall,
  createOrderCall,
  shopCall,
  vacancyCall,
  type OrderDraft,
} from '@pizza-order-app/contract';
import { testMenu } from '../lib/test/menu-fixture';
import { createApiClients } from './clients';
import { startCustomerSession } from './customer-session';

type Route = (url: URL, init: RequestInit) => Response | undefined;

const MENU = testMenu([], { restId: 3 });
const SHOP_QUERY = {
  RestaurantId: 3,
  RegionId: 1,
  Longitude: 69.2,
  Latitude: 41.3,
  OrderTypeId: 0,
};

let requests: { url: URL; init: RequestInit }[] = [];
let tokenNumber = 0;

const serve = (...routes: Route[]) => {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      requests.push({ url, init });
      for (const route of routes) {
        const response = route(url, init);
        if (response) return Promise.resolve(response);
      }
      return Promise.resolve(Response.json({ message: 'no route' }, { status: 404 }));
    }),
  );
};

const tokens: Route = (url) =>
  url.pathname === '/api/token' || url.pathname === '/api/hr_token'
    ? Response.json({ token: `token-${++tokenNumber}`, expiresAt: Date.now() + 900_000 })
    : undefined;
const shop: Route = (url) => (url.pathname === '/api/shop' ? Response.json(MENU) : undefined);
const authorization = (init: RequestInit) => new Headers(init.headers).get('Authorization');
const calls = (path: string) => requests.filter(({ url }) => url.pathname === path);

beforeEach(() => {
  requests = [];
  tokenNumber = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('main API client', () => {
  it('asks for a token once for 20 calls', async () => {
    serve(tokens, shop);
    const clients = createApiClients();
    await Promise.all(
      Array.from({ length: 10 }, () => clients.main(shopCall, { query: SHOP_QUERY }, 'ru')),
    );
    for (let i = 0; i < 10; i += 1) await clients.main(shopCall, { query: SHOP_QUERY }, 'ru');
    expect(calls('/api/token')).toHaveLength(1);
    expect(calls('/api/shop')).toHaveLength(20);
    expect(calls('/api/shop').every(({ init }) => authorization(init) === 'Bearer token-1')).toBe(
      true,
    );
  });

  it('reads the menu anonymously when the edge refuses stale Telegram init data', async () => {
    serve(
      (url, init) => {
        if (url.pathname !== '/api/token' || !authorization(init)?.startsWith('tma ')) return;
        return Response.json(
          { message: 'Init data has expired', code: 'telegram-session-refused' },
          { status: 401 },
        );
      },
      tokens,
      shop,
    );
    const clients = createApiClients();
    clients.identity.change('auth_date=1&hash=stale');
    await expect(clients.main(shopCall, { query: SHOP_QUERY }, 'ru')).resolves.toMatchObject({
      restId: 3,
    });
    expect(calls('/api/token').map(({ init }) => authorization(init))).toEqual([
      'tma auth_date=1&hash=stale',
      null,
    ]);
  });

  it('with no network (the browser saying online all along), still asks for a read the service worker may have kept, but sends no write', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init: RequestInit = {}) => {
        const url = new URL(input, 'http://localhost');
        requests.push({ url, init });
        // The worker answers the menu it kept; every other request finds no connection.
        return url.pathname === '/api/shop' ? Promise.resolve(Response.json(MENU)) : offline();
      }),
    );
    const clients = createApiClients();
    const onNetwork = vi.fn();
    await expect(
      clients.main(shopCall, { query: SHOP_QUERY, onNetwork }, 'ru'),
    ).resolves.toMatchObject({ restId: 3 });
    expect(authorization(calls('/api/shop')[0]?.init ?? {})).toBeNull();
    // The token found no network: the page learns it, whatever the read's answer was.
    expect(onNetwork).toHaveBeenNthCalledWith(1, false);
    await expect(
      clients.main(createOrderCall, { body: {} as OrderDraft }, 'ru'),
    ).rejects.toMatchObject({
      kind: 'offline',
    });
    expect(calls('/api/delivery/Create')).toHaveLength(0);
  });

  it('does not read anonymously after another failure of the token', async () => {
    serve((url) =>
      url.pathname === '/api/token'
        ? Response.json({ message: 'down' }, { status: 503 })
        : undefined,
    );
    const clients = createApiClients();
    clients.identity.change('auth_date=1&hash=ok');
    await expect(clients.main(shopCall, { query: SHOP_QUERY }, 'ru')).rejects.toMatchObject({
      status: 503,
    });
    expect(calls('/api/token')).toHaveLength(1);
  });

  it.each([
    ['uz', '1'],
    ['ru', '2'],
    ['en', '3'],
  ] as const)('sends Language=%s as %s on GET and in a POST body', async (language, code) => {
    serve(tokens, shop, (url) =>
      url.pathname === '/api/delivery/Create'
        ? Response.json({ orderId: 5, customerId: 9, trackingKey: 'Ab-_0123456789abcdefXY' })
        : undefined,
    );
    const clients = createApiClients();
    const menu = await clients.main(shopCall, { query: SHOP_QUERY }, language);
    expect(menu.restId).toBe(3);
    expect(calls('/api/shop')[0]?.url.searchParams.get('Language')).toBe(code);
    const draft: OrderDraft = {
      idempotencyKey: 'order-key-123',
      orderTypeId: 0,
      restaurantId: 3,
      regionId: 1,
      longitude: 69.2,
      latitude: 41.3,
      deliveryTime: null,
      customerName: 'Aziz',
      phone: '+998901234567',
      paymentMethod: 'cash',
      comment: '',
      products: [{ id: 1, amount: 1, modifiers: [] }],
    };
    await clients.main(createOrderCall, { body: draft }, language);
    const body = JSON.parse(calls('/api/delivery/Create')[0]?.init.body as string) as {
      language: number;
    };
    expect(body.language).toBe(Number(code));
  });

  it('starts the customer session and sends the token naming it from then on', async () => {
    serve(tokens, shop, (url, init) =>
      url.pathname === '/api/session' && init.method === 'POST'
        ? Response.json({ token: 'session-token', expiresAt: Date.now() + 900_000 })
        : undefined,
    );
    const clients = createApiClients();
    await clients.main(shopCall, { query: SHOP_QUERY }, 'ru');
    await startCustomerSession(clients);
    await clients.main(shopCall, { query: SHOP_QUERY }, 'ru');
    expect(calls('/api/shop').map(({ init }) => authorization(init))).toEqual([
      'Bearer token-1',
      'Bearer session-token',
    ]);
    expect(calls('/api/token')).toHaveLength(1);
  });

  it('refreshes the token once on 401, then gives up', async () => {
    let refusals = 1;
    serve(tokens, (url) => {
      if (url.pathname !== '/api/shop') return undefined;
      if (refusals-- > 0) return Response.json({ message: 'expired' }, { status: 401 });
      return Response.json(MENU);
    });
    const clients = createApiClients();
    await clients.main(shopCall, { query: SHOP_QUERY }, 'ru');
    expect(calls('/api/token')).toHaveLength(2);
    expect(authorization(calls('/api/shop')[1]?.init ?? {})).toBe('Bearer token-2');

    refusals = 5;
    await expect(clients.main(shopCall, { query: SHOP_QUERY }, 'ru')).rejects.toMatchObject({
      status: 401,
    });
    expect(calls('/api/shop')).toHaveLength(4);
  });

  it('reports a menu that breaks the contract as a schema error', async () => {
    serve(tokens, (url) =>
      url.pathname === '/api/shop' ? Response.json({ ...MENU, folders: 'none' }) : undefined,
    );
    const clients = createApiClients();
    await expect(clients.main(shopCall, { query: SHOP_QUERY }, 'ru')).rejects.toMatchObject({
      kind: 'schema',
    });
  });
});

describe('messenger API client', () => {
  const hash: Route = (url, init) =>
    url.pathname === '/api/hash'
      ? authorization(init)?.startsWith('tma ')
        ? Response.json({
            headers: { 'X-Tg-Id': '42', 'X-Signature': `sig-${++tokenNumber}` },
            expiresAt: Date.now() + 600_000,
          })
        : Response.json({ message: 'Telegram init data is required' }, { status: 401 })
      : undefined;
  const basket: Route = (url) =>
    url.pathname === '/api/tg_basket'
      ? Response.json({ result: { products: [{ id: 1, count: 2, modifiers: [] }] } })
      : undefined;

  it('merges the signed headers from /api/hash, sent with the Telegram init data', async () => {
    serve(hash, basket);
    const clients = createApiClients();
    clients.identity.change(INIT_DATA);
    const answer = await clients.messenger(basketCall, { query: { tgId: 42 } });
    expect(answer.result.products).toHaveLength(1);
    expect(authorization(calls('/api/hash')[0]?.init ?? {})).toBe(`tma ${INIT_DATA}`);
    const sent = new Headers(calls('/api/tg_basket')[0]?.init.headers);
    expect(sent.get('X-Tg-Id')).toBe('42');
    expect(sent.get('X-Signature')).toBe('sig-1');
    expect(calls('/api/tg_basket')[0]?.url.searchParams.get('Language')).toBeNull();
  });

  const INIT_DATA = 'user=%7B%22id%22%3A42%7D&hash=abc';
  const signature = ({ init }: { init: RequestInit }) =>
    new Headers(init.headers).get('X-Signature');

  it('fetches /api/hash again once the signed headers have expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serve(hash, basket);
    const clients = createApiClients();
    clients.identity.change(INIT_DATA);
    await clients.messenger(basketCall, { query: { tgId: 42 } });
    await clients.messenger(basketCall, { query: { tgId: 42 } });
    expect(calls('/api/hash')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 600_000);
    await clients.messenger(basketCall, { query: { tgId: 42 } });
    expect(calls('/api/hash')).toHaveLength(2);
    expect(calls('/api/tg_basket').map(signature)).toEqual(['sig-1', 'sig-1', 'sig-2']);
  });

  it.each([401, 403])(
    'fetches /api/hash again when a call is refused with %i, retrying once',
    async (status) => {
      let refusals = 1;
      const refuse: Route = (url) =>
        url.pathname === '/api/tg_basket' && refusals-- > 0
          ? Response.json({ message: 'refused' }, { status })
          : undefined;
      serve(hash, refuse, basket);
      const clients = createApiClients();
      clients.identity.change(INIT_DATA);
      const answer = await clients.messenger(basketCall, { query: { tgId: 42 } });
      expect(answer.result.products).toHaveLength(1);
      expect(calls('/api/hash')).toHaveLength(2);
      expect(calls('/api/tg_basket').map(signature)).toEqual(['sig-1', 'sig-2']);

      refusals = 5;
      await expect(clients.messenger(basketCall, { query: { tgId: 42 } })).rejects.toMatchObject({
        status,
      });
      expect(calls('/api/hash')).toHaveLength(3);
      expect(calls('/api/tg_basket')).toHaveLength(4);
    },
  );

  it('fails clearly without Telegram init data', async () => {
    serve(hash, basket);
    const clients = createApiClients();
    await expect(clients.messenger(basketCall, { query: { tgId: 42 } })).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Telegram init data is required',
    });
    expect(calls('/api/tg_basket')).toHaveLength(0);
  });
});

describe('HR API client', () => {
  it('sends the HR bearer and fills path parameters', async () => {
    serve(tokens, (url) =>
      url.pathname === '/api/vacancies/7'
        ? Response.json({
            item: {
              id: 7,
              title: { ru: 'Повар', en: 'Cook', uz: 'Oshpaz' },
              description: { ru: '', en: '', uz: '' },
              city: { ru: 'Ташкент', en: 'Tashkent', uz: 'Toshkent' },
              restaurantId: null,
              schedule: { ru: '', en: '', uz: '' },
              salary: { from: 3_000_000, to: 4_000_000 },
            },
          })
        : undefined,
    );
    const clients = createApiClients();
    const { item } = await clients.hr(vacancyCall, { query: { id: 7 } });
    expect(item.title.en).toBe('Cook');
    expect(calls('/api/hr_token')).toHaveLength(1);
    expect(calls('/api/vacancies/7')[0]?.url.search).toBe('');
    expect(authorization(calls('/api/vacancies/7')[0]?.init ?? {})).toBe('Bearer token-1');
  });
});
