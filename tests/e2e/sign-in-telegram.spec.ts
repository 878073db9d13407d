import type { APIRequestContext } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { placeOrder, uniquePhone } from './support/orders-api';
import {
  checkoutInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

/** What the site's own page sends with a write (the edge signs in only such requests). */
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

/** Signs a browser in with the code the development outbox received. */
const signInOnWeb = async (request: APIRequestContext, phone: string) => {
  const sent = await request.post('/api/auth/code', { headers: SAME_ORIGIN, data: { phone } });
  expect(sent.status()).toBe(200);
  const { messages } = (await (await request.get('/api/_dev/sms')).json()) as {
    messages: { phone: string; text: string }[];
  };
  const text = messages.filter((message) => message.phone === phone).at(-1)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  const verified = await request.post('/api/auth/verify', {
    headers: SAME_ORIGIN,
    data: { phone, code },
  });
  expect(verified.status()).toBe(200);
};

test('the Telegram user whose shared contact is the phone sees the web orders, and is asked for no code', async ({
  browser,
  page,
  baseURL,
}) => {
  const phone = uniquePhone();
  const web = await browser.newContext();
  await signInOnWeb(web.request, phone);
  const onWeb = await placeOrder(web.request, { orderTypeId: 200, phone });
  await web.close();

  const app = await openInTelegram(page, baseURL ?? '', {
    path: CHILANZAR_ENTRY,
    contact: { phone: phone.slice(1) },
  });
  await checkoutInTelegram(page, app);
  await app.getByRole('button', { name: 'Share my Telegram number' }).click();
  await expect(app.getByText('✓ Number confirmed by Telegram')).toBeVisible();
  await pressTelegramButton(page, 'settings_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(app.getByText(`Signed in with +998 ${phone.slice(4, 6)} *** **`)).toBeVisible();
  await expect(
    app
      .getByRole('region', { name: /^(Active orders|Order history)$/ })
      .getByRole('link', { name: `Order #${onWeb.orderId}` }),
  ).toBeVisible();
  await expect(app.getByRole('button', { name: 'Sign in with phone' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
});
