import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import { REQUEST_ID_HEADER } from '../../functions/lib/request-id';
import { draft, json } from './backend-support';
import { api, callFunction, mainBearer, newWebCustomer, SAME_ORIGIN } from './support';

const SECRET_IN_THE_MESSAGE = 'MAIN_API_SECRET=test-main-secret is not a string';

const failing = () => {
  throw new Error(SECRET_IN_THE_MESSAGE);
};

/** The one line the edge logged for a failure: its message and what it says of the failure. */
const loggedFailure = (spy: { mock: { calls: unknown[][] } }): Record<string, string> => {
  expect(spy).toHaveBeenCalledTimes(1);
  const [message, details] = spy.mock.calls[0] as [string, Record<string, string>];
  return { message, ...details };
};

afterEach(() => vi.restoreAllMocks());

describe('a failure at the edge', () => {
  it('is logged with its stack and the request id (Cloudflare’s ray), and answered a clean 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callFunction(
      onRequest,
      new Request('http://localhost/api/token', { headers: { 'CF-Ray': '8f0c1d2e3a4b5c6d-TAS' } }),
      {},
      failing,
    );
    expect(response.status).toBe(500);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('8f0c1d2e3a4b5c6d-TAS');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: 'The endpoint failed' });
    expect(body).not.toContain('SECRET');
    const logged = loggedFailure(log);
    expect(logged).toMatchObject({
      requestId: '8f0c1d2e3a4b5c6d-TAS',
      method: 'GET',
      path: '/api/token',
    });
    expect(logged.stack).toContain(SECRET_IN_THE_MESSAGE);
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it('gets an id of its own where no ray names it (a local run), the same in the log and the answer', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callFunction(
      onRequest,
      new Request('http://localhost/api/session', {
        method: 'POST',
        // A client's own id is not taken.
        headers: { [REQUEST_ID_HEADER]: 'mine' },
      }),
      {},
      failing,
    );
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(loggedFailure(log).requestId).toBe(id);
  });

  it('hands the id to every function after the middleware', async () => {
    const response = await callFunction(
      onRequest,
      new Request('http://localhost/api/token', { headers: { 'CF-Ray': 'ray-1' } }),
      {},
      (request) => new Response(request.headers.get(REQUEST_ID_HEADER)),
    );
    expect(await response.text()).toBe('ray-1');
  });

  it('on a page is logged too and answered a plain 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await callFunction(
      onRequest,
      new Request('http://localhost/news'),
      {},
      failing,
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('The page failed');
    expect(loggedFailure(log).path).toBe('/news');
  });

  it('in an edge endpoint goes on from the /api app to the middleware: logged, a clean 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      prepare: () => {
        throw new Error('D1 is down');
      },
      batch: () => Promise.reject(new Error('D1 is down')),
    } as unknown as D1Database;
    const response = await callFunction(
      [...onRequest, api],
      new Request('http://localhost/api/session', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'CF-Ray': 'ray-5' },
      }),
      { DB: broken },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'The endpoint failed' });
    expect(response.headers.get(REQUEST_ID_HEADER)).toBe('ray-5');
    const logged = loggedFailure(log);
    expect(logged).toMatchObject({ requestId: 'ray-5', path: '/api/session' });
    expect(logged.stack).toContain('D1 is down');
  });

  it('in the reference backend is logged with its stack and the request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = {
      prepare: () => {
        throw new Error('D1 is down');
      },
      batch: () => Promise.reject(new Error('D1 is down')),
    } as unknown as D1Database;
    const response = await callFunction(
      api,
      new Request('http://localhost/api/delivery/Create', {
        ...json(
          'POST',
          { ...draft(crypto.randomUUID()), language: 3 },
          { Authorization: await mainBearer(newWebCustomer()), [REQUEST_ID_HEADER]: 'r-7' },
        ),
      }),
      { DB: broken },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'The reference backend failed' });
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const logged = loggedFailure(log);
    expect(logged).toMatchObject({ requestId: 'r-7', path: '/api/delivery/Create' });
    expect(logged.stack).toContain('D1 is down');
  });
});

describe('Sentry at the edge', () => {
  const DSN = 'https://public@o1.ingest.sentry.io/2';
  /** The bodies of the requests sent to Sentry's ingest host. */
  const sentBodies = (spy: { mock: { calls: Parameters<typeof fetch>[] } }) =>
    spy.mock.calls
      .filter(([input]) => new Request(input).url.includes('.ingest.sentry.io'))
      .map(([, init]) => init?.body);

  it('reports nothing, and runs nothing of Sentry, without a DSN', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const response = await callFunction(
      onRequest,
      new Request('http://localhost/api/token'),
      { SENTRY_DSN: '' },
      failing,
    );
    expect(response.status).toBe(500);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reports the failure, with the request id, where a DSN is configured', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
    const response = await callFunction(
      onRequest,
      new Request('http://localhost/api/token', { headers: { 'CF-Ray': 'ray-9' } }),
      { SENTRY_DSN: DSN },
      failing,
    );
    expect(response.status).toBe(500);
    await vi.waitFor(() => expect(sentBodies(fetchSpy)).toHaveLength(1));
    const [envelope] = sentBodies(fetchSpy);
    if (typeof envelope !== 'string') throw new Error('Sentry’s envelope is text');
    expect(envelope).toContain('ray-9');
    expect(envelope).toContain('"type":"Error"');
  });
});
