import { expect, test } from './fixtures';
import { botApiCalls, postUpdate } from './support/bot-api';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';
import { newTelegramId } from './support/unique';

test.use({ launchOptions: telegramLaunchOptions });

/** A message the bot sent, as far as these tests read it. */
interface SentMessage {
  readonly chat_id?: number;
  readonly text?: string;
  readonly reply_markup?: {
    readonly inline_keyboard: { readonly web_app?: { readonly url: string } }[][];
  };
}

const messageUpdate = (userId: number, text: string, command: string) => ({
  update_id: userId,
  message: {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    chat: { id: userId, type: 'private' },
    from: { id: userId, is_bot: false, first_name: 'Aziz', language_code: 'en' },
    text,
    entities: [{ type: 'bot_command', offset: 0, length: command.length }],
  },
});

test.describe('the chain’s bot', () => {
  test('a /start p_r1_luz answer’s button opens the Uzbek menu for pickup in region 1', async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = newTelegramId();
    // What Telegram posts when the user sends /start p_r1_luz (docs/features.md, "The bot").
    const posted = await postUpdate(request, messageUpdate(userId, '/start p_r1_luz', '/start'));
    expect(posted.status()).toBe(200);

    // The answer as the Bot API double recorded it.
    const answer = (await botApiCalls(request))
      .filter(({ method }) => method === 'sendMessage')
      .map(({ body }) => body as SentMessage)
      .find(({ chat_id }) => chat_id === userId);
    const url = answer?.reply_markup?.inline_keyboard[0]?.[0]?.web_app?.url ?? '';
    expect(new URL(url).pathname + new URL(url).search).toBe('/uz/?tg=1&startapp=p_r1_luz');

    const { pathname, search } = new URL(url);
    const app = await openInTelegram(page, baseURL ?? '', {
      path: `${pathname}${search}`,
      userId,
      languageCode: 'en',
    });
    await expect(app.getByRole('heading', { level: 1, name: 'Menyu' })).toBeVisible();
    await expect(app.getByText('Olib ketish', { exact: false }).first()).toBeVisible();
    const stored = await app.locator('body').evaluate(() => ({
      delivery: localStorage.getItem('delivery'),
      location: JSON.parse(localStorage.getItem('location') ?? 'null') as { RegionId?: number },
      path: window.location.pathname,
    }));
    expect(stored.delivery).toBe('200');
    expect(stored.location.RegionId).toBe(1);
    expect(stored.path).toMatch(/^\/uz\/?$/);
  });
});

test('an operator’s web link from /link opens the site’s Uzbek menu for pickup', async ({
  page,
  request,
}) => {
  // 100500: the development operator (.dev.vars.example, BOT_OPERATOR_IDS).
  const updateId = newTelegramId();
  const update = messageUpdate(100500, '/link p_r1_luz', '/link');
  const posted = await postUpdate(request, {
    ...update,
    update_id: updateId,
    message: { ...update.message, message_id: updateId },
  });
  expect(posted.status()).toBe(200);
  const sent = (await botApiCalls(request)).map(({ body }) => body as SentMessage);
  const text = sent.findLast(({ chat_id }) => chat_id === 100500)?.text ?? '';
  expect(text).toContain('https://t.me/pizza_order_dev_bot/order?startapp=p_r1_luz');
  const web = /http:\/\/\S+\?startapp=p_r1_luz/.exec(text)?.[0] ?? '';
  const { pathname, search } = new URL(web);
  expect(`${pathname}${search}`).toBe('/uz/?startapp=p_r1_luz');
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Menyu' })).toBeVisible();
  await expect(page.getByText('Olib ketish', { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('delivery'))).toBe('200');
  await expect(page).not.toHaveURL(/startapp/);
});
