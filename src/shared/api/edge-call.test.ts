// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkEndCall } from '@pizza-order-app/contract/bot-link';
import { mainTokenCall } from '@pizza-order-app/contract/common';
import { callEdge } from './edge-call';
import { askLinkSession, startLinkSession } from './link-session';

const stubFetch = (answer: unknown) => {
  const fetchMock = vi.fn((_input: string, _init: RequestInit) =>
    Promise.resolve(Response.json(answer)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => vi.unstubAllGlobals());

describe('callEdge', () => {
  it('asks the edge at its call’s method and path, with its body, and checks the answer', async () => {
    const fetchMock = stubFetch({ ended: true });
    expect(await callEdge(linkEndCall, { body: {}, timeoutMs: 1000 })).toEqual({ ended: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual(['/api/link/end', 'POST', '{}']);
  });

  it('sends a GET without a body, with the headers given', async () => {
    const fetchMock = stubFetch({ token: 't', expiresAt: 1 });
    await callEdge(mainTokenCall, { headers: { Authorization: 'tma x' }, timeoutMs: 1000 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual(['/api/token', 'GET', undefined]);
    expect(new Headers(init?.headers).get('Authorization')).toBe('tma x');
  });
});

describe('POST /api/link', () => {
  const question = { asks: { name: 'Aziz' } };
  const session = { tgId: 77, expiresAt: 1, name: 'Aziz' };

  it('reads the question without confirm, and a session answered instead is out of contract', async () => {
    stubFetch(question);
    expect(await askLinkSession('?tgId=77')).toEqual(question);
    stubFetch(session);
    await expect(askLinkSession('?tgId=77')).rejects.toMatchObject({ kind: 'schema' });
  });

  it('reads the session with confirm, and a question answered instead is out of contract', async () => {
    const fetchMock = stubFetch(session);
    expect(await startLinkSession('?tgId=77')).toEqual(session);
    expect(fetchMock.mock.calls[0]?.[1].body).toBe('{"search":"?tgId=77","confirm":true}');
    stubFetch(question);
    await expect(startLinkSession('?tgId=77')).rejects.toMatchObject({ kind: 'schema' });
  });
});
