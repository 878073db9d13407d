import { beforeEach, describe, expect, it, vi } from 'vitest';
import { botText } from '../../functions/lib/bot/texts';
import { sessionSecrets } from '../../functions/lib/env';
import { readLiveWebSession } from '../../functions/lib/signed-in-sessions';
import {
  deviceOf,
  TELEGRAM_LOGIN_COOKIE,
  TELEGRAM_LOGIN_TTL_MS,
} from '../../functions/lib/telegram-logins';
import { verifyToken } from '../../functions/lib/tokens';
import { recordVerifiedPhone } from '../../functions/lib/verified-phones';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';
import {
  botCalls,
  forgetBotCalls,
  messageUpdate,
  newUpdateId,
  postUpdate,
  sentMessages,
  type TestUser,
} from './bot-support';
import { api, callFunction, SAME_ORIGIN, testEnv } from './support';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let userIds = 61_000;
/** A Telegram user of the chain's bot; with `phone`, one who shared it in Telegram before. */
const telegramUser = async (phone?: string): Promise<TestUser> => {
  const user = { id: userIds++, first_name: 'Aziz', language_code: 'ru' };
  if (phone) await recordVerifiedPhone(testEnv.DB, user.id, phone);
  return user;
};

let phones = 0;
const newPhone = () => `+99890${String(4_000_000 + phones++).padStart(7, '0')}`;

/** A browser starts a sign-in: its link, token and the cookie that binds it. */
const startLogin = async (headers: Record<string, string> = {}) => {
  const response = await callFunction(
    api,
    new Request('http://localhost/api/auth/telegram', {
      method: 'POST',
      headers: {
        ...SAME_ORIGIN,
        'Content-Type': 'application/json',
        'User-Agent': CHROME_ON_WINDOWS,
        ...headers,
      },
      body: '{}',
    }),
  );
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  const body = response.ok
    ? await response.json<{ url: string; token: string; expiresAt: number }>()
    : null;
  return { response, body, cookie: setCookie.split(';')[0] ?? '' };
};

/** The browser asks how its sign-in stands. */
const checkLogin = (token: string, cookie: string | null) =>
  callFunction(
    api,
    new Request('http://localhost/api/auth/telegram/status', {
      method: 'POST',
      headers: {
        ...SAME_ORIGIN,
        'Content-Type': 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify({ token }),
    }),
  );

const openInBot = (user: TestUser, token: string) =>
  postUpdate(messageUpdate(`/start login-${token}`, user));

/** What the user taps under the bot's question. */
const pressButton = async (user: TestUser, data: string) =>
  postUpdate({
    update_id: newUpdateId(),
    callback_query: {
      id: String(newUpdateId()),
      from: { is_bot: false, ...user },
      chat_instance: '1',
      message: { message_id: 5, date: 1, chat: { id: user.id, type: 'private' }, text: '…' },
      data,
    },
  });

/** The buttons of the bot's last question to `user`. */
const lastQuestionTo = async (user: TestUser) => {
  const last = (await botCalls())
    .filter(({ method, body }) => method === 'sendMessage' && body.chat_id === user.id)
    .at(-1)?.body as
    | { text: string; reply_markup?: { inline_keyboard?: { callback_data: string }[][] } }
    | undefined;
  const buttons = last?.reply_markup?.inline_keyboard?.[0];
  return { text: last?.text, yes: buttons?.[0]?.callback_data, no: buttons?.[1]?.callback_data };
};

const editedTexts = async () =>
  (await botCalls())
    .filter(({ method }) => method === 'editMessageText')
    .map(({ body }) => body.text);

const codeOf = async (response: Response) => (await response.json<{ code?: string }>()).code;

beforeEach(async () => {
  await forgetBotCalls();
});

describe('sign-in through the chain’s bot', () => {
  it('owner: the bot asks by the browser’s name, "Войти" signs that browser in with the phone shared in Telegram, once', async () => {
    const phone = newPhone();
    const user = await telegramUser(phone);
    const { response, body, cookie } = await startLogin();
    expect(response.status).toBe(200);
    expect(body?.url).toBe(`https://t.me/${testEnv.BOT_USERNAME}?start=login-${body?.token}`);
    expect(cookie).toMatch(new RegExp(`^${TELEGRAM_LOGIN_COOKIE}=[\\w-]{22}$`));
    expect(response.headers.get('Set-Cookie')).toContain('HttpOnly; Secure; SameSite=Lax');
    const token = body?.token ?? '';

    expect(await (await checkLogin(token, cookie)).json()).toEqual({ state: 'waiting' });
    await openInBot(user, token);
    const question = await lastQuestionTo(user);
    expect(question.text).toBe(botText('ru', 'login-confirm', { device: 'Chrome, Windows' }));
    expect(await (await checkLogin(token, cookie)).json()).toEqual({ state: 'waiting' });

    await pressButton(user, question.yes ?? '');
    expect(await editedTexts()).toEqual([botText('ru', 'login-done')]);
    const signedIn = await checkLogin(token, cookie);
    expect(signedIn.status).toBe(200);
    const answer = await signedIn.json<{ state: string; phone: string; token: string }>();
    expect(answer).toMatchObject({ state: 'signed-in', phone });
    const claims = await verifyToken(answer.token, testEnv.MAIN_API_SECRET, 'main-api');
    expect(claims?.customer).toMatchObject({ phone });
    const cookies = [...signedIn.headers.entries()]
      .filter(([name]) => name === 'set-cookie')
      .map(([, value]) => value);
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(new RegExp(`^${TELEGRAM_LOGIN_COOKIE}=; Max-Age=0`));
    const session = await readLiveWebSession(
      new Request('http://localhost/', { headers: { Cookie: cookies[0]?.split(';')[0] ?? '' } }),
      sessionSecrets(testEnv),
      testEnv.DB,
    );
    expect(session?.phone).toBe(phone);

    // Used: neither the browser again nor the bot's buttons do anything more.
    const again = await checkLogin(token, cookie);
    expect(again.status).toBe(410);
    expect(await codeOf(again)).toBe(SIGN_IN_ERROR_CODES.telegramLoginUsed);
    await pressButton(user, question.no ?? '');
    expect((await editedTexts()).at(-1)).toBe(botText('ru', 'login-used'));
  });

  it('asks a user whose phone the edge does not know for their own contact first', async () => {
    const user = await telegramUser();
    const { body, cookie } = await startLogin();
    const token = body?.token ?? '';
    await openInBot(user, token);
    const [asked] = await botCalls();
    expect(asked?.body).toMatchObject({
      text: botText('ru', 'login-share-phone'),
      reply_markup: {
        keyboard: [[{ text: botText('ru', 'login-share-button'), request_contact: true }]],
      },
    });

    const contact = (owner: number, phone_number: string) => ({
      ...messageUpdate('', user),
      message: {
        ...messageUpdate('', user).message,
        text: undefined,
        contact: { phone_number, first_name: 'Aziz', user_id: owner },
      },
    });
    // Somebody else's card is not their phone.
    await postUpdate(contact(user.id + 1, '998901112233'));
    expect((await lastQuestionTo(user)).text).toBe(botText('ru', 'login-contact-not-yours'));
    // Another country's number cannot sign in on the site.
    await postUpdate(contact(user.id, '79161234567'));
    expect((await lastQuestionTo(user)).text).toBe(botText('ru', 'login-phone-unsupported'));

    await postUpdate(contact(user.id, '998901112233'));
    const question = await lastQuestionTo(user);
    expect(question.text).toBe(botText('ru', 'login-confirm', { device: 'Chrome, Windows' }));
    await pressButton(user, question.yes ?? '');
    expect(await (await checkLogin(token, cookie)).json()).toMatchObject({
      state: 'signed-in',
      phone: '+998901112233',
    });
  });

  it('"Отмена" ends it: the browser is told so and signs in with nothing', async () => {
    const user = await telegramUser(newPhone());
    const { body, cookie } = await startLogin();
    await openInBot(user, body?.token ?? '');
    await pressButton(user, (await lastQuestionTo(user)).no ?? '');
    expect(await editedTexts()).toEqual([botText('ru', 'login-cancelled')]);
    const check = await checkLogin(body?.token ?? '', cookie);
    expect(check.status).toBe(410);
    expect(check.headers.get('Set-Cookie')).toBeNull();
    expect(await codeOf(check)).toBe(SIGN_IN_ERROR_CODES.telegramLoginCancelled);
  });

  it('stranger: another browser, a forged key or no key signs in nothing, even once confirmed', async () => {
    const user = await telegramUser(newPhone());
    const { body, cookie } = await startLogin();
    const other = await startLogin();
    const token = body?.token ?? '';
    await openInBot(user, token);
    await pressButton(user, (await lastQuestionTo(user)).yes ?? '');
    for (const stranger of [other.cookie, `${TELEGRAM_LOGIN_COOKIE}=${'A'.repeat(22)}`, null]) {
      const check = await checkLogin(token, stranger);
      expect(check.status).toBe(403);
      expect(check.headers.get('Set-Cookie')).toBeNull();
      expect(await codeOf(check)).toBe(SIGN_IN_ERROR_CODES.telegramLoginOtherBrowser);
    }
    // The browser that started it still signs in.
    expect((await checkLogin(token, cookie)).status).toBe(200);
  });

  it('stranger: a Telegram user other than the one who opened it can neither open nor answer it', async () => {
    const owner = await telegramUser(newPhone());
    const stranger = await telegramUser(newPhone());
    const { body, cookie } = await startLogin();
    const token = body?.token ?? '';
    await openInBot(owner, token);
    const question = await lastQuestionTo(owner);
    await openInBot(stranger, token);
    expect((await lastQuestionTo(stranger)).text).toBe(botText('ru', 'login-used'));
    await pressButton(stranger, question.yes ?? '');
    expect(await editedTexts()).toEqual([botText('ru', 'login-used')]);
    expect(await (await checkLogin(token, cookie)).json()).toEqual({ state: 'waiting' });
  });

  it('expires after five minutes, in the bot and in the browser', async () => {
    const user = await telegramUser(newPhone());
    const { body, cookie } = await startLogin();
    const token = body?.token ?? '';
    await openInBot(user, token);
    const question = await lastQuestionTo(user);
    vi.setSystemTime(Date.now() + TELEGRAM_LOGIN_TTL_MS + 1000);
    await pressButton(user, question.yes ?? '');
    expect(await editedTexts()).toEqual([botText('ru', 'login-expired')]);
    const check = await checkLogin(token, cookie);
    expect(check.status).toBe(410);
    expect(await codeOf(check)).toBe(SIGN_IN_ERROR_CODES.telegramLoginExpired);
    // A sign-in first opened in the bot after its five minutes is expired there too.
    const late = (await startLogin()).body?.token ?? '';
    vi.setSystemTime(Date.now() + TELEGRAM_LOGIN_TTL_MS + 1000);
    await openInBot(user, late);
    expect((await lastQuestionTo(user)).text).toBe(botText('ru', 'login-expired'));
  });

  it('anonymous: a made-up token or a malformed one is an expired sign-in everywhere', async () => {
    const user = await telegramUser(newPhone());
    for (const payload of ['login-AAAAAAAAAAAAAAAAAAAAAA', 'login-short', 'login-'])
      await postUpdate(messageUpdate(`/start ${payload}`, user));
    const sent = await sentMessages();
    expect(sent.map(({ text }) => text)).toEqual(Array(3).fill(botText('ru', 'login-expired')));
    expect((await checkLogin('A'.repeat(22), null)).status).toBe(410);
    expect((await checkLogin('short', null)).status).toBe(400);
  });

  it('starts only from the site’s own pages and only where the bot is configured', async () => {
    const offSite = await startLogin({
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://evil.example',
    });
    expect(offSite.response.status).toBe(403);
    const response = await callFunction(
      api,
      new Request('http://localhost/api/auth/telegram', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
        body: '{}',
      }),
      { BOT_USERNAME: '' },
    );
    expect(response.status).toBe(503);
    expect(await codeOf(response)).toBe(SIGN_IN_ERROR_CODES.telegramLoginUnavailable);
  });
});

describe('the browser as the bot names it', () => {
  it('reads the browser and the system, and says nothing it does not know', () => {
    expect(deviceOf(CHROME_ON_WINDOWS)).toBe('Chrome, Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari, iOS');
    expect(deviceOf(null)).toBe('');
    expect(deviceOf('x'.repeat(500)).length).toBeLessThanOrEqual(64);
  });
});
