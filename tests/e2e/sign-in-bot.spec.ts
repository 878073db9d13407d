import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { botApiCalls, postUpdate } from './support/bot-api';
import { uniquePhone } from './support/orders-api';
import { newTelegramId } from './support/unique';

/**
 * Signing in on the web through the chain's bot: no SMS. Telegram is played by the webhook's
 * updates, and what the bot answers is read from the Bot API double.
 */

interface SentMessage {
  readonly chat_id: number;
  readonly text: string;
  readonly reply_markup?: {
    readonly inline_keyboard?: { readonly text: string; readonly callback_data: string }[][];
    readonly keyboard?: { readonly text: string; readonly request_contact?: boolean }[][];
  };
}

let messages = 0;

/** The bot's last message to the user, once it has sent one that matches. */
const lastMessageTo = async (request: APIRequestContext, userId: number, text: RegExp) => {
  let found: SentMessage | undefined;
  await expect
    .poll(async () => {
      found = (await botApiCalls(request))
        .filter(({ method }) => method === 'sendMessage')
        .map(({ body }) => body as unknown as SentMessage)
        .findLast(({ chat_id }) => chat_id === userId);
      return found?.text ?? '';
    })
    .toMatch(text);
  return found as SentMessage;
};

test('a web visitor signs in through the bot: the bot asks for the phone, names the browser, and «Войти» signs the page in', async ({
  page,
  request,
}) => {
  const userId = newTelegramId();
  const from = { id: userId, is_bot: false, first_name: 'Aziz', language_code: 'ru' };
  const chat = { id: userId, type: 'private' };
  const message = (fields: Record<string, unknown>) => ({
    update_id: newTelegramId(),
    message: {
      message_id: (messages += 1),
      date: Math.floor(Date.now() / 1000),
      chat,
      from,
      ...fields,
    },
  });

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Войти по номеру' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByRole('button', { name: 'Войти через Telegram' }).click();
  const open = dialog.getByRole('link', { name: 'Открыть Telegram' });
  await expect(open).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveText('Ждём подтверждения в Telegram…');
  const link = new URL((await open.getAttribute('href')) ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('https://t.me/pizza_order_dev_bot');
  const start = link.searchParams.get('start') ?? '';
  expect(start).toMatch(/^login-[\w-]{22}$/);

  // Telegram opens the bot with the link's start: the bot asks for the phone first.
  await postUpdate(
    request,
    message({
      text: `/start ${start}`,
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
    }),
  );
  const askedPhone = await lastMessageTo(request, userId, /поделитесь номером/);
  expect(askedPhone.reply_markup?.keyboard?.[0]?.[0]).toEqual({
    text: 'Поделиться номером',
    request_contact: true,
  });
  const phone = uniquePhone();
  await postUpdate(
    request,
    message({
      contact: { phone_number: phone.slice(1), first_name: 'Aziz', user_id: userId },
    }),
  );
  const question = await lastMessageTo(request, userId, /^Войти на сайте\?/);
  // The browser as it named itself (its system as its user agent says).
  expect(question.text).toMatch(
    /^Войти на сайте\?\nChrome, [\w ]+\n\nЕсли это не вы, нажмите «Отмена»\.$/,
  );
  const [yes, no] = question.reply_markup?.inline_keyboard?.[0] ?? [];
  expect([yes?.text, no?.text]).toEqual(['Войти', 'Отмена']);

  // Still waiting until «Войти».
  await expect(dialog.getByRole('status')).toHaveText('Ждём подтверждения в Telegram…');
  await postUpdate(request, {
    update_id: newTelegramId(),
    callback_query: {
      id: String(newTelegramId()),
      from,
      chat_instance: '1',
      message: { message_id: 1, date: 1, chat, text: question.text },
      data: yes?.callback_data,
    },
  });
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Вы вошли по номеру +998 ${phone.slice(4, 6)} *** ** ${phone.slice(-2)}`),
  ).toBeFocused();
  const edited = (await botApiCalls(request)).findLast(
    ({ method, body }) => method === 'editMessageText' && body.chat_id === userId,
  );
  expect(edited?.body.text).toBe('Готово: вы вошли на сайте. Вернитесь в браузер.');
});
