import { describe, expect, it } from 'vitest';
import { verifyToken } from '../../functions/lib/tokens';
import {
  readWebSession,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  sessionCookie,
} from '../../functions/lib/web-session';
import { newClientAddress } from './backend-support';
import { api, callFunction, get, SAME_ORIGIN, signInitData, testEnv } from './support';

const secrets = { current: testEnv.SESSION_SECRET, previous: testEnv.SESSION_SECRET_PREVIOUS };
const nowSeconds = () => Math.floor(Date.now() / 1000);
const SID = 'AAAAAAAAAAAAAAAAAAAAAA';

/** A POST the app's own page sends, from an address of its own (new sessions are limited per address). */
const post = (cookie?: string, headers: HeadersInit = SAME_ORIGIN) =>
  new Request('http://localhost/api/session', {
    method: 'POST',
    headers: {
      ...headers,
      'CF-Connecting-IP': newClientAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

/** The cookie pair (`name=value`) a Set-Cookie header sets. */
const pairOf = (setCookie: string | null) => setCookie?.split(';')[0] ?? '';

const claimOf = async (response: Response, secret = testEnv.MAIN_API_SECRET) => {
  const { token: bearer } = await response.json<{ token: string }>();
  return (await verifyToken(bearer, secret, 'main-api'))?.customer;
};

const cookieFor = async (sid: string, secret: string, issuedAt = nowSeconds()) =>
  pairOf(await sessionCookie({ sid }, { current: secret }, issuedAt));

describe('POST /api/session', () => {
  it('starts a session: a long-lived, HttpOnly, Secure, SameSite=Lax host cookie and a bearer naming it', async () => {
    const response = await callFunction(api, post());
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    for (const attribute of [
      `Max-Age=${SESSION_MAX_AGE_SECONDS}`,
      'Path=/',
      'HttpOnly',
      'Secure',
      'SameSite=Lax',
    ]) {
      expect(setCookie).toContain(attribute);
    }
    expect(setCookie).not.toContain('Domain');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const proven = await readWebSession(
      new Request('http://localhost/', { headers: { Cookie: pairOf(setCookie) } }),
      secrets,
    );
    expect(proven).not.toBeNull();
    expect(await claimOf(response)).toEqual({ sid: proven?.sid });
  });

  it('keeps the session a valid cookie proves and renews it', async () => {
    const cookie = await cookieFor(SID, testEnv.SESSION_SECRET, nowSeconds() - 100 * 24 * 3600);
    const response = await callFunction(api, post(cookie));
    expect(await claimOf(response)).toEqual({ sid: SID });
    const renewed = pairOf(response.headers.get('Set-Cookie'));
    expect(renewed).not.toBe(cookie);
    expect(renewed.startsWith(`${SESSION_COOKIE}=${SID}.`)).toBe(true);
  });

  it.each([
    [
      'a forged signature',
      () => Promise.resolve(`${SESSION_COOKIE}=${SID}.${nowSeconds()}.${'0'.repeat(64)}`),
    ],
    ['another secret', () => cookieFor(SID, 'not-our-secret')],
    [
      'an expired cookie',
      () => cookieFor(SID, testEnv.SESSION_SECRET, nowSeconds() - 366 * 24 * 3600),
    ],
    ['a cookie from the future', () => cookieFor(SID, testEnv.SESSION_SECRET, nowSeconds() + 3600)],
    ['garbage', () => Promise.resolve(`${SESSION_COOKIE}=%%%;other=1`)],
  ])('starts a new session instead of trusting %s', async (_, cookie) => {
    const response = await callFunction(api, post(await cookie()));
    const claim = await claimOf(response);
    const sid = claim && 'sid' in claim ? claim.sid : '';
    expect(sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sid).not.toBe(SID);
  });

  it('answers 405 to GET', async () => {
    expect((await callFunction(api, get('/api/session'))).status).toBe(405);
  });
});

describe('GET /api/token with a session', () => {
  it('names the session in its claim and renews the cookie', async () => {
    const response = await callFunction(
      api,
      get('/api/token', { Cookie: await cookieFor(SID, testEnv.SESSION_SECRET) }),
    );
    expect(response.headers.get('Set-Cookie')).toContain(`${SESSION_COOKIE}=${SID}.`);
    expect(await claimOf(response)).toEqual({ sid: SID });
  });

  it('accepts a cookie signed before the secret rotated and re-signs it with the current one', async () => {
    const old = await cookieFor(SID, testEnv.SESSION_SECRET_PREVIOUS ?? '');
    const response = await callFunction(api, get('/api/token', { Cookie: old }));
    expect(await claimOf(response)).toEqual({ sid: SID });
    const renewed = new Request('http://localhost/', {
      headers: { Cookie: pairOf(response.headers.get('Set-Cookie')) },
    });
    expect(await readWebSession(renewed, { current: testEnv.SESSION_SECRET })).toEqual({
      sid: SID,
    });
  });

  it('issues an anonymous token, with no cookie, to a visitor without a session', async () => {
    const response = await callFunction(api, get('/api/token'));
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await claimOf(response)).toBeNull();
  });

  it('issues an anonymous token for a forged cookie', async () => {
    const response = await callFunction(
      api,
      get('/api/token', { Cookie: await cookieFor(SID, 'not-our-secret') }),
    );
    expect(await claimOf(response)).toBeNull();
  });

  it('lets verified Telegram init data name the customer, whatever cookie comes along', async () => {
    const response = await callFunction(
      api,
      get('/api/token', {
        Authorization: `tma ${await signInitData(77)}`,
        Cookie: await cookieFor(SID, testEnv.SESSION_SECRET),
      }),
    );
    expect(await claimOf(response)).toEqual({ tgId: 77 });
  });

  it('cannot be given a customer through the query', async () => {
    const response = await callFunction(api, get('/api/token?tgId=77&sid=x&customerId=3'));
    expect(await claimOf(response)).toBeNull();
  });

  it('names the session in the HR token too', async () => {
    const response = await callFunction(
      api,
      get('/api/hr_token', { Cookie: await cookieFor(SID, testEnv.SESSION_SECRET) }),
    );
    const { token: bearer } = await response.json<{ token: string }>();
    expect((await verifyToken(bearer, testEnv.HR_API_SECRET, 'hr-api'))?.customer).toEqual({
      sid: SID,
    });
  });
});

describe('a signed-in session', () => {
  const read = async (phone: string) =>
    readWebSession(
      new Request('http://localhost/', {
        headers: { Cookie: pairOf(await sessionCookie({ sid: SID, phone }, secrets)) },
      }),
      secrets,
    );

  it('reads back the phone it was signed with', async () => {
    expect(await read('+998901234567')).toEqual({ sid: SID, phone: '+998901234567' });
  });

  it.each(['+99890123456', '+9989012345678', '+7901234567'])(
    'is no session with a phone the APIs do not take (%s), though signed',
    async (phone) => {
      expect(await read(phone)).toBeNull();
    },
  );
});
