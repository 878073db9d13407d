// @vitest-environment jsdom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_ANSWER_HEADER } from '@pizza-order-app/contract/config/site-http';
import { ApiError } from './api-error';
import { requestJson, withQuery } from './request-json';

const Answer = v.object({ id: v.number() });

const stubFetch = (impl: (input: string, init: RequestInit) => Promise<Response>) => {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('requestJson', () => {
  it('sends JSON and returns the checked answer', async () => {
    const fetchMock = stubFetch(() => Promise.resolve(Response.json({ id: 7, extra: true })));
    const answer = await requestJson({
      url: '/api/x',
      method: 'POST',
      body: { a: 1 },
      response: Answer,
    });
    expect(answer).toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns an answer that breaks its schema into a schema error, not a crash', async () => {
    stubFetch(() => Promise.resolve(Response.json({ id: 'seven' })));
    await expect(requestJson({ url: '/api/x', response: Answer })).rejects.toMatchObject({
      kind: 'schema',
    });
    stubFetch(() => Promise.resolve(new Response('<html>oops</html>', { status: 200 })));
    await expect(requestJson({ url: '/api/x', response: Answer })).rejects.toMatchObject({
      kind: 'schema',
    });
  });

  it('keeps the server message and the status of a failed answer', async () => {
    stubFetch(() =>
      Promise.resolve(Response.json({ message: 'Restaurant is closed' }, { status: 409 })),
    );
    await expect(requestJson({ url: '/api/x', response: Answer })).rejects.toEqual(
      new ApiError('http', 409, 'Restaurant is closed'),
    );
    stubFetch(() => Promise.resolve(new Response('Bad gateway', { status: 502 })));
    const error = await requestJson({ url: '/api/x', response: Answer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined });
  });

  it('gives up after the timeout with a timeout error', async () => {
    vi.useFakeTimers();
    stubFetch(
      (_, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = requestJson({ url: '/api/slow', response: Answer, timeoutMs: 5000 });
    const settled = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
  });

  it('calls a request without any answer offline, though the browser says it is online', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(navigator.onLine).toBe(true);
    const onNetwork = vi.fn();
    await expect(requestJson({ url: '/api/x', response: Answer, onNetwork })).rejects.toMatchObject(
      { kind: 'offline' },
    );
    expect(onNetwork).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('tells whether the network answered: any answer of a server, not one the worker kept', async () => {
    const outcomes = async (response: Response) => {
      stubFetch(() => Promise.resolve(response));
      const onNetwork = vi.fn();
      await requestJson({ url: '/api/x', response: Answer, onNetwork }).catch(() => undefined);
      return onNetwork.mock.calls.map(([answered]) => answered as boolean);
    };
    expect(await outcomes(Response.json({ id: 1 }))).toEqual([true]);
    expect(await outcomes(Response.json({ message: 'down' }, { status: 503 }))).toEqual([true]);
    const kept = (label: string) =>
      Response.json({ id: 1 }, { headers: { [KEPT_ANSWER_HEADER]: label } });
    // Network-first reads come from the keep only when the network failed.
    expect(await outcomes(kept('no-network'))).toEqual([false]);
    // Shown at once while the network is asked behind: it proves nothing either way.
    expect(await outcomes(kept('kept'))).toEqual([]);
  });

  it('builds query strings without empty values', () => {
    expect(withQuery('/api/shop', { Language: 2, RegionId: undefined, tag: null, q: 'a b' })).toBe(
      '/api/shop?Language=2&q=a+b',
    );
    expect(withQuery('/api/x?a=1', { b: true })).toBe('/api/x?a=1&b=true');
  });
});
