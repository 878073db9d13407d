import { describe, expect, it } from 'vitest';
import { signInResendAfterMs, smsCeiling } from '../../functions/lib/env';
import { clientAddress } from '../../functions/lib/rate-limit';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import {
  checkSignInCode,
  issueSignInCode,
  randomSignInCode,
  SIGN_IN_LIMITS,
} from '../../functions/lib/sign-in-codes';
import { eskizSender, SmsFailed } from '../../functions/lib/sms-sender';
import { verifyToken, type CustomerClaim } from '../../functions/lib/tokens';
import { createOrderCall, ordersCall, telegramOrderCall } from '@pizza-order-app/contract';
import { ERROR_CODES } from '@pizza-order-app/contract/common';
import { customerSelfCall } from '@pizza-order-app/contract/signed-in-customer-api';
import {
  call,
  draft,
  json,
  newClientAddress,
  pizza,
  pizzaModifiers,
  send,
} from './backend-support';
import {
  api,
  callFunction,
  mainBearer,
  newWebCustomer,
  SAME_ORIGIN,
  signContact,
  signInitData,
  testEnv,
} from './support';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';

/**
 * Signing in with a one-time SMS code (functions/api/auth/*), and one customer per verified phone
 * in the reference backend: what joins on sign-in, what never does, and who sees what.
 */

/** A phone no other test uses: its hourly caps are its own. */
const newPhone = () =>
  `+998${String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
    .padStart(9, '0')
    .slice(-9)}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...SAME_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });

const askCode = (phone: string, address = newClientAddress(), language?: string) =>
  callFunction(
    api,
    post(
      '/api/auth/code',
      { phone, ...(language ? { language } : {}) },
      {
        'CF-Connecting-IP': address,
      },
    ),
  );

const tryCode = (phone: string, typed: string, headers: Record<string, string> = {}) =>
  callFunction(
    api,
    post(
      '/api/auth/verify',
      { phone, code: typed },
      { 'CF-Connecting-IP': newClientAddress(), ...headers },
    ),
  );

/** The codes the development outbox holds for the phone, newest last. */
const sentCodes = async (phone: string) => {
  const response = await send('/api/_dev/sms');
  const { messages } = await response.json<{
    messages: { phone: string; text: string; at: string }[];
  }>();
  return messages
    .filter((message) => message.phone === phone)
    .map(({ text }) => /\b(\d{6})\b/.exec(text)?.[1] ?? '');
};
const lastCode = async (phone: string) => (await sentCodes(phone)).at(-1) ?? '';

/** The phone's last code as if sent over a minute ago: another may go now. */
const stepLastCodeBack = (phone: string) =>
  testEnv.DB.prepare('UPDATE sign_in_codes SET issued_at = issued_at - 61000 WHERE phone = ?')
    .bind(phone)
    .run();

/** Another six digits than `right`. */
const wrongOf = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

const cookieOf = (response: Response) =>
  (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';

const claimOf = async (token: string) =>
  (await verifyToken(token, testEnv.MAIN_API_SECRET, 'main-api'))?.customer ?? null;

/** The claim of the bearer /api/token hands a browser with this cookie (null: nobody). */
const claimOfCookie = async (cookie: string) => {
  const answer = await callFunction(
    api,
    new Request('http://localhost/api/token', { headers: { Cookie: cookie } }),
  );
  return claimOf((await answer.json<{ token: string }>()).token);
};

const signOutAs = (cookie: string, body: { everywhere?: boolean } = {}) =>
  callFunction(api, post('/api/auth/signout', body, { Cookie: cookie }));

/** Signs `phone` in, with the browser's cookie if it has one: the new cookie and bearer claim. */
const signIn = async (phone: string, cookie?: string) => {
  expect((await askCode(phone)).status).toBe(200);
  const response = await tryCode(phone, await lastCode(phone), cookie ? { Cookie: cookie } : {});
  expect(response.status).toBe(200);
  const { token } = await response.json<{ token: string }>();
  return { cookie: cookieOf(response), claim: await claimOf(token) };
};

/** A browser's web session as /api/session would start it: its cookie and claim. */
const newBrowser = async () => {
  const response = await callFunction(
    api,
    post('/api/session', {}, { 'CF-Connecting-IP': newClientAddress() }),
  );
  const { token } = await response.json<{ token: string }>();
  return { cookie: cookieOf(response), claim: (await claimOf(token)) as CustomerClaim };
};

const placeWebOrder = (claim: CustomerClaim, phone: string) =>
  mainBearer(claim).then((Authorization) =>
    call(
      createOrderCall,
      '/api/delivery/Create',
      json(
        'POST',
        { ...draft(`web-${crypto.randomUUID()}`), phone, language: 3 },
        { Authorization, 'CF-Connecting-IP': newClientAddress() },
      ),
    ),
  );

const self = async (claim: CustomerClaim | null) =>
  call(customerSelfCall, '/api/customer/Me?Language=3', {
    headers: { Authorization: await mainBearer(claim) },
  });

/**
 * The Telegram user shares the phone as Telegram's signed contact: the edge keeps it, and the
 * bearer it hands them next names it. Their claim.
 */
const shareContact = async (tgId: number, phone: string) => {
  const shared = await callFunction(
    api,
    post(
      '/api/phone',
      { contact: await signContact(tgId, phone.slice(1)) },
      { Authorization: `tma ${await signInitData(tgId)}` },
    ),
  );
  expect(shared.status).toBe(200);
  const token = await callFunction(
    api,
    new Request('http://localhost/api/token', {
      headers: { Authorization: `tma ${await signInitData(tgId)}` },
    }),
  );
  return claimOf((await token.json<{ token: string }>()).token);
};

const orderIdsOf = async (claim: CustomerClaim) => {
  const me = await self(claim);
  if (!me.customer) return [];
  const { orders } = await call(
    ordersCall,
    `/api/delivery/List?Language=3&customerId=${me.customer.customerId}&skip=0&take=50`,
    { headers: { Authorization: await mainBearer(claim) } },
  );
  return orders.map(({ orderId }) => orderId).sort((a, b) => a - b);
};

describe('POST /api/auth/code', () => {
  it('sends six digits by SMS in the asked language and answers only when they end and when to ask again', async () => {
    const phone = newPhone();
    const before = Date.now();
    const response = await askCode(phone, newClientAddress(), 'uz');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const answer = await response.json<{
      expiresAt: number;
      resendAt: number;
      resendInSeconds: number;
    }>();
    expect(Object.keys(answer).sort()).toEqual(['expiresAt', 'resendAt', 'resendInSeconds']);
    expect(answer.resendInSeconds).toBe(60);
    expect(answer.expiresAt - before).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.codeTtlMs);
    expect(answer.expiresAt - Date.now()).toBeLessThanOrEqual(SIGN_IN_LIMITS.codeTtlMs);
    expect(answer.resendAt - before).toBeGreaterThanOrEqual(60_000);
    const [sent] = await sentCodes(phone);
    expect(sent).toMatch(/^\d{6}$/);
    const { messages } = await (
      await send('/api/_dev/sms')
    ).json<{
      messages: { phone: string; text: string }[];
    }>();
    expect(messages.find((message) => message.phone === phone)?.text).toContain('kirish kodi');
    // D1 keeps an HMAC, never the code.
    const row = await testEnv.DB.prepare('SELECT * FROM sign_in_codes WHERE phone = ?')
      .bind(phone)
      .first<Record<string, unknown>>();
    expect(JSON.stringify(row)).not.toContain(sent);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a phone that ordered before exactly as one never seen', async () => {
    const known = newPhone();
    await placeWebOrder(newWebCustomer(), known);
    const answers = await Promise.all(
      [known, newPhone()].map(async (phone) => {
        const response = await askCode(phone);
        const body = await response.json<Record<string, number>>();
        return { status: response.status, keys: Object.keys(body).sort() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
  });

  it('refuses a resend within a minute with 429 and Retry-After, and sends nothing', async () => {
    const phone = newPhone();
    expect((await askCode(phone)).status).toBe(200);
    const again = await askCode(phone);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(again.headers.get('Retry-After'))).toBeLessThanOrEqual(60);
    expect((await again.json<{ code: string }>()).code).toBe(
      SIGN_IN_ERROR_CODES.signInResendTooSoon,
    );
    expect(await sentCodes(phone)).toHaveLength(1);
  });

  it('issues a new code after a minute, and the old one stops working', async () => {
    const phone = newPhone();
    const secret = testEnv.SESSION_SECRET;
    const now = Date.now();
    const resendAfterMs = signInResendAfterMs(testEnv);
    const first = await issueSignInCode(testEnv.DB, secret, phone, {
      resendAfterMs,
      nowMs: now - 61_000,
    });
    const soon = await issueSignInCode(testEnv.DB, secret, phone, {
      resendAfterMs,
      nowMs: now - 30_000,
    });
    expect(soon).toEqual({ ok: false, resendAt: now - 1000 });
    const second = await issueSignInCode(testEnv.DB, secret, phone, { resendAfterMs, nowMs: now });
    if (!first.ok || !second.ok) throw new Error('both codes should be issued');
    if (first.code !== second.code)
      expect(await checkSignInCode(testEnv.DB, secret, phone, first.code, now)).toBe('wrong');
    expect(await checkSignInCode(testEnv.DB, secret, phone, second.code, now)).toBe('right');
  });

  it('spends at most 30 SMS a minute and 2000 a day on the site unless the settings say otherwise', () => {
    const unset = { ...testEnv, SMS_CEILING_PER_MINUTE: '', SMS_CEILING_PER_DAY: '' };
    expect(smsCeiling(unset)).toEqual({ perMinute: 30, perDay: 2000 });
    expect(
      smsCeiling({ ...testEnv, SMS_CEILING_PER_MINUTE: '5', SMS_CEILING_PER_DAY: '100' }),
    ).toEqual({ perMinute: 5, perDay: 100 });
    for (const wrong of ['0', '-5', '1.5', 'many'])
      expect(smsCeiling({ ...unset, SMS_CEILING_PER_MINUTE: wrong }).perMinute).toBe(30);
  });

  it('waits a minute between codes unless the setting says otherwise (whole seconds above 0)', () => {
    expect(signInResendAfterMs({ ...testEnv, SIGN_IN_RESEND_SECONDS: '' })).toBe(60_000);
    expect(signInResendAfterMs({ ...testEnv, SIGN_IN_RESEND_SECONDS: '10' })).toBe(10_000);
    for (const wrong of ['0', '-5', '1.5', 'soon'])
      expect(signInResendAfterMs({ ...testEnv, SIGN_IN_RESEND_SECONDS: wrong })).toBe(60_000);
  });

  it('caps one phone at 5 codes sent an hour from any address (429, Retry-After); requests refused as too soon count for nothing', async () => {
    const phone = newPhone();
    const statuses = [];
    for (let index = 0; index <= SIGN_IN_LIMITS.codesPerPhonePerHour; index += 1) {
      const response = await askCode(phone);
      statuses.push(response.status);
      if (index === SIGN_IN_LIMITS.codesPerPhonePerHour) {
        expect((await response.json<{ code: string }>()).code).toBe(ERROR_CODES.rateLimited);
        expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
        expect(Number(response.headers.get('Retry-After'))).toBeLessThanOrEqual(3600);
        break;
      }
      // A stranger's seven quick requests: each refused as too soon, none counted (past the
      // fifth code the cap itself refuses them).
      for (
        let quick = 0;
        quick < 7 && index < SIGN_IN_LIMITS.codesPerPhonePerHour - 1;
        quick += 1
      ) {
        const tooSoon = await askCode(phone);
        expect((await tooSoon.json<{ code: string }>()).code).toBe(
          SIGN_IN_ERROR_CODES.signInResendTooSoon,
        );
      }
      await stepLastCodeBack(phone);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await sentCodes(phone)).toHaveLength(SIGN_IN_LIMITS.codesPerPhonePerHour);
  });

  it('counts an IPv6 client by its /64: a pool of its addresses is one client, another /64 another', async () => {
    const network = `2001:db8:${(crypto.getRandomValues(new Uint16Array(1))[0] ?? 0).toString(16)}:7`;
    for (let index = 1; index <= SIGN_IN_LIMITS.codesPerAddressPerHour; index += 1)
      expect((await askCode(newPhone(), `${network}::${index.toString(16)}`)).status).toBe(200);
    expect((await askCode(newPhone(), `${network}:ffff:1:2:3`)).status).toBe(429);
    expect((await askCode(newPhone(), `${network.slice(0, -1)}8::1`)).status).toBe(200);
  });

  it('stops at the site’s ceiling a minute and a day, whatever the phones and networks: 429 sms-ceiling, no SMS, the phone’s cap untouched', async () => {
    const askWith = (phone: string, env: Partial<typeof testEnv>) =>
      callFunction(
        api,
        post('/api/auth/code', { phone }, { 'CF-Connecting-IP': newClientAddress() }),
        env,
      );
    // The site's buckets as a quiet minute and day find them.
    await testEnv.DB.prepare("DELETE FROM rate_limits WHERE bucket = 'sign-in:sms:site'").run();
    const perMinute = { SMS_CEILING_PER_MINUTE: '2' };
    expect((await askWith(newPhone(), perMinute)).status).toBe(200);
    expect((await askWith(newPhone(), perMinute)).status).toBe(200);
    const phone = newPhone();
    const over = await askWith(phone, perMinute);
    expect(over.status).toBe(429);
    expect((await over.json<{ code: string }>()).code).toBe(SIGN_IN_ERROR_CODES.smsCeiling);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await sentCodes(phone)).toEqual([]);
    // The refused phone may ask at once once the ceiling allows: no code of it lives, none counted.
    expect((await askWith(phone, {})).status).toBe(200);
    // Three went today (the refused one did not count): a day's ceiling of three stops the fourth.
    const perDay = { SMS_CEILING_PER_DAY: '3' };
    expect((await askWith(newPhone(), perDay)).status).toBe(429);
  });

  it('caps one client address at 20 requests an hour, whatever the phones', async () => {
    const address = newClientAddress();
    for (let index = 0; index < SIGN_IN_LIMITS.codesPerAddressPerHour; index += 1)
      expect((await askCode(newPhone(), address)).status).toBe(200);
    const phone = newPhone();
    const over = await askCode(phone, address);
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).not.toBeNull();
    expect(await sentCodes(phone)).toEqual([]);
  });

  it('refuses a malformed phone with 400 and a request off the site’s pages with 403', async () => {
    expect((await askCode('+99890123')).status).toBe(400);
    const offSite = new Request('http://localhost/api/auth/code', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: newPhone() }),
    });
    expect((await callFunction(api, offSite)).status).toBe(403);
  });

  it('an SMS failure is one 503 sms-failed, and the phone’s live code still works', async () => {
    const phone = newPhone();
    expect((await askCode(phone)).status).toBe(200);
    const live = await lastCode(phone);
    await testEnv.DB.prepare(
      'UPDATE sign_in_codes SET issued_at = issued_at - 61000 WHERE phone = ?',
    )
      .bind(phone)
      .run();
    const failing = {
      ESKIZ_EMAIL: 'chain@example.com',
      ESKIZ_PASSWORD: 'secret',
      // A scheme fetch refuses at once: the provider is unreachable.
      ESKIZ_API_URL: 'unreachable://eskiz',
    };
    const response = await callFunction(
      api,
      post('/api/auth/code', { phone }, { 'CF-Connecting-IP': newClientAddress() }),
      failing,
    );
    expect(response.status).toBe(503);
    expect((await response.json<{ code: string }>()).code).toBe(SIGN_IN_ERROR_CODES.smsFailed);
    expect((await tryCode(phone, live)).status).toBe(200);
  });
});

describe('POST /api/auth/verify', () => {
  it('signs the browser in with the right code: a new session’s cookie and a bearer naming the phone', async () => {
    const phone = newPhone();
    const browser = await newBrowser();
    const anonymousSid = (browser.claim as { sid: string }).sid;
    const { cookie, claim } = await signIn(phone, browser.cookie);
    expect(cookie).toMatch(/^__Host-session=/);
    // A new id; the anonymous session's record joins through the first bearer only.
    const { sid, ...rest } = claim as { sid: string };
    expect(sid).not.toBe(anonymousSid);
    expect(rest).toEqual({ phone, joins: anonymousSid });
    // /api/token reads the phone back from the cookie.
    expect(await claimOfCookie(cookie)).toEqual({ sid: (claim as { sid: string }).sid, phone });
  });

  it('a used code is refused (410), the second time and after', async () => {
    const phone = newPhone();
    await askCode(phone);
    const right = await lastCode(phone);
    expect((await tryCode(phone, right)).status).toBe(200);
    const again = await tryCode(phone, right);
    expect(again.status).toBe(410);
    expect((await again.json<{ code: string }>()).code).toBe(SIGN_IN_ERROR_CODES.signInCodeExpired);
  });

  it('four wrong tries are told so; the fifth ends the code, and even the right one is refused then', async () => {
    const phone = newPhone();
    await askCode(phone);
    const right = await lastCode(phone);
    for (let index = 1; index < SIGN_IN_LIMITS.triesPerCode; index += 1) {
      const wrong = await tryCode(phone, wrongOf(right));
      expect(wrong.status).toBe(400);
      expect((await wrong.json<{ code: string }>()).code).toBe(SIGN_IN_ERROR_CODES.signInCodeWrong);
    }
    expect((await tryCode(phone, wrongOf(right))).status).toBe(410);
    expect((await tryCode(phone, right)).status).toBe(410);
  });

  it('an expired code is refused, as is a phone never sent one', async () => {
    const phone = newPhone();
    const issued = await issueSignInCode(testEnv.DB, testEnv.SESSION_SECRET, phone, {
      resendAfterMs: signInResendAfterMs(testEnv),
      nowMs: Date.now() - SIGN_IN_LIMITS.codeTtlMs - 1,
    });
    if (!issued.ok) throw new Error('the code should be issued');
    expect((await tryCode(phone, issued.code)).status).toBe(410);
    expect((await tryCode(newPhone(), '123456')).status).toBe(410);
  });

  it('two requests with the right code at once: one signs in, the other is refused', async () => {
    const phone = newPhone();
    await askCode(phone);
    const right = await lastCode(phone);
    const statuses = (await Promise.all([tryCode(phone, right), tryCode(phone, right)])).map(
      ({ status }) => status,
    );
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('a browser signed in with another phone gets a new session id: nothing of that customer carries over', async () => {
    const first = await signIn(newPhone());
    const second = await signIn(newPhone(), first.cookie);
    expect(second.claim && 'sid' in second.claim && second.claim.sid).not.toBe(
      first.claim && 'sid' in first.claim && first.claim.sid,
    );
  });

  it('refuses malformed codes with 400 and a request off the site’s pages with 403', async () => {
    for (const typed of ['12345', '1234567', 'abcdef'])
      expect((await tryCode(newPhone(), typed)).status).toBe(400);
    const offSite = post(
      '/api/auth/verify',
      { phone: newPhone(), code: '123456' },
      {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
    );
    expect((await callFunction(api, offSite)).status).toBe(403);
  });
});

describe('a scripted brute force', () => {
  it('gets five guesses per code, five codes per phone an hour, and 100 tries per address an hour', async () => {
    const phone = newPhone();
    const address = newClientAddress();
    let wrong = 0;
    let dead = 0;
    let limited = 0;
    let tries = 0;
    let codesSent = 0;
    // The attacker asks for a code and tries codes in a row until refused, again and again.
    for (let round = 0; round < 8; round += 1) {
      const asked = await askCode(phone, address);
      if (asked.status === 200) codesSent += 1;
      // A new code would be refused within a minute: step the phone's last code back in time.
      await testEnv.DB.prepare(
        'UPDATE sign_in_codes SET issued_at = issued_at - 61000 WHERE phone = ?',
      )
        .bind(phone)
        .run();
      const right = await lastCode(phone);
      for (let guess = 0; guess < 20; guess += 1) {
        const typed = String(guess + round * 20).padStart(6, '0');
        if (typed === right) continue;
        tries += 1;
        const response = await tryCode(phone, typed, { 'CF-Connecting-IP': address });
        if (response.status === 200) throw new Error('a guess signed in');
        if (response.status === 400) wrong += 1;
        if (response.status === 410) dead += 1;
        if (response.status === 429) limited += 1;
      }
    }
    expect(codesSent).toBe(SIGN_IN_LIMITS.codesPerPhonePerHour);
    // Four answered "wrong" per code (the fifth ends it), the rest found no live code.
    expect(wrong).toBe(SIGN_IN_LIMITS.codesPerPhonePerHour * (SIGN_IN_LIMITS.triesPerCode - 1));
    expect(wrong + dead).toBe(SIGN_IN_LIMITS.verifiesPerAddressPerHour);
    expect(limited).toBe(tries - SIGN_IN_LIMITS.verifiesPerAddressPerHour);
  });
});

describe('CSPRNG codes', () => {
  it('are six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, randomSignInCode);
    expect(codes.every((one) => /^\d{6}$/.test(one))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe('Eskiz', () => {
  const config = {
    apiRoot: 'https://eskiz.test/api',
    email: 'chain@example.com',
    password: 'secret',
    sender: '4546',
  };
  const fakeEskiz = (tokens: string[]) => {
    const calls: { path: string; token: string | null; form: Record<string, string> }[] = [];
    const fetcher = async (input: string, init?: RequestInit) => {
      const path = input.replace(config.apiRoot, '');
      const form = Object.fromEntries(
        [...(await new Request(input, init).formData()).entries()].map(([name, value]) => [
          name,
          String(value),
        ]),
      );
      const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
      calls.push({ path, token, form });
      if (path === '/auth/login') return Response.json({ data: { token: tokens.at(-1) } });
      return token === tokens.at(-1)
        ? Response.json({ id: 'sent', status: 'waiting' })
        : Response.json({ message: 'Expired' }, { status: 401 });
    };
    return { calls, fetcher: fetcher as unknown as typeof fetch };
  };

  it('logs in once, keeps the token for every isolate, and logs in again when it is refused', async () => {
    await testEnv.DB.prepare("DELETE FROM sms_tokens WHERE provider = 'eskiz'").run();
    const tokens = ['token-1'];
    const eskiz = fakeEskiz(tokens);
    await eskizSender(config, testEnv.DB, eskiz.fetcher).send('+998901234567', 'one');
    await eskizSender(config, testEnv.DB, eskiz.fetcher).send('+998901234567', 'two');
    expect(eskiz.calls.map(({ path }) => path)).toEqual([
      '/auth/login',
      '/message/sms/send',
      '/message/sms/send',
    ]);
    expect(eskiz.calls[1]?.form).toEqual({
      mobile_phone: '998901234567',
      message: 'one',
      from: '4546',
    });
    tokens.push('token-2');
    await eskizSender(config, testEnv.DB, eskiz.fetcher).send('+998901234567', 'three');
    expect(eskiz.calls.slice(3).map(({ path, token }) => [path, token])).toEqual([
      ['/message/sms/send', 'token-1'],
      ['/auth/login', null],
      ['/message/sms/send', 'token-2'],
    ]);
  });

  it('a refusal or an outage is SmsFailed', async () => {
    const down = (() => Promise.reject(new TypeError('network down'))) as typeof fetch;
    await expect(eskizSender(config, testEnv.DB, down).send('+998901234567', 'x')).rejects.toThrow(
      SmsFailed,
    );
    const refusing = (() => Promise.resolve(Response.json({}, { status: 400 }))) as typeof fetch;
    await expect(
      eskizSender(config, testEnv.DB, refusing).send('+998901234567', 'x'),
    ).rejects.toThrow(SmsFailed);
  });
});

describe('POST /api/auth/signout', () => {
  it('expires the session cookie; off the site’s pages it is 403, and a body it cannot read 400', async () => {
    const response = await callFunction(api, post('/api/auth/signout', {}));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: true });
    expect(response.headers.get('Set-Cookie')).toMatch(/^__Host-session=; Max-Age=0; Path=\//);
    const offSite = new Request('http://localhost/api/auth/signout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect((await callFunction(api, offSite)).status).toBe(403);
    expect((await signOutAs('', { everywhere: 'yes' } as never)).status).toBe(400);
  });

  it('ends the session on the server: a copy of its cookie taken before names nobody', async () => {
    const phone = newPhone();
    const { cookie } = await signIn(phone);
    const copy = cookie;
    expect((await signOutAs(cookie)).status).toBe(200);
    expect(await claimOfCookie(copy)).toBeNull();
    // Nor can the copy start a session of its own with the phone: it gets a new anonymous one.
    const started = await callFunction(
      api,
      post('/api/session', {}, { Cookie: copy, 'CF-Connecting-IP': newClientAddress() }),
    );
    const { token } = await started.json<{ token: string }>();
    const fresh = await claimOf(token);
    expect(fresh && Object.keys(fresh)).toEqual(['sid']);
  });

  it('on every device: each session of the phone names nobody; another phone’s stays, and the stranger’s own sign-out touches none of the owner’s', async () => {
    const phone = newPhone();
    const laptop = await signIn(phone);
    const mobile = await signIn(phone);
    const stranger = await signIn(newPhone());
    expect((await signOutAs(stranger.cookie, { everywhere: true })).status).toBe(200);
    expect(await claimOfCookie(laptop.cookie)).toMatchObject({ phone });
    expect((await signOutAs(laptop.cookie, { everywhere: true })).status).toBe(200);
    expect(await claimOfCookie(laptop.cookie)).toBeNull();
    expect(await claimOfCookie(mobile.cookie)).toBeNull();
    const other = await signIn(newPhone());
    expect((await signOutAs(other.cookie, { everywhere: true })).status).toBe(200);
    // An anonymous visitor signs out of nothing, and is told so alike.
    expect((await signOutAs((await newBrowser()).cookie, { everywhere: true })).status).toBe(200);
  });

  it('signing in again replaces the browser’s session: the cookie it held names nobody', async () => {
    const phone = newPhone();
    const first = await signIn(phone);
    const second = await signIn(phone, first.cookie);
    expect(await claimOfCookie(first.cookie)).toBeNull();
    expect(await claimOfCookie(second.cookie)).toMatchObject({ phone });
  });
});

describe('one customer per verified phone', () => {
  it('what a browser ordered before signing in joins the phone’s customer, seen on every device', async () => {
    const phone = newPhone();
    const laptop = await newBrowser();
    const before = await placeWebOrder(laptop.claim, '+998901112233');
    const { claim: laptopSignedIn } = await signIn(phone, laptop.cookie);
    const { claim: phoneSignedIn } = await signIn(phone);
    if (!laptopSignedIn || !phoneSignedIn) throw new Error('both sign in');
    const after = await placeWebOrder(phoneSignedIn, phone);
    expect(await orderIdsOf(laptopSignedIn)).toEqual([before.orderId, after.orderId]);
    expect(await orderIdsOf(phoneSignedIn)).toEqual([before.orderId, after.orderId]);
    expect((await self(phoneSignedIn)).verifiedPhone).toBe(phone);
  });

  it('a cookie copied before sign-in names nobody after it: not the customer, not their orders, not their name', async () => {
    const phone = newPhone();
    const shared = await newBrowser();
    const before = await placeWebOrder(shared.claim, '+998901112233');
    const copied = shared.cookie;
    const { claim: owner } = await signIn(phone, shared.cookie);
    if (!owner) throw new Error('signs in');
    // The owner's first read joins what the browser ordered before.
    expect(await orderIdsOf(owner)).toEqual([before.orderId]);
    const copy = await claimOfCookie(copied);
    expect(copy).toEqual({ sid: (shared.claim as { sid: string }).sid });
    expect((await self(copy)).customer).toBeNull();
    expect(await orderIdsOf(copy as CustomerClaim)).toEqual([]);
    // An order with the copy is a new anonymous customer's: the owner's name stays the owner's.
    const renamed = await placeWebOrder(copy as CustomerClaim, '+998901112233');
    expect(renamed.customerId).not.toBe(before.customerId);
    expect(await orderIdsOf(owner)).toEqual([before.orderId]);
  });

  it('reads racing with the first bearer after sign-in join what the browser ordered once, all of it', async () => {
    const phone = newPhone();
    const browser = await newBrowser();
    const before = await placeWebOrder(browser.claim, '+998901112233');
    const { claim } = await signIn(phone, browser.cookie);
    if (!claim) throw new Error('signs in');
    // The app's first reads after signing in (customer/Me, the basket) go out at once.
    const answers = await Promise.all([self(claim), self(claim), self(claim)]);
    const ids = new Set(answers.map(({ customer }) => customer?.customerId));
    expect(ids.size).toBe(1);
    expect(await orderIdsOf(claim)).toEqual([before.orderId]);
    // The phone had no customer: it is made from the contact the browser's order gave.
    expect((await self(claim)).customer?.name).toBe('Aziz');
  });

  it('an order typed with the phone never joins: its session keeps it, the phone’s customer never sees it', async () => {
    const phone = newPhone();
    const typist = newWebCustomer();
    const typed = await placeWebOrder(typist, phone);
    const { claim } = await signIn(phone);
    if (!claim) throw new Error('signs in');
    expect(await orderIdsOf(claim)).not.toContain(typed.orderId);
    expect(await orderIdsOf(typist)).toEqual([typed.orderId]);
    expect((await self(typist)).verifiedPhone).toBeNull();
  });

  it('a Telegram user whose contact verified the phone is the same customer: both histories in both', async () => {
    const phone = newPhone();
    const tgId = 700_000 + Math.floor(Math.random() * 100_000);
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const inTelegram = await call(
      telegramOrderCall,
      '/api/tg_order',
      json(
        'POST',
        { ...draft(`tg-${crypto.randomUUID()}`), tgId },
        { ...headers, 'CF-Connecting-IP': newClientAddress() },
      ),
    );
    const { claim: web } = await signIn(phone);
    if (!web) throw new Error('signs in');
    const onWeb = await placeWebOrder(web, phone);
    const telegram = await shareContact(tgId, phone);
    expect(telegram).toEqual({ tgId, phone });
    if (!telegram) throw new Error('a claim');
    const both = [inTelegram.orderId, onWeb.orderId].sort((a, b) => a - b);
    expect(await orderIdsOf(telegram)).toEqual(both);
    expect(await orderIdsOf(web)).toEqual(both);
    // A later messenger order (keyed by the Telegram id) lands with the phone's customer too.
    const later = await call(
      telegramOrderCall,
      '/api/tg_order',
      json(
        'POST',
        { ...draft(`tg-${crypto.randomUUID()}`), tgId },
        { ...headers, 'CF-Connecting-IP': newClientAddress() },
      ),
    );
    expect(await orderIdsOf(web)).toEqual([...both, later.orderId]);
  });

  it('a Telegram user without a shared contact stays their own customer', async () => {
    const tgId = 800_000 + Math.floor(Math.random() * 100_000);
    const token = await callFunction(
      api,
      new Request('http://localhost/api/token', {
        headers: { Authorization: `tma ${await signInitData(tgId)}` },
      }),
    );
    expect(await claimOf((await token.json<{ token: string }>()).token)).toEqual({ tgId });
  });
});

describe('personal endpoints with the phone claim: owner, stranger, anonymous', () => {
  const setUp = async () => {
    const phone = newPhone();
    const { claim: owner } = await signIn(phone);
    if (!owner) throw new Error('signs in');
    const order = await placeWebOrder(owner, phone);
    const { claim: ownerElsewhere } = await signIn(phone);
    const { claim: stranger } = await signIn(newPhone());
    if (!ownerElsewhere || !stranger) throw new Error('signs in');
    return { owner: ownerElsewhere, stranger, order };
  };
  const getAs = async (path: string, claim: CustomerClaim | null) =>
    send(path, { headers: { Authorization: await mainBearer(claim) } });

  it('GET /api/customer/Me: each caller gets only their own', async () => {
    const { owner, stranger, order } = await setUp();
    expect((await self(owner)).customer?.customerId).toBe(order.customerId);
    expect((await self(stranger)).customer).toBeNull();
    expect(await self(null)).toEqual({ customer: null, verifiedPhone: null });
    expect((await send('/api/customer/Me?Language=3')).status).toBe(401);
  });

  it.each([
    ['GET /api/customer/Get', (id: number) => `/api/customer/Get?Language=3&customerId=${id}`],
    [
      'GET /api/delivery/List',
      (id: number) => `/api/delivery/List?Language=3&customerId=${id}&skip=0&take=10`,
    ],
  ])(
    '%s: the owner on another device 200, a stranger and an anonymous visitor 403',
    async (_, path) => {
      const { owner, stranger, order } = await setUp();
      expect((await getAs(path(order.customerId), owner)).status).toBe(200);
      expect((await getAs(path(order.customerId), stranger)).status).toBe(403);
      expect((await getAs(path(order.customerId), null)).status).toBe(403);
    },
  );

  it('GET /api/delivery/Get: the owner on another device sees it whole, a stranger and an anonymous visitor 404', async () => {
    const { owner, stranger, order } = await setUp();
    const path = `/api/delivery/Get?Language=3&orderId=${order.orderId}`;
    const whole = await getAs(path, owner);
    expect(whole.status).toBe(200);
    expect((await whole.json<{ view: string }>()).view).toBe('owner');
    expect((await getAs(path, stranger)).status).toBe(404);
    expect((await getAs(path, null)).status).toBe(404);
  });
});

describe('saved addresses of a phone’s customer: owner, stranger, anonymous', () => {
  const HOME = {
    id: 'home',
    coordinates: [69.2, 41.3],
    title: 'Home',
    address: 'Chilanzar 9',
    iconSrc: '',
    apartment: '12',
  };
  const put = async (claim: CustomerClaim | null, addresses: unknown) =>
    send(
      '/api/customer/Addresses',
      json(
        'PUT',
        { addresses },
        { Authorization: await mainBearer(claim), 'CF-Connecting-IP': newClientAddress() },
      ),
    );
  const read = async (claim: CustomerClaim | null) =>
    send('/api/customer/Addresses?Language=3', {
      headers: { Authorization: await mainBearer(claim) },
    });

  it('the owner keeps them on every device; a stranger sees only theirs; anyone without a verified phone gets 401', async () => {
    const phone = newPhone();
    const { claim: laptop } = await signIn(phone);
    if (!laptop) throw new Error('signs in');
    expect((await put(laptop, [HOME])).status).toBe(200);
    const { claim: other } = await signIn(phone);
    if (!other) throw new Error('signs in');
    expect(await (await read(other)).json()).toEqual({ addresses: [HOME] });
    const { claim: stranger } = await signIn(newPhone());
    if (!stranger) throw new Error('signs in');
    expect(await (await read(stranger)).json()).toEqual({ addresses: [] });
    for (const nobody of [null, newWebCustomer()]) {
      expect((await read(nobody)).status).toBe(401);
      expect((await put(nobody, [HOME])).status).toBe(401);
    }
    // The customer saving addresses before any order is the phone's, and their first order lands there.
    const order = await placeWebOrder(other, phone);
    expect((await self(laptop)).customer?.customerId).toBe(order.customerId);
  });

  it('refuses a list that is not addresses, or too long, with 400', async () => {
    const { claim } = await signIn(newPhone());
    if (!claim) throw new Error('signs in');
    expect((await put(claim, [{ id: 'x' }])).status).toBe(400);
    expect(
      (
        await put(
          claim,
          Array.from({ length: 51 }, (_, index) => ({ ...HOME, id: `a${index}` })),
        )
      ).status,
    ).toBe(400);
  });
});

describe('the basket of a phone’s customer: owner, stranger, anonymous', () => {
  const ONE_PIZZA = [{ id: pizza.id, count: 1, modifiers: pizzaModifiers }];
  const TWO_PIZZAS = [{ id: pizza.id, count: 2, modifiers: pizzaModifiers }];
  const put = async (claim: CustomerClaim | null, products: unknown) =>
    send(
      '/api/customer/Basket',
      json(
        'PUT',
        { products },
        { Authorization: await mainBearer(claim), 'CF-Connecting-IP': newClientAddress() },
      ),
    );
  const read = async (claim: CustomerClaim | null) =>
    send('/api/customer/Basket?Language=3', {
      headers: { Authorization: await mainBearer(claim) },
    });
  const productsOf = async (claim: CustomerClaim) =>
    (await (await read(claim)).json<{ products: unknown[] }>()).products;

  it('the owner has it on every device; a stranger sees only theirs; anyone without a verified phone gets 401', async () => {
    const phone = newPhone();
    const { claim: laptop } = await signIn(phone);
    const { claim: stranger } = await signIn(newPhone());
    if (!laptop || !stranger) throw new Error('signs in');
    expect((await put(laptop, ONE_PIZZA)).status).toBe(200);
    const { claim: other } = await signIn(phone);
    if (!other) throw new Error('signs in');
    expect(await productsOf(other)).toEqual(ONE_PIZZA);
    expect((await put(other, TWO_PIZZAS)).status).toBe(200);
    expect(await productsOf(laptop)).toEqual(TWO_PIZZAS);
    expect(await productsOf(stranger)).toEqual([]);
    for (const nobody of [null, newWebCustomer()]) {
      expect((await read(nobody)).status).toBe(401);
      expect((await put(nobody, ONE_PIZZA)).status).toBe(401);
    }
    expect(await productsOf(laptop)).toEqual(TWO_PIZZAS);
  });

  it('refuses what is not a basket with 400 and a dish it cannot take with 409, keeping the one it had', async () => {
    const { claim } = await signIn(newPhone());
    if (!claim) throw new Error('signs in');
    expect((await put(claim, ONE_PIZZA)).status).toBe(200);
    expect((await put(claim, [{ ...ONE_PIZZA[0], customerId: 1 }])).status).toBe(400);
    expect((await put(claim, [{ ...ONE_PIZZA[0], count: 51 }])).status).toBe(400);
    expect(
      (
        await put(
          claim,
          Array.from({ length: 31 }, () => ONE_PIZZA[0]),
        )
      ).status,
    ).toBe(400);
    expect((await put(claim, [{ id: 999_999, count: 1, modifiers: [] }])).status).toBe(409);
    expect(await productsOf(claim)).toEqual(ONE_PIZZA);
  });

  it('an order placed on one device empties the basket on all of them', async () => {
    const phone = newPhone();
    const { claim: laptop } = await signIn(phone);
    const { claim: other } = await signIn(phone);
    if (!laptop || !other) throw new Error('signs in');
    expect((await put(laptop, ONE_PIZZA)).status).toBe(200);
    await placeWebOrder(other, phone);
    expect(await productsOf(laptop)).toEqual([]);
  });

  it('a Telegram user with the verified phone shares it: their basket joins, and then one basket serves both', async () => {
    const phone = newPhone();
    const tgId = 900_000 + Math.floor(Math.random() * 90_000);
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const tgBasket = async () =>
      (
        await (
          await send(`/api/tg_basket?tgId=${tgId}`, { headers })
        ).json<{
          result: { products: unknown[] };
        }>()
      ).result.products;
    const saved = await send('/api/tg_basket', json('PUT', { tgId, products: ONE_PIZZA }, headers));
    expect(saved.status).toBe(200);
    const { claim: web } = await signIn(phone);
    if (!web) throw new Error('signs in');
    // Before the Telegram user is known by the phone, the baskets are two.
    const GARLIC_BREAD = { id: 304, count: 1, modifiers: [] };
    expect((await put(web, [GARLIC_BREAD])).status).toBe(200);
    expect(await tgBasket()).toEqual(ONE_PIZZA);
    const telegram = await shareContact(tgId, phone);
    if (!telegram) throw new Error('a claim');
    // The first call naming the phone joins the Telegram user, and their basket, to the customer:
    // the customer's lines first, the Telegram user's other dishes added.
    await self(telegram);
    expect(await productsOf(web)).toEqual([GARLIC_BREAD, ...ONE_PIZZA]);
    expect(await tgBasket()).toEqual([GARLIC_BREAD, ...ONE_PIZZA]);
    // Joined once: another call adds nothing twice.
    await self(telegram);
    expect(await productsOf(web)).toEqual([GARLIC_BREAD, ...ONE_PIZZA]);
    expect((await put(web, TWO_PIZZAS)).status).toBe(200);
    expect(await tgBasket()).toEqual(TWO_PIZZAS);
    const order = await send(
      '/api/tg_order',
      json(
        'POST',
        { ...draft(`tg-${crypto.randomUUID()}`), tgId },
        { ...headers, 'CF-Connecting-IP': newClientAddress() },
      ),
    );
    expect(order.status).toBe(200);
    expect(await productsOf(web)).toEqual([]);
  });

  it('a Telegram user who only typed the phone in an order keeps a basket of their own', async () => {
    const phone = newPhone();
    const tgId = 990_000 + Math.floor(Math.random() * 9_000);
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const typed = await send(
      '/api/tg_order',
      json(
        'POST',
        { ...draft(`tg-${crypto.randomUUID()}`), phone, tgId },
        { ...headers, 'CF-Connecting-IP': newClientAddress() },
      ),
    );
    expect(typed.status).toBe(200);
    await send('/api/tg_basket', json('PUT', { tgId, products: ONE_PIZZA }, headers));
    const { claim: web } = await signIn(phone);
    if (!web) throw new Error('signs in');
    expect(await productsOf(web)).toEqual([]);
    expect((await put(web, TWO_PIZZAS)).status).toBe(200);
    const { result } = await (
      await send(`/api/tg_basket?tgId=${tgId}`, { headers })
    ).json<{ result: { products: unknown[] } }>();
    expect(result.products).toEqual(ONE_PIZZA);
  });
});

describe('the network a request is counted by', () => {
  const from = (address: string) =>
    clientAddress(new Request('http://localhost/', { headers: { 'CF-Connecting-IP': address } }));

  it('is an IPv6 client’s /64 however it is written, an IPv4 client’s address, mapped or not', () => {
    expect(from('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(from('2001:0db8:0000:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:12::/64');
    expect(from('203.0.113.7')).toBe('203.0.113.7');
    expect(from('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(new Request('http://localhost/'))).toBe('unknown');
  });
});
