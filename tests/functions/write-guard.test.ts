import { Hono, type Context } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSecrets } from '../../functions/lib/env';
import { guardWrites } from '../../functions/lib/write-guard';
import { RATE_WINDOW_SECONDS } from '../../functions/lib/rate-limit';
import { NEW_SESSIONS_PER_ADDRESS, sessionCookie } from '../../functions/lib/web-session';
import { MAX_REQUEST_BODY_BYTES } from '@pizza-order-app/contract/limits';
import { newClientAddress } from './backend-support';
import { api, callFunction, SAME_ORIGIN, testEnv } from './support';

/** Every endpoint that changes something, behind the /api write guard. */
const PATHS = ['/api/session', '/api/link', '/api/phone', '/api/delivery/Create'] as const;

const call = (path: (typeof PATHS)[number], init: RequestInit) =>
  callFunction(api, new Request(`http://localhost${path}`, { method: 'POST', ...init }));

/** The write guard alone, before an endpoint that answers with `answer`. */
const guarded = (request: Request, answer: (c: Context) => Response | Promise<Response>) =>
  new Hono().use(guardWrites).all('*', answer).request(request);

const JSON_BODY = { 'Content-Type': 'application/json' };

describe('the /api write guard', () => {
  it.each(PATHS)('refuses a POST to %s from another site’s page with 403', async (path) => {
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } as Record<string, string>,
      { Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      // A sibling subdomain is another origin; `null` is what a sandboxed or privacy-minded page sends.
      { Origin: 'https://shop.localhost', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'null' },
    ]) {
      const response = await call(path, {
        headers: { ...headers, ...JSON_BODY },
        body: '{"search":"?tgId=1"}',
      });
      expect(response.status).toBe(403);
      const body = await response.json<Record<string, unknown>>();
      expect(Object.keys(body)).toEqual(['message']);
      expect(typeof body.message).toBe('string');
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it.each(PATHS)(
    'refuses a body to %s that is not application/json with 415, as a form sends',
    async (path) => {
      for (const [type, body] of [
        ['text/plain', '{"search":"?tgId=1"}'],
        ['text/plain;charset=UTF-8', '{}'],
        ['application/x-www-form-urlencoded', 'search=1'],
        ['multipart/form-data; boundary=x', '--x--'],
        [null, '{"search":"?tgId=1"}'],
      ] as const) {
        const response = await call(path, {
          headers: { ...SAME_ORIGIN, ...(type ? { 'Content-Type': type } : {}) },
          body,
        });
        expect(response.status).toBe(415);
        expect(response.headers.get('Set-Cookie')).toBeNull();
      }
    },
  );

  it.each(PATHS)('refuses a body to %s over 64 KB with 413, declared or streamed', async (path) => {
    const big = `{"search":"${'a'.repeat(MAX_REQUEST_BODY_BYTES)}"}`;
    const declared = await call(path, { headers: { ...SAME_ORIGIN, ...JSON_BODY }, body: big });
    expect(declared.status).toBe(413);
    // Streamed without a length: read as far as the limit and no further.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 4096)
          controller.enqueue(bytes.slice(offset, offset + 4096));
        controller.close();
      },
    });
    const streamed = await call(path, {
      headers: { ...SAME_ORIGIN, ...JSON_BODY },
      body: stream,
      // @ts-expect-error: workerd's RequestInit has no `duplex`; browsers need it for a stream.
      duplex: 'half',
    });
    expect(streamed.status).toBe(413);
  });

  it('hands a JSON body at the limit on to the endpoint, whole', async () => {
    const body = `"${'a'.repeat(MAX_REQUEST_BODY_BYTES - 2)}"`;
    const response = await guarded(
      new Request('http://localhost/api/link', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json; charset=utf-8' },
        body,
      }),
      async (c) => new Response(await c.req.raw.text()),
    );
    expect(await response.text()).toBe(body);
  });

  it('lets the app’s own requests through, and clients that are no browser', async () => {
    const fromTheApp = await call('/api/session', {
      headers: { ...SAME_ORIGIN, 'CF-Connecting-IP': newClientAddress() },
    });
    expect(fromTheApp.status).toBe(200);
    const noBrowser = await call('/api/link', { headers: JSON_BODY, body: '{"search":"?a=1"}' });
    expect(noBrowser.status).toBe(401);
  });

  it('leaves reads alone', async () => {
    const response = await guarded(
      new Request('http://localhost/api/token', { headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      () => new Response('read'),
    );
    expect(await response.text()).toBe('read');
  });
});

describe('POST /api/session and the cookie a browser holds', () => {
  const SID = 'AAAAAAAAAAAAAAAAAAAAAA';
  const validCookie = async () =>
    (await sessionCookie({ sid: SID }, sessionSecrets(testEnv))).split(';')[0] ?? '';

  it('never replaces a session on a request that cannot prove it comes from the site', async () => {
    // What an old browser's cross-site form, without Origin and without the cookie, would send.
    const unproven = await call('/api/session', {
      headers: { 'CF-Connecting-IP': newClientAddress() },
    });
    expect(unproven.status).toBe(403);
    expect(unproven.headers.get('Set-Cookie')).toBeNull();
  });

  it('renews the session such a request carries, and only that one', async () => {
    const response = await call('/api/session', { headers: { Cookie: await validCookie() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toContain(`=${SID}.`);
  });
});

describe('new sessions per client address', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The start of a window, so the whole test is counted in one.
    vi.setSystemTime(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 1000));
  });
  afterEach(() => vi.useRealTimers());

  const start = (address: string) =>
    call('/api/session', { headers: { ...SAME_ORIGIN, 'CF-Connecting-IP': address } });

  it(`starts ${NEW_SESSIONS_PER_ADDRESS} a minute for one address, then 429 until the window ends`, async () => {
    const address = newClientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < NEW_SESSIONS_PER_ADDRESS; index += 1)
      statuses.push((await start(address)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await start(address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Set-Cookie')).toBeNull();
    expect(refused.headers.get('Retry-After')).toBe(String(RATE_WINDOW_SECONDS - 1));
    expect(await refused.json()).toMatchObject({ code: 'rate-limited' });
    // Another address is counted apart; the same one again in the next window.
    expect((await start(newClientAddress())).status).toBe(200);
    vi.setSystemTime(Date.now() + RATE_WINDOW_SECONDS * 1000);
    expect((await start(address)).status).toBe(200);
  });

  it('does not count a session a cookie already proves', async () => {
    const address = newClientAddress();
    const cookie =
      (await sessionCookie({ sid: 'BBBBBBBBBBBBBBBBBBBBBB' }, sessionSecrets(testEnv))).split(
        ';',
      )[0] ?? '';
    for (let index = 0; index <= NEW_SESSIONS_PER_ADDRESS; index += 1) {
      const response = await call('/api/session', {
        headers: { ...SAME_ORIGIN, Cookie: cookie, 'CF-Connecting-IP': address },
      });
      expect(response.status).toBe(200);
    }
  });
});
