import { describe, expect, it } from 'vitest';
import * as hashFunction from '../../functions/api/hash';
import * as linkFunction from '../../functions/api/link';
import * as tokenFunction from '../../functions/api/token';
import { BOT_LINK_MAX_TTL_SECONDS, signBotLink, verifyBotLink } from '../../functions/lib/bot-link';
import { sessionSecrets } from '../../functions/lib/env';
import {
  LINK_SESSION_COOKIE,
  LINK_SESSION_MAX_AGE_SECONDS,
  linkSessionCookie,
} from '../../functions/lib/link-session';
import { verifyMessengerHeaders } from '../../functions/lib/messenger-signature';
import { verifyToken } from '../../functions/lib/tokens';
import { LINK_SESSION_REFUSED } from '../../src/shared/contract/common';
import { callFunction, get, routed, testEnv } from './support';

const hash = routed(hashFunction);
const link = routed(linkFunction);
const token = routed(tokenFunction);

const NOW = Math.floor(Date.now() / 1000);
const HOUR = 60 * 60;

/** A link's query as the bot builds it: the parameters, then their signature. */
const signedQuery = async (
  parameters: Record<string, string>,
  secret = testEnv.BOT_LINK_SECRET,
) => {
  const query = new URLSearchParams({ expires: String(NOW + HOUR), ...parameters });
  query.set('signature', await signBotLink(secret, query));
  return query;
};

const FULL = {
  tgId: '77',
  customerId: '9',
  language: 'uz',
  regionId: '1',
  longitude: '69.204',
  latitude: '41.275',
  orderTypeId: '200',
};

const postLink = (search: string) =>
  callFunction(
    link,
    new Request('http://localhost/api/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ search }),
    }),
  );

/** The cookie a browser would send back after a link session started for `tgId`. */
const linkCookie = async (tgId: number, issuedAt = NOW) => {
  const { header } = await linkSessionCookie({ tgId }, sessionSecrets(testEnv), issuedAt);
  return header.split(';')[0] ?? '';
};

describe('verifyBotLink', () => {
  it('vouches for the user of a signed, unexpired link with every parameter', async () => {
    const query = await signedQuery(FULL);
    expect(await verifyBotLink(`?${query.toString()}`, testEnv.BOT_LINK_SECRET)).toEqual({
      ok: true,
      tgId: 77,
      customerId: 9,
    });
  });

  it('vouches for a link with only the user', async () => {
    const query = await signedQuery({ tgId: '77' });
    expect(await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).toEqual({
      ok: true,
      tgId: 77,
    });
  });

  for (const [name, forged] of [
    ['tgId', '78'],
    ['customerId', '10'],
    ['language', 'ru'],
    ['regionId', '2'],
    ['longitude', '69.205'],
    ['latitude', '41.276'],
    ['orderTypeId', '0'],
    ['expires', String(NOW + 2 * HOUR)],
  ] as const) {
    it(`refuses a link whose ${name} was changed after signing`, async () => {
      const query = await signedQuery(FULL);
      query.set(name, forged);
      expect(await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).toMatchObject({
        ok: false,
        reason: 'the link signature is wrong',
      });
    });
  }

  it('refuses a parameter added after signing', async () => {
    const query = await signedQuery({ tgId: '77' });
    query.set('customerId', '9');
    expect((await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).ok).toBe(false);
  });

  it('refuses a link signed with another secret, an unsigned one and a truncated signature', async () => {
    const other = await signedQuery(FULL, 'another-bot-secret');
    expect((await verifyBotLink(other.toString(), testEnv.BOT_LINK_SECRET)).ok).toBe(false);
    const unsigned = await signedQuery(FULL);
    unsigned.delete('signature');
    expect(await verifyBotLink(unsigned.toString(), testEnv.BOT_LINK_SECRET)).toMatchObject({
      reason: 'the link is not signed',
    });
    const truncated = await signedQuery(FULL);
    truncated.set('signature', truncated.get('signature')?.slice(0, 40) ?? '');
    expect((await verifyBotLink(truncated.toString(), testEnv.BOT_LINK_SECRET)).ok).toBe(false);
  });

  it('refuses an expired link and one valid for longer than a week', async () => {
    const expired = await signedQuery({ tgId: '77', expires: String(NOW - 2 * 60) });
    expect(await verifyBotLink(expired.toString(), testEnv.BOT_LINK_SECRET, NOW)).toMatchObject({
      reason: 'the link has expired',
    });
    const forever = await signedQuery({
      tgId: '77',
      expires: String(NOW + BOT_LINK_MAX_TTL_SECONDS + HOUR),
    });
    expect(await verifyBotLink(forever.toString(), testEnv.BOT_LINK_SECRET, NOW)).toMatchObject({
      reason: 'the link is valid for too long',
    });
  });

  for (const [name, value] of [
    ['tgId', '0'],
    ['tgId', '-4'],
    ['tgId', '1e3'],
    ['tgId', '1234567890123456'],
    ['customerId', '1.5'],
    ['regionId', 'abc'],
    ['language', 'fr'],
    ['longitude', '500'],
    ['latitude', 'north'],
    ['orderTypeId', '5'],
    ['expires', 'soon'],
  ] as const) {
    it(`refuses ${name}=${value} even when signed`, async () => {
      const query = await signedQuery({ ...FULL, [name]: value });
      const check = await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET);
      expect(check.ok).toBe(false);
      expect(check).not.toMatchObject({ reason: 'the link signature is wrong' });
    });
  }

  it('refuses a parameter given twice', async () => {
    const query = await signedQuery(FULL);
    query.append('tgId', '78');
    expect((await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).ok).toBe(false);
  });
});

describe('POST /api/link', () => {
  it('starts a link session for the user of a signed link', async () => {
    const response = await postLink(`?${(await signedQuery(FULL)).toString()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = await response.json<{ tgId: number; expiresAt: number }>();
    expect(body.tgId).toBe(77);
    expect(body.expiresAt).toBeGreaterThan(Date.now() + (LINK_SESSION_MAX_AGE_SECONDS - 60) * 1000);
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${LINK_SESSION_COOKIE}=77\\.`));
    expect(cookie).toContain('HttpOnly; Secure; SameSite=Lax');
  });

  it('starts nothing for a tampered, unsigned or expired link', async () => {
    const tampered = await signedQuery(FULL);
    tampered.set('tgId', '78');
    const unsigned = new URLSearchParams(FULL);
    const expired = await signedQuery({ tgId: '77', expires: String(NOW - HOUR) });
    for (const query of [tampered, unsigned, expired]) {
      const response = await postLink(query.toString());
      expect(response.status).toBe(401);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(await response.json()).toMatchObject({ code: LINK_SESSION_REFUSED });
    }
  });

  it('answers 400 to a body that is not a link query, and 405 to another method', async () => {
    const response = await callFunction(
      link,
      new Request('http://localhost/api/link', { method: 'POST', body: '{"search":5}' }),
    );
    expect(response.status).toBe(400);
    expect((await callFunction(link, get('/api/link'))).status).toBe(405);
  });
});

describe('/api/hash with a link session', () => {
  it('owner: signs headers for the user the link vouched for', async () => {
    const response = await callFunction(hash, get('/api/hash', { Cookie: await linkCookie(77) }));
    expect(response.status).toBe(200);
    const { headers } = await response.json<{ headers: Record<string, string> }>();
    const signed = new Request('http://localhost/api/tg_basket', { headers });
    expect(await verifyMessengerHeaders(signed, testEnv.MESSENGER_API_SECRET)).toBe(77);
  });

  it('stranger: a cookie edited to name another user proves nobody', async () => {
    const forged = (await linkCookie(77)).replace('=77.', '=78.');
    const response = await callFunction(hash, get('/api/hash', { Cookie: forged }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: LINK_SESSION_REFUSED });
  });

  it('anonymous: no init data and no link session gets 401 with the link refusal', async () => {
    const response = await callFunction(hash, get('/api/hash'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: LINK_SESSION_REFUSED });
  });

  it('a link session older than a month proves nobody', async () => {
    const old = await linkCookie(77, NOW - LINK_SESSION_MAX_AGE_SECONDS - HOUR);
    expect((await callFunction(hash, get('/api/hash', { Cookie: old }))).status).toBe(401);
  });
});

describe('/api/token with a link session', () => {
  it('names the Telegram user the link vouched for, and nobody for a forged cookie', async () => {
    const claimsOf = async (cookie: string) => {
      const response = await callFunction(token, get('/api/token', { Cookie: cookie }));
      const { token: bearer } = await response.json<{ token: string }>();
      return verifyToken(bearer, testEnv.MAIN_API_SECRET, 'main-api');
    };
    expect((await claimsOf(await linkCookie(77)))?.customer).toEqual({ tgId: 77 });
    const forged = (await linkCookie(77)).replace('=77.', '=78.');
    expect((await claimsOf(forged))?.customer).toBeNull();
  });
});
