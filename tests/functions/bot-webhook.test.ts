import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyBotLink } from '../../functions/lib/bot-link';
import { WEB_LINK_TTL_SECONDS } from '../../functions/lib/bot/bot';
import { chatOf, updateChat } from '../../functions/lib/bot/chats';
import { botText } from '../../functions/lib/bot/texts';
import { LANGUAGES, type Language } from '@pizza-order-app/contract/config/languages';
import { MAX_REQUEST_BODY_BYTES } from '@pizza-order-app/contract/limits';
import {
  botCalls,
  CUSTOMER,
  forgetBotCalls,
  messageUpdate,
  newUpdateId,
  onlyMessage,
  OPERATOR,
  postUpdate,
  sentMessages,
} from './bot-support';
import { api, callFunction, SAME_ORIGIN, testEnv } from './support';

const TAG: Readonly<Record<Language, string>> = { ru: 'ru', en: 'en-GB', uz: 'uz' };
/** The menu as the bot opens it inside Telegram: marked for the edge (telegram-query.ts). */
const MENU: Readonly<Record<Language, string>> = {
  ru: 'http://localhost/?tg=1',
  en: 'http://localhost/en/?tg=1',
  uz: 'http://localhost/uz/?tg=1',
};

let userIds = 5000;
/** A user the edge has never met, speaking a language. */
const newUser = (language_code?: string) => ({
  id: userIds++,
  first_name: 'Aziz',
  ...(language_code ? { language_code } : {}),
});

beforeEach(async () => {
  await forgetBotCalls();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Telegram webhook', () => {
  it('refuses an update without the webhook secret with 401, whatever the request says', async () => {
    for (const secret of [
      null,
      '',
      'wrong',
      `${testEnv.TELEGRAM_WEBHOOK_SECRET}x`,
      'test-webhook-secreT',
    ])
      expect((await postUpdate(messageUpdate('/start'), { secret })).status).toBe(401);
    expect(await botCalls()).toEqual([]);
  });

  it('is no cross-site write: the write guard leaves it to its secret', async () => {
    const response = await postUpdate(messageUpdate('/start'), {
      headers: { Origin: 'https://elsewhere.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });

  it('reads no body over the contract’s limit (413), as every write at /api', async () => {
    const update = { ...messageUpdate('/start'), padding: 'x'.repeat(MAX_REQUEST_BODY_BYTES) };
    expect((await postUpdate(update)).status).toBe(413);
    expect(await botCalls()).toEqual([]);
  });

  it('answers a body that is no update with 400 and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const body of ['not json', '[]', '{}', '{"update_id":"7"}', '{"update_id":-1}'])
      expect((await postUpdate(body)).status).toBe(400);
    expect(warn).toHaveBeenCalledTimes(5);
    expect(await botCalls()).toEqual([]);
  });

  it('handles an update id once, however often Telegram sends it', async () => {
    const update = messageUpdate('/start');
    const answers = await Promise.all([postUpdate(update), postUpdate(update)]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    expect((await postUpdate(update)).status).toBe(200);
    expect(await sentMessages()).toHaveLength(1);
  });

  it('answers 200 to updates it ignores: edited messages, other bots, groups, callbacks', async () => {
    const edited = { update_id: newUpdateId(), edited_message: messageUpdate('/start').message };
    const fromBot = messageUpdate('/start', { id: 9, first_name: 'Spam', is_bot: true });
    const inGroup = messageUpdate('/start', CUSTOMER, { chatType: 'group' });
    const callback = {
      update_id: newUpdateId(),
      callback_query: {
        id: '1',
        from: { id: 77, is_bot: false, first_name: 'A' },
        chat_instance: '1',
        data: 'x',
      },
    };
    const unknownKind = { update_id: newUpdateId(), some_future_kind: { id: 1 } };
    for (const update of [edited, fromBot, inGroup, callback, unknownKind])
      expect((await postUpdate(update)).status).toBe(200);
    expect(await botCalls()).toEqual([]);
  });

  it('answers 200 when the Bot API is down, and logs the failure: no retry loop', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    const response = await postUpdate(messageUpdate('/start'), {
      env: { TELEGRAM_API_URL: 'https://api.telegram.example' },
    });
    expect(response.status).toBe(200);
    expect(error).toHaveBeenCalledWith('telegram webhook: the update failed', expect.anything());
  });
});

describe('the Bot API double', () => {
  it('answers as Telegram does only for the bot’s token', async () => {
    const call = (token: string) =>
      callFunction(
        api,
        new Request(`http://localhost/api/_dev/bot-api/bot${token}/getMe`, { method: 'POST' }),
      );
    expect(await (await call(testEnv.TELEGRAM_BOT_TOKEN)).json()).toEqual({
      ok: true,
      result: true,
    });
    const refused = await call('1:another');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      ok: false,
      error_code: 401,
      description: 'Unauthorized',
    });
  });

  it('is not there without the reference backend: 404', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/_dev/bot-api/calls'),
      { REFERENCE_BACKEND: '' },
    );
    expect(response.status).toBe(404);
  });
});

describe('/start', () => {
  it.each(LANGUAGES)(
    'greets in %s, Telegram’s language, with the app’s menu as a Web App',
    async (language) => {
      const user = newUser(TAG[language]);
      await postUpdate(messageUpdate('/start', user));
      const message = await onlyMessage();
      expect(message.chat_id).toBe(user.id);
      expect(message.text).toBe(botText(language, 'greeting', { name: 'Aziz' }));
      expect(message.button).toEqual({
        text: botText(language, 'open'),
        web_app: { url: MENU[language] },
      });
    },
  );

  it('speaks Russian to a user whose language the app does not have, or who names none', async () => {
    for (const user of [newUser('de'), newUser()]) {
      await forgetBotCalls();
      await postUpdate(messageUpdate('/start', user));
      expect((await onlyMessage()).button?.web_app?.url).toBe(MENU.ru);
    }
  });

  it('speaks the language the customer chose in the app once the edge knows it', async () => {
    const user = newUser('ru');
    await updateChat(testEnv.DB, user.id, { language: 'en' });
    await postUpdate(messageUpdate('/start', user));
    expect((await onlyMessage()).text).toBe(botText('en', 'greeting', { name: 'Aziz' }));
  });

  it.each(LANGUAGES)(
    'opens the app with a payload’s hints, in the payload’s language (%s)',
    async (language) => {
      await postUpdate(messageUpdate(`/start p_r1_l${language}`, newUser('en')));
      const message = await onlyMessage();
      expect(message.text).toBe(botText(language, 'greeting', { name: 'Aziz' }));
      expect(message.button?.web_app?.url).toBe(`${MENU[language]}&startapp=p_r1_l${language}`);
    },
  );

  it('keeps a payload’s good segments and drops the bad ones, one by one', async () => {
    await postUpdate(messageUpdate('/start f3_rX_lde_zz_d_i0_r12', newUser('en')));
    expect((await onlyMessage()).button?.web_app?.url).toBe(`${MENU.en}&startapp=d_r12_f3`);
    await forgetBotCalls();
    await postUpdate(messageUpdate('/start <script>&x=1', newUser('uz')));
    expect((await onlyMessage()).button?.web_app?.url).toBe(MENU.uz);
  });

  it('answers a command it does not know, or any text, as /start', async () => {
    await postUpdate(messageUpdate('/order@pizza_test_bot pizza!!!', newUser('en')));
    await postUpdate(messageUpdate('where is my pizza?', newUser('en')));
    const sent = await sentMessages();
    expect(sent.map(({ text }) => text)).toEqual([
      botText('en', 'greeting', { name: 'Aziz' }),
      botText('en', 'greeting', { name: 'Aziz' }),
    ]);
  });

  it('writes a blocked customer again once they start the bot again', async () => {
    const user = newUser('uz');
    await updateChat(testEnv.DB, user.id, { mayWrite: true, blocked: true });
    await postUpdate(messageUpdate('/start', user));
    expect(await chatOf(testEnv.DB, user.id)).toEqual({
      language: null,
      mayWrite: true,
      blocked: false,
    });
  });
});

// Issue 38: the bot's menu is Menu, My orders, Repeat last order, Contacts, Language, and /help.
describe('the bot’s menu', () => {
  it('says what the bot does on /help, naming the brand as the app does', async () => {
    await postUpdate(messageUpdate('/help', newUser('uz')));
    const { text, button } = await onlyMessage();
    expect(text).toBe(botText('uz', 'help', { brand: 'Toshkent Pitsa' }));
    for (const command of ['/menu', '/orders', '/repeat', '/contacts', '/language'])
      expect(text).toContain(`${command} — `);
    expect(button).toBeUndefined();
  });

  it('opens the menu on /menu, as /start does', async () => {
    await postUpdate(messageUpdate('/menu', newUser('en')));
    expect((await onlyMessage()).button).toEqual({
      text: botText('en', 'open'),
      web_app: { url: MENU.en },
    });
  });

  it.each([
    ['/orders', 'orders-ready', 'orders-open', '/en/profile?tg=1'],
    ['/contacts', 'contacts-ready', 'contacts-open', '/en/contacts?tg=1'],
    ['/repeat', 'repeat-none', 'orders-open', '/en/profile?tg=1'],
  ] as const)('answers %s with its screen in the app', async (command, key, open, path) => {
    await postUpdate(messageUpdate(command, newUser('en')));
    const { text, button } = await onlyMessage();
    expect(text).toBe(botText('en', key));
    expect(button).toEqual({
      text: botText('en', open),
      web_app: { url: `http://localhost${path}` },
    });
  });

  it('repeats the last order the bot told this user about, never another user’s', async () => {
    const user = newUser('ru');
    const stranger = newUser('ru');
    const told = (orderId: number, tgId: number, updatedAt: number) =>
      testEnv.DB.prepare(
        `INSERT INTO order_news (order_id, status_code, tg_id, state, attempts, updated_at)
         VALUES (?, 2, ?, 'sent', 1, ?)`,
      )
        .bind(orderId, tgId, updatedAt)
        .run();
    await told(91_001, user.id, 100);
    await told(91_002, user.id, 200);
    await told(91_003, stranger.id, 300);
    await postUpdate(messageUpdate('/repeat', user));
    const { text, button } = await onlyMessage();
    expect(text).toBe(botText('ru', 'repeat-ready', { id: 91_002 }));
    expect(button).toEqual({
      text: botText('ru', 'repeat-open'),
      web_app: { url: 'http://localhost/tracker/91002?tg=1' },
    });
  });

  it('offers each language on /language, opening the menu in it', async () => {
    await postUpdate(messageUpdate('/language', newUser('ru')));
    const [message] = await sentMessages();
    expect(message?.text).toBe(botText('ru', 'language-choose'));
    expect(message?.reply_markup?.inline_keyboard.map(([button]) => button)).toEqual([
      { text: 'Русский', web_app: { url: 'http://localhost/?tg=1&startapp=lru' } },
      { text: 'English', web_app: { url: 'http://localhost/en/?tg=1&startapp=len' } },
      { text: "O'zbekcha", web_app: { url: 'http://localhost/uz/?tg=1&startapp=luz' } },
    ]);
  });
});

describe('/link', () => {
  it.each(LANGUAGES)(
    'gives an operator both links with the payload’s hints (%s)',
    async (language) => {
      await postUpdate(
        messageUpdate('/link p_r1_luz', { ...OPERATOR, language_code: TAG[language] }),
      );
      const { text } = await onlyMessage();
      expect(text).toBe(
        botText(language, 'link-ready', {
          telegram: 'https://t.me/pizza_test_bot/order?startapp=p_r1_luz',
          web: 'http://localhost/uz/?startapp=p_r1_luz',
          segments: 'p_r1_luz',
        }),
      );
    },
  );

  it.each(LANGUAGES)(
    'shows an operator the segments’ help for /link alone (%s)',
    async (language) => {
      await postUpdate(messageUpdate('/link', { ...OPERATOR, language_code: TAG[language] }));
      expect((await onlyMessage()).text).toBe(botText(language, 'link-help'));
    },
  );

  it('tells an operator when a payload holds nothing it understands', async () => {
    await postUpdate(messageUpdate('/link zz_rX', { ...OPERATOR, language_code: 'en' }));
    expect((await onlyMessage()).text).toBe(botText('en', 'link-empty', { payload: 'zz_rX' }));
  });

  it.each(LANGUAGES)('refuses a stranger politely, never with a link (%s)', async (language) => {
    for (const text of ['/link p_r1_luz', '/link'])
      await postUpdate(messageUpdate(text, newUser(TAG[language])));
    const sent = await sentMessages();
    expect(sent.map((message) => message.text)).toEqual([
      botText(language, 'link-refused'),
      botText(language, 'link-refused'),
    ]);
    expect(JSON.stringify(sent)).not.toContain('startapp');
  });
});

describe('/web', () => {
  it.each(LANGUAGES)(
    'gives the customer their own signed link, single-use (%s)',
    async (language) => {
      const user = newUser(TAG[language]);
      await postUpdate(messageUpdate('/web', user));
      const { text, button } = await onlyMessage();
      expect(text).toBe(botText(language, 'web-ready'));
      expect(button?.text).toBe(botText(language, 'web-open'));
      const url = new URL(button?.url ?? '');
      expect(url.origin + url.pathname).toBe('http://localhost/');
      expect(url.searchParams.get('language')).toBe(language);
      const check = await verifyBotLink(url.search, testEnv.BOT_LINK_SECRET);
      expect(check).toMatchObject({ ok: true, tgId: user.id, firstName: 'Aziz' });
      if (!check.ok) return;
      expect(check.expires).toBeLessThanOrEqual(
        Math.floor(Date.now() / 1000) + WEB_LINK_TTL_SECONDS,
      );
      const start = () =>
        callFunction(
          api,
          new Request('http://localhost/api/link', {
            method: 'POST',
            headers: { ...SAME_ORIGIN, 'Content-Type': 'application/json' },
            body: JSON.stringify({ search: url.search, confirm: true }),
          }),
        );
      expect((await start()).status).toBe(200);
      expect((await start()).status).toBe(410);
    },
  );
});

describe('write access', () => {
  it('is recorded when Telegram says the user allowed the bot to write', async () => {
    const user = newUser('uz');
    const update = messageUpdate('', user);
    const message = { ...update.message, text: undefined };
    await postUpdate({
      ...update,
      message: { ...message, write_access_allowed: { from_request: true } },
    });
    expect(await chatOf(testEnv.DB, user.id)).toMatchObject({ mayWrite: true, blocked: false });
    expect(await botCalls()).toEqual([]);
  });
});
