import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { onRequest as middleware } from '../../functions/_middleware';
import { verifyToken } from '../../functions/lib/tokens';
import { newClientAddress, send } from './backend-support';
import { api, callFunction, get, mainBearer, SAME_ORIGIN, testEnv } from './support';

const NOW = () => Math.floor(Date.now() / 1000);

describe('a bearer token', () => {
  it('without exp fails verification, at the edge and in the reference backend', async () => {
    const forever = await sign(
      { aud: 'main-api', iat: NOW(), sid: 'AAAAAAAAAAAAAAAAAAAAAA' },
      testEnv.MAIN_API_SECRET,
      'HS256',
    );
    expect(await verifyToken(forever, testEnv.MAIN_API_SECRET, 'main-api')).toBeNull();
    const answer = await send('/api/customer/Get?Language=3', {
      headers: { Authorization: `Bearer ${forever}` },
    });
    expect(answer.status).toBe(401);
  });

  it('with exp ahead passes, and one with exp behind does not', async () => {
    const claims = { aud: 'main-api', iat: NOW(), sid: 'AAAAAAAAAAAAAAAAAAAAAA' };
    const ahead = await sign({ ...claims, exp: NOW() + 60 }, testEnv.MAIN_API_SECRET, 'HS256');
    const behind = await sign({ ...claims, exp: NOW() - 60 }, testEnv.MAIN_API_SECRET, 'HS256');
    expect(await verifyToken(ahead, testEnv.MAIN_API_SECRET, 'main-api')).not.toBeNull();
    expect(await verifyToken(behind, testEnv.MAIN_API_SECRET, 'main-api')).toBeNull();
  });
});

describe('every API answer', () => {
  /** The edge's /api behind the root middleware, as Pages chains them. */
  const chain = [...middleware, api];
  const post = (path: string, body?: unknown) =>
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        ...SAME_ORIGIN,
        'CF-Connecting-IP': newClientAddress(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it.each([
    ['GET /api/token', get('/api/token')],
    ['GET /api/hr_token', get('/api/hr_token')],
    ['GET /api/hash (401)', get('/api/hash')],
    ['POST /api/session', post('/api/session')],
    ['POST /api/link (401)', post('/api/link', { search: '?a=1' })],
    ['POST /api/phone (401)', post('/api/phone', { contact: '' })],
    ['PUT /api/token (405)', new Request('http://localhost/api/token', { method: 'PUT' })],
    [
      'a cross-site POST (403)',
      new Request('http://localhost/api/session', {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      }),
    ],
  ] as const)('%s says X-Content-Type-Options: nosniff', async (_, request) => {
    const response = await callFunction(chain, request);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it.each([
    ['an answer', '/api/restaurants/List?Language=3', 200],
    ['a refusal', '/api/customer/Get?Language=3', 401],
    ['an unknown path', '/api/nope', 404],
  ])('of the reference backend, %s, says nosniff too', async (_, path, status) => {
    const response = await callFunction(
      chain,
      get(path, { Authorization: status === 200 ? await mainBearer() : '' }),
    );
    expect(response.status).toBe(status);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('of a deployment without the reference backend (404) says nosniff', async () => {
    const response = await callFunction(api, get('/api/nope'), {
      REFERENCE_BACKEND: '',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
