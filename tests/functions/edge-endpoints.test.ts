import { describe, expect, it } from 'vitest';
import { endpoints } from '../../functions/app/endpoints';
import { verifyMessengerHeaders } from '../../functions/lib/messenger-signature';
import { issueToken, verifyToken } from '../../functions/lib/tokens';
import { LINK_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { TELEGRAM_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { api, callFunction, get, SAME_ORIGIN, signInitData, testEnv } from './support';

const tma = (initData: string) => ({ Authorization: `tma ${initData}` });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Init data dated ahead of the edge's clock: within the skew allowed, and past it. */
const SKEWED_MS = 30 * 1000;
const FAR_AHEAD_MS = 2 * 60 * 1000;

describe('/api/hash', () => {
  it('signs headers bound to the user of valid init data', async () => {
    const response = await callFunction(api, get('/api/hash', tma(await signInitData(42))));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json<{ headers: Record<string, string>; expiresAt: number }>();
    expect(body.headers['X-Tg-Id']).toBe('42');
    expect(body.expiresAt).toBeGreaterThan(Date.now());
    const signed = new Request('http://localhost/api/tg_basket', { headers: body.headers });
    expect(await verifyMessengerHeaders(signed, testEnv.MESSENGER_API_SECRET)).toBe(42);
  });

  const refused: [string, () => Promise<HeadersInit>][] = [
    ['a missing header', () => Promise.resolve({})],
    ['another scheme', async () => ({ Authorization: `Bearer ${await signInitData(42)}` })],
    [
      'a tampered user',
      async () => tma((await signInitData(42)).replace('%22id%22%3A42', '%22id%22%3A43')),
    ],
    [
      'a tampered hash',
      async () =>
        tma(
          (await signInitData(42)).replace(
            /hash=([0-9a-f])/,
            (_, c) => `hash=${c === '0' ? '1' : '0'}`,
          ),
        ),
    ],
    [
      'a wrong bot token',
      async () => tma(await signInitData(42, { botToken: '987654321:other-bot' })),
    ],
    [
      'an expired auth_date',
      async () => tma(await signInitData(42, { authDate: new Date(Date.now() - 2 * DAY_MS) })),
    ],
    [
      'an auth_date more than a minute ahead',
      async () => tma(await signInitData(42, { authDate: new Date(Date.now() + FAR_AHEAD_MS) })),
    ],
    ['a malformed string', () => Promise.resolve(tma('%%%not-init-data&&hash=zz'))],
    ['no hash at all', () => Promise.resolve(tma('auth_date=1700000000&user=%7B%22id%22%3A1%7D'))],
    ['an empty value', () => Promise.resolve({ Authorization: 'tma ' })],
  ];

  it.each(refused)('refuses %s with 401 and a JSON error', async (_, headers) => {
    const sent = await headers();
    const response = await callFunction(api, get('/api/hash', sent));
    expect(response.status).toBe(401);
    const text = await response.text();
    const { message, code } = JSON.parse(text) as { message?: unknown; code?: unknown };
    expect(typeof message).toBe('string');
    // Init data that came but was refused gets the code the app answers with "open it again";
    // none at all (and no bot link session) the one a plain browser answers by leaving messenger mode.
    expect(code).toBe(
      new Headers(sent).get('Authorization')?.startsWith('tma ')
        ? TELEGRAM_SESSION_REFUSED
        : LINK_SESSION_REFUSED,
    );
    expect(text).not.toContain(testEnv.TELEGRAM_BOT_TOKEN);
  });

  it('accepts init data dated less than a minute ahead, for clocks that disagree', async () => {
    const skewed = await signInitData(42, { authDate: new Date(Date.now() + SKEWED_MS) });
    expect((await callFunction(api, get('/api/hash', tma(skewed)))).status).toBe(200);
  });

  it('answers 405 to other methods', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/hash', { method: 'POST' }),
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
  });
});

describe('/api/token and /api/hr_token', () => {
  it('issues a short-lived main API token that verifies', async () => {
    const response = await callFunction(api, get('/api/token'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json<{ token: string; expiresAt: number }>();
    expect(body.expiresAt - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(await verifyToken(body.token, testEnv.MAIN_API_SECRET, 'main-api')).toMatchObject({
      aud: 'main-api',
    });
    expect(await verifyToken(body.token, testEnv.HR_API_SECRET, 'hr-api')).toBeNull();
  });

  it('names the Telegram user when valid init data comes along', async () => {
    const response = await callFunction(api, get('/api/token', tma(await signInitData(77))));
    const body = await response.json<{ token: string }>();
    expect(await verifyToken(body.token, testEnv.MAIN_API_SECRET, 'main-api')).toMatchObject({
      customer: { tgId: 77 },
    });
  });

  it('refuses forged or stale init data instead of issuing an anonymous token', async () => {
    const forged = (await signInitData(77, { botToken: '1:forged' })).toString();
    const stale = await signInitData(77, { authDate: new Date(Date.now() - 2 * DAY_MS) });
    for (const initData of [forged, stale]) {
      const response = await callFunction(api, get('/api/token', tma(initData)));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: TELEGRAM_SESSION_REFUSED });
    }
  });

  it('refuses init data dated more than a minute ahead, and accepts it within the skew', async () => {
    const ahead = (ms: number) => signInitData(77, { authDate: new Date(Date.now() + ms) });
    const future = await callFunction(api, get('/api/token', tma(await ahead(FAR_AHEAD_MS))));
    expect(future.status).toBe(401);
    expect((await future.json<{ message: string }>()).message).toMatch(/future/);
    const skewed = await callFunction(api, get('/api/token', tma(await ahead(SKEWED_MS))));
    const body = await skewed.json<{ token: string }>();
    expect(await verifyToken(body.token, testEnv.MAIN_API_SECRET, 'main-api')).toMatchObject({
      customer: { tgId: 77 },
    });
  });

  it('issues HR tokens for the HR audience only', async () => {
    const body = await (await callFunction(api, get('/api/hr_token'))).json<{ token: string }>();
    expect(await verifyToken(body.token, testEnv.HR_API_SECRET, 'hr-api')).not.toBeNull();
    expect(await verifyToken(body.token, testEnv.MAIN_API_SECRET, 'main-api')).toBeNull();
  });

  it('refuses a replayed expired token', async () => {
    const longAgo = Math.floor((Date.now() - DAY_MS) / 1000);
    const { token: expired } = await issueToken(testEnv.MAIN_API_SECRET, 'main-api', null, longAgo);
    expect(await verifyToken(expired, testEnv.MAIN_API_SECRET, 'main-api')).toBeNull();
  });

  it('answers 405 to other methods', async () => {
    for (const path of ['/api/token', '/api/hr_token']) {
      const response = await callFunction(
        api,
        new Request(`http://localhost${path}`, { method: 'DELETE' }),
      );
      expect(response.status).toBe(405);
    }
  });
});

describe('every answer of the edge functions', () => {
  it('tells the browser to use HTTPS only, for a year, subdomains included', async () => {
    const answers = [
      await callFunction(api, get('/api/token')),
      await callFunction(api, get('/api/token', tma('auth_date=1&hash=00'))),
      await callFunction(api, get('/api/hash', tma(await signInitData(42)))),
      await callFunction(api, get('/api/hash')),
      await callFunction(api, get('/api/hr_token')),
      await callFunction(api, new Request('http://localhost/api/hr_token', { method: 'POST' })),
      await callFunction(api, get('/api/unknown'), { REFERENCE_BACKEND: '' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 200, 401, 200, 405, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('Strict-Transport-Security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

describe('the edge’s /api app', () => {
  it('answers a wrong method on every endpoint’s path with 405 and the method it takes', async () => {
    const routes = endpoints.routes.filter(({ method }) => method !== 'ALL');
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const { path, method } of routes) {
      const response = await callFunction(
        api,
        new Request(`http://localhost${path}`, {
          method: method === 'GET' ? 'POST' : 'GET',
          headers: SAME_ORIGIN,
        }),
      );
      expect(response.status, path).toBe(405);
      expect(response.headers.get('Allow'), path).toBe(method);
    }
  });

  it('answers a body that is no JSON with 400, as one its schema refuses', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/link', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
        body: '{"search":',
      }),
    );
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json<Record<string, unknown>>())).toEqual(['message']);
  });
});
