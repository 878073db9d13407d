import type { APIRequestContext } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { placeOrder, RESENT_ON_STALE_SOCKET, uniquePhone } from './support/orders-api';
import {
  checkoutInTelegram,
  openCartInTelegram,
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
  const { messages } = (await (
    await request.get('/api/_dev/sms', RESENT_ON_STALE_SOCKET)
  ).json()) as {
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

test('the Telegram user whose shared contact is the phone sees the web orders and basket, and is asked for no code', async ({
  browser,
  page,
  baseURL,
}) => {
  const phone = uniquePhone();
  const web = await browser.newContext();
  await signInOnWeb(web.request, phone);
  const onWeb = await placeOrder(web.request, { orderTypeId: 200, phone });
  // After the order (which emptied it), garlic bread waits in the web customer's basket.
  const { token } = (await (
    await web.request.get('/api/token', RESENT_ON_STALE_SOCKET)
  ).json()) as { token: string };
  const basket = await web.request.put('/api/customer/Basket', {
    headers: { ...SAME_ORIGIN, Authorization: `Bearer ${token}` },
    data: { products: [{ id: 304, count: 1, modifiers: [] }] },
  });
  expect(basket.status()).toBe(200);
  await web.close();

  const launch = {
    path: CHILANZAR_ENTRY,
    contact: { phone: phone.slice(1) },
    userId: 6_000_000 + Math.floor(Math.random() * 1_000_000),
  } as const;
  const app = await openInTelegram(page, baseURL ?? '', launch);
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

  // Opened again from the bot, the Telegram user's basket is the customer's: the web's garlic
  // bread beside the Margherita added here.
  const again = await openInTelegram(page, baseURL ?? '', launch);
  await openCartInTelegram(page, again);
  const cart = again.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Garlic Bread')).toBeVisible();
  await expect(cart.getByText('Margherita')).toBeVisible();
});
