import { describe, expect, it } from 'vitest';
import { BOT_LINK_MAX_TTL_SECONDS, signBotLink, verifyBotLink } from '../../functions/lib/bot-link';
import { sessionSecrets } from '../../functions/lib/env';
import { consumeNonce } from '../../functions/lib/link-nonces';
import {
  LINK_SESSION_COOKIE,
  linkSessionCookie,
  readLinkSession,
} from '../../functions/lib/link-session';
import { verifyMessengerHeaders } from '../../functions/lib/messenger-signature';
import { verifyToken } from '../../functions/lib/tokens';
import { sessionCookie } from '../../functions/lib/web-session';
import { LINK_ALREADY_USED, LINK_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { recordVerifiedPhone } from '../../functions/lib/verified-phones';
import { api, callFunction, get, testEnv } from './support';
import { randomToken } from '../../functions/lib/crypto';

const NOW = Math.floor(Date.now() / 1000);
const HOUR = 60 * 60;

/** A link's query as the bot builds it: the parameters, a fresh nonce, then their signature. */
const signedQuery = async (
  parameters: Record<string, string>,
  secret = testEnv.BOT_LINK_SECRET,
) => {
  const query = new URLSearchParams({
    nonce: crypto.randomUUID(),
    expires: String(NOW + HOUR),
    ...parameters,
  });
  query.set('signature', await signBotLink(secret, query));
  return query;
};

const FULL = {
  tgId: '77',
  firstName: 'Aziz',
  customerId: '9',
  language: 'uz',
  regionId: '1',
  longitude: '69.204',
  latitude: '41.275',
  orderTypeId: '200',
};

const postLink = (
  search: string,
  { cookie, confirm }: { cookie?: string; confirm?: boolean } = {},
) =>
  callFunction(
    api,
    new Request('http://localhost/api/link', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ search, ...(confirm === undefined ? {} : { confirm }) }),
    }),
  );

/** The cookie a browser would send back after a link session started for `tgId`. */
const linkCookie = async (tgId: number, issuedAt = NOW, expires = NOW + HOUR) => {
  const { header } = await linkSessionCookie({ tgId, expires }, sessionSecrets(testEnv), issuedAt);
  return header.split(';')[0] ?? '';
};

/** The cookie of a web customer's session, which a browser that ordered on the site carries. */
const webCookie = async () =>
  (await sessionCookie({ sid: randomToken() }, sessionSecrets(testEnv))).split(';')[0] ?? '';

/** What a refused answer gave away of the link's user: nothing, it must be. */
const expectNothingOfTheUser = async (response: Response) => {
  expect(response.headers.get('Set-Cookie')).toBeNull();
  const body = await response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(JSON.stringify(body)).not.toMatch(/77|Aziz/);
  return body;
};

describe('verifyBotLink', () => {
  it('vouches for the user of a signed, unexpired link with every parameter', async () => {
    const query = await signedQuery(FULL);
    expect(await verifyBotLink(`?${query.toString()}`, testEnv.BOT_LINK_SECRET)).toEqual({
      ok: true,
      tgId: 77,
      customerId: 9,
      firstName: 'Aziz',
      nonce: query.get('nonce'),
      expires: NOW + HOUR,
    });
  });

  it('vouches for a link with only the user, its nonce and expiry', async () => {
    const query = await signedQuery({ tgId: '77' });
    expect(await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).toEqual({
      ok: true,
      tgId: 77,
      nonce: query.get('nonce'),
      expires: NOW + HOUR,
    });
  });

  it('refuses a signed link without a nonce: it could start any number of sessions', async () => {
    const query = new URLSearchParams({ tgId: '77', expires: String(NOW + HOUR) });
    query.set('signature', await signBotLink(testEnv.BOT_LINK_SECRET, query));
    expect(await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^nonce /) as unknown,
    });
  });

  it('reads a name carried URL-encoded as the value the bot signed', async () => {
    const query = await signedQuery({ tgId: '77', firstName: 'Ҳилола & Co' });
    expect(await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).toMatchObject({
      ok: true,
      firstName: 'Ҳилола & Co',
    });
  });

  // The contract's one rule, which the app's entry follows too (messenger-entry.test.ts).
  it('takes a language code in any case', async () => {
    const query = await signedQuery({ ...FULL, language: 'RU' });
    expect((await verifyBotLink(query.toString(), testEnv.BOT_LINK_SECRET)).ok).toBe(true);
  });

  for (const [name, forged] of [
    ['tgId', '78'],
    ['firstName', 'Bobur'],
    ['customerId', '10'],
    ['language', 'ru'],
    ['regionId', '2'],
    ['longitude', '69.205'],
    ['latitude', '41.276'],
    ['orderTypeId', '0'],
    ['nonce', crypto.randomUUID()],
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

  it('refuses a name that carries another parameter inside it: the signature of { A, customer 5 } is not one for the name "A&customerId=5"', async () => {
    const honest = await signedQuery({ tgId: '77', firstName: 'A', customerId: '5' });
    const forged = new URLSearchParams(honest);
    forged.delete('customerId');
    forged.set('firstName', 'A&customerId=5');
    forged.set('signature', honest.get('signature') ?? '');
    expect(await verifyBotLink(forged.toString(), testEnv.BOT_LINK_SECRET)).toMatchObject({
      ok: false,
      reason: 'the link signature is wrong',
    });
  });

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
    ['longitude', '-69.2'],
    ['latitude', '-41.3'],
    ['latitude', 'north'],
    ['firstName', 'Aziz\u202Eevil'],
    ['firstName', 'x'.repeat(65)],
    ['nonce', 'short'],
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
  it('owner: starts a link session for the user of a signed link once confirmed, by the name the bot signed', async () => {
    const response = await postLink(`?${(await signedQuery(FULL)).toString()}`, { confirm: true });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      tgId: 77,
      name: 'Aziz',
      expiresAt: (NOW + HOUR) * 1000,
    });
    const cookie = response.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${LINK_SESSION_COOKIE}=77_${NOW + HOUR}\\.`));
    expect(cookie).toContain('HttpOnly; Secure; SameSite=Lax');
  });

  it('stranger: a link opened twice is refused the second time and gets nothing of the user', async () => {
    const search = (await signedQuery(FULL)).toString();
    expect((await postLink(search, { confirm: true })).status).toBe(200);
    // Anywhere: another browser, with or without a session of its own, confirming or not.
    for (const again of [
      () => postLink(search),
      () => postLink(search, { confirm: true }),
      async () => postLink(search, { cookie: await webCookie() }),
      async () => postLink(search, { cookie: await linkCookie(78), confirm: true }),
    ]) {
      const response = await again();
      expect(response.status).toBe(410);
      expect(await expectNothingOfTheUser(response)).toMatchObject({ code: LINK_ALREADY_USED });
    }
  });

  it('a link opened twice at the same moment starts one session', async () => {
    const search = (await signedQuery(FULL)).toString();
    const answers = await Promise.all([1, 2, 3].map(() => postLink(search, { confirm: true })));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 410, 410]);
  });

  it('the session ends with the link: cookie, its signed value and the answer alike', async () => {
    const expires = NOW + 10 * 60;
    const response = await postLink(
      (await signedQuery({ tgId: '77', expires: String(expires) })).toString(),
      { confirm: true },
    );
    expect((await response.json<{ expiresAt: number }>()).expiresAt).toBe(expires * 1000);
    const header = response.headers.get('Set-Cookie') ?? '';
    const maxAge = Number(/Max-Age=(\d+)/.exec(header)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(expires - NOW);
    // A browser that kept the cookie past its Max-Age still proves nobody after the link's expiry.
    const request = get('/api/hash', { Cookie: header.split(';')[0] ?? '' });
    const secrets = sessionSecrets(testEnv);
    expect(await readLinkSession(request, secrets, expires - 1)).toEqual({ tgId: 77, expires });
    expect(await readLinkSession(request, secrets, expires)).toBeNull();
  });

  it('anonymous: starts nothing for a tampered, unsigned or expired link', async () => {
    const tampered = await signedQuery(FULL);
    tampered.set('tgId', '78');
    const unsigned = new URLSearchParams(FULL);
    const expired = await signedQuery({ tgId: '77', expires: String(NOW - HOUR) });
    for (const query of [tampered, unsigned, expired])
      for (const confirm of [false, true]) {
        const response = await postLink(query.toString(), { confirm });
        expect(response.status).toBe(401);
        expect(await expectNothingOfTheUser(response)).toMatchObject({
          code: LINK_SESSION_REFUSED,
        });
      }
  });

  it('a refused link is not spent: its owner can still open it', async () => {
    const query = await signedQuery(FULL);
    const signature = query.get('signature') ?? '';
    query.set(
      'signature',
      signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
    expect((await postLink(query.toString(), { confirm: true })).status).toBe(401);
    query.set('signature', signature);
    expect((await postLink(query.toString(), { confirm: true })).status).toBe(200);
  });

  it('answers 400 to a body that is not a link query, and 405 to another method', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/link', {
        method: 'POST',
        // What the app sends, which the write guard lets through.
        headers: { 'Content-Type': 'application/json' },
        body: '{"search":5}',
      }),
    );
    expect(response.status).toBe(400);
    expect((await callFunction(api, get('/api/link'))).status).toBe(405);
  });
});

describe('POST /api/link asks before it signs any browser in', () => {
  for (const [what, cookie] of [
    ['no session', () => Promise.resolve(undefined)],
    ['a web session', webCookie],
    ['a link session for another Telegram user', () => linkCookie(78)],
    ['a link session for the same Telegram user', () => linkCookie(77)],
  ] as const) {
    it(`with ${what}: answers whom the link names, sets nothing and spends the link only once confirmed`, async () => {
      const search = (await signedQuery(FULL)).toString();
      const asked = await postLink(search, { cookie: await cookie() });
      expect(asked.status).toBe(200);
      expect(asked.headers.get('Set-Cookie')).toBeNull();
      expect(await asked.json()).toEqual({ asks: { name: 'Aziz' } });
      // Asked twice (a reload of the question) it is still unspent.
      expect((await postLink(search, { cookie: await cookie() })).status).toBe(200);
      const confirmed = await postLink(search, { cookie: await cookie(), confirm: true });
      expect(confirmed.status).toBe(200);
      expect(confirmed.headers.get('Set-Cookie')).toMatch(
        new RegExp(`^${LINK_SESSION_COOKIE}=77_`),
      );
    });
  }

  it('stranger: a link of a user named after the chain names them, with the last four digits of the phone they shared in Telegram', async () => {
    await recordVerifiedPhone(testEnv.DB, 501, '+998901234567');
    const search = (await signedQuery({ tgId: '501', firstName: 'Tashkent Pizza' })).toString();
    const asked = await postLink(search);
    expect(await asked.json()).toEqual({
      asks: { name: 'Tashkent Pizza', phoneEnding: '4567' },
    });
  });

  it('asks about a link without a name with nothing to name', async () => {
    const asked = await postLink((await signedQuery({ tgId: '77' })).toString());
    expect(await asked.json()).toEqual({ asks: {} });
  });
});

describe('the link nonces', () => {
  it('are pruned once their link could no longer be accepted', async () => {
    const db = testEnv.DB;
    expect(await consumeNonce(db, 'nonce-of-an-old-link-1', NOW - 2 * HOUR, NOW)).toBe(true);
    expect(await consumeNonce(db, 'nonce-of-a-live-link-1', NOW + HOUR, NOW)).toBe(true);
    expect(await consumeNonce(db, 'nonce-of-a-third-link', NOW + HOUR, NOW)).toBe(true);
    const { results } = await db
      .prepare("SELECT nonce FROM link_nonces WHERE nonce LIKE 'nonce-of-%' ORDER BY nonce")
      .all<{ nonce: string }>();
    expect(results.map(({ nonce }) => nonce)).toEqual([
      'nonce-of-a-live-link-1',
      'nonce-of-a-third-link',
    ]);
  });
});

describe('POST /api/link/end', () => {
  it('ends the link session: the cookie expires and what the browser sends then proves nobody', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/link/end', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: await linkCookie(77) },
        body: '{}',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: true });
    const header = response.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(new RegExp(`^${LINK_SESSION_COOKIE}=; Max-Age=0; Path=/;`));
    expect(header).toContain('HttpOnly; Secure; SameSite=Lax');
    const after = await callFunction(api, get('/api/hash', { Cookie: header.split(';')[0] ?? '' }));
    expect(after.status).toBe(401);
  });

  it('answers a browser without a link session alike, and 405 to another method', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/link/end', {
        method: 'POST',
        // What the app sends, which the write guard lets through.
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: true });
    expect((await callFunction(api, get('/api/link/end'))).status).toBe(405);
  });
});

describe('/api/hash with a link session', () => {
  it('owner: signs headers for the user the link vouched for', async () => {
    const response = await callFunction(api, get('/api/hash', { Cookie: await linkCookie(77) }));
    expect(response.status).toBe(200);
    const { headers } = await response.json<{ headers: Record<string, string> }>();
    const signed = new Request('http://localhost/api/tg_basket', { headers });
    expect(await verifyMessengerHeaders(signed, testEnv.MESSENGER_API_SECRET)).toBe(77);
  });

  it('stranger: a cookie edited to name another user or a later end proves nobody', async () => {
    const forged = (await linkCookie(77)).replace('=77_', '=78_');
    const later = (await linkCookie(77)).replace(`_${NOW + HOUR}.`, `_${NOW + 2 * HOUR}.`);
    expect(later).not.toBe(await linkCookie(77));
    expect((await callFunction(api, get('/api/hash', { Cookie: later }))).status).toBe(401);
    const response = await callFunction(api, get('/api/hash', { Cookie: forged }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: LINK_SESSION_REFUSED });
  });

  it('anonymous: no init data and no link session gets 401 with the link refusal', async () => {
    const response = await callFunction(api, get('/api/hash'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: LINK_SESSION_REFUSED });
  });

  it('a link session past its link’s expiry proves nobody', async () => {
    const old = await linkCookie(77, NOW - 2 * HOUR, NOW - 1);
    expect((await callFunction(api, get('/api/hash', { Cookie: old }))).status).toBe(401);
  });
});

describe('/api/token with a link session', () => {
  it('names the Telegram user the link vouched for, and nobody for a forged cookie', async () => {
    const claimsOf = async (cookie: string) => {
      const response = await callFunction(api, get('/api/token', { Cookie: cookie }));
      const { token: bearer } = await response.json<{ token: string }>();
      return verifyToken(bearer, testEnv.MAIN_API_SECRET, 'main-api');
    };
    expect((await claimsOf(await linkCookie(77)))?.customer).toEqual({ tgId: 77 });
    const forged = (await linkCookie(77)).replace('=77_', '=78_');
    expect((await claimsOf(forged))?.customer).toBeNull();
  });
});
