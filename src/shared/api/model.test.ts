import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketCall, shopCall } from '@pizza-order-app/contract';
import { testMenu } from '../lib/test/menu-fixture';
import { startCustomerSession } from './customer-session';
import { $api, attachApi, createApi, telegramIdentityChangedFx, warmUpMainApiFx } from './model';

const SHOP_QUERY = {
  RestaurantId: 3,
  RegionId: 1,
  Longitude: 69.2,
  Latitude: 41.3,
  OrderTypeId: 0,
};
const INIT_DATA = 'user=%7B%22id%22%3A42%7D&hash=abc';

let requests: { path: string; authorization: string | null }[] = [];
let issued = 0;
/** How the main API answers a bearer: refused once for each token listed here. */
let refused: string[] = [];

beforeEach(() => {
  requests = [];
  issued = 0;
  refused = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: RequestInit = {}) => {
      const { pathname } = new URL(input, 'http://localhost');
      const authorization = new Headers(init.headers).get('Authorization');
      requests.push({ path: pathname, authorization });
      if (pathname === '/api/token' || pathname === '/api/session')
        return Promise.resolve(
          Response.json({ token: `token-${++issued}`, expiresAt: Date.now() + 900_000 }),
        );
      if (pathname === '/api/hash')
        return Promise.resolve(
          authorization === `tma ${INIT_DATA}`
            ? Response.json({
                headers: { 'X-Tg-Id': '42', 'X-Signature': 'sig' },
                expiresAt: Date.now() + 600_000,
              })
            : Response.json({ message: 'Telegram init data is required' }, { status: 401 }),
        );
      if (pathname === '/api/tg_basket')
        return Promise.resolve(Response.json({ result: { products: [] } }));
      const token = authorization?.replace('Bearer ', '') ?? '';
      if (refused.includes(token)) {
        refused = refused.filter((refusedToken) => refusedToken !== token);
        return Promise.resolve(Response.json({ message: 'expired' }, { status: 401 }));
      }
      return Promise.resolve(Response.json(testMenu([], { restId: 3 })));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const readMenuFx = attachApi((api) => api.main(shopCall, { query: SHOP_QUERY }, 'ru'));
const readBasketFx = attachApi(async (api) =>
  api.messenger(basketCall, { query: { tgId: await api.messengerUserId() } }),
);
const startSessionFx = attachApi(startCustomerSession);

/** An app instance: a scope with an API of its own. */
const appScope = () => fork({ values: [[$api, createApi()]] });
const tokensSent = (path: string) =>
  requests.filter((request) => request.path === path).map(({ authorization }) => authorization);

describe('two scopes, each with its own API', () => {
  it('ask for a main API token each, once for all of their calls', async () => {
    const first = appScope();
    const second = appScope();
    await allSettled(warmUpMainApiFx, { scope: first });
    await Promise.all([
      allSettled(readMenuFx, { scope: first }),
      allSettled(readMenuFx, { scope: second }),
      allSettled(readMenuFx, { scope: first }),
      allSettled(readMenuFx, { scope: second }),
    ]);
    expect(tokensSent('/api/token')).toHaveLength(2);
    expect(new Set(tokensSent('/api/shop'))).toEqual(new Set(['Bearer token-1', 'Bearer token-2']));
  });

  it('refresh their own token: one refused leaves the other’s in use', async () => {
    const first = appScope();
    const second = appScope();
    await allSettled(readMenuFx, { scope: first });
    await allSettled(readMenuFx, { scope: second });
    refused = ['token-1'];
    await allSettled(readMenuFx, { scope: first });
    await allSettled(readMenuFx, { scope: second });
    expect(tokensSent('/api/token')).toHaveLength(3);
    expect(tokensSent('/api/shop')).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-1',
      'Bearer token-3',
      'Bearer token-2',
    ]);
  });

  it('keep the customer session’s token to the scope that started it', async () => {
    const first = appScope();
    const second = appScope();
    await allSettled(readMenuFx, { scope: first });
    await allSettled(readMenuFx, { scope: second });
    await allSettled(startSessionFx, { scope: first });
    await allSettled(readMenuFx, { scope: first });
    await allSettled(readMenuFx, { scope: second });
    expect(tokensSent('/api/shop')).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      'Bearer token-3',
      'Bearer token-2',
    ]);
  });

  it('sign with their own Telegram identity: one launch’s init data never leaves the other', async () => {
    const telegram = appScope();
    const web = appScope();
    await allSettled(telegramIdentityChangedFx, { scope: telegram, params: INIT_DATA });
    const signed = await allSettled(readBasketFx, { scope: telegram });
    const unsigned = await allSettled(readBasketFx, { scope: web });
    await allSettled(readMenuFx, { scope: web });
    expect(signed.status).toBe('done');
    expect(unsigned).toMatchObject({ status: 'fail', value: { status: 401 } });
    expect(tokensSent('/api/hash')).toEqual([`tma ${INIT_DATA}`, null]);
    expect(tokensSent('/api/token')).toEqual([null]);
  });
});

it('a scope forked without an API says so rather than sharing another’s', async () => {
  const { status, value } = await allSettled(readMenuFx, { scope: fork() });
  expect(status).toBe('fail');
  expect(value).toBeInstanceOf(Error);
  expect((value as Error).message).toContain('no API');
  expect(requests).toEqual([]);
});
