import type { APIRequestContext, Browser, FrameLocator, Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { placeOrder, RESENT_ON_STALE_SOCKET, uniquePhone } from './support/orders-api';
import {
  checkoutInTelegram,
  lastEvent,
  openCartInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramEvents,
  telegramLaunchOptions,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';

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

/** A web customer signed in by SMS, with an order placed; their browser, to close when done. */
const webCustomerWithOrder = async (browser: Browser) => {
  const phone = uniquePhone();
  const web = await browser.newContext();
  await signInOnWeb(web.request, phone);
  const { orderId } = await placeOrder(web.request, { orderTypeId: 200, phone });
  return { web, phone, orderId };
};

/** The Telegram profile, opened with the client's settings button once the app has shown it. */
const openTelegramProfile = async (page: Page, app: FrameLocator) => {
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_settings_button'))
    .toMatchObject({ is_visible: true });
  await pressTelegramButton(page, 'settings_button_pressed');
  await expect(app.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
};

/** The web order's card in the Telegram profile's lists. */
const webOrderIn = (app: FrameLocator, orderId: number) =>
  app
    .getByRole('region', { name: /^(Active orders|Order history)$/ })
    .getByRole('link', { name: `Order #${orderId}` });

/** The profile says the Telegram user is that phone's customer, and asks for no code. */
const expectSignedInBy = async (app: FrameLocator, phone: string) => {
  await expect(app.getByText(`Signed in with +998 ${phone.slice(4, 6)} *** **`)).toBeVisible();
  await expect(app.getByRole('button', { name: 'Sign in with phone' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
};

const SHARE = 'Share my Telegram number';

test('the Telegram user whose shared contact is the phone sees the web orders and basket, and is asked for no code', async ({
  browser,
  page,
  baseURL,
}) => {
  const { web, phone, orderId } = await webCustomerWithOrder(browser);
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
    userId: newTelegramId(),
  } as const;
  const app = await openInTelegram(page, baseURL ?? '', launch);
  await checkoutInTelegram(page, app);
  await app.getByRole('button', { name: SHARE }).click();
  await expect(app.getByText('✓ Number confirmed by Telegram')).toBeVisible();
  await openTelegramProfile(page, app);
  await expectSignedInBy(app, phone);
  await expect(webOrderIn(app, orderId)).toBeVisible();

  // Opened again from the bot, the Telegram user's basket is the customer's: the web's garlic
  // bread beside the Margherita added here.
  const again = await openInTelegram(page, baseURL ?? '', launch);
  await openCartInTelegram(page, again);
  const cart = again.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByText('Garlic Bread')).toBeVisible();
  await expect(cart.getByText('Margherita')).toBeVisible();
});

test('from the Telegram profile: declined, nothing changes; shared, with the contact handed over late as real clients do, the web order joins the history', async ({
  browser,
  page,
  baseURL,
}) => {
  const { web, phone, orderId } = await webCustomerWithOrder(browser);
  await web.close();
  const userId = newTelegramId();

  const declining = await openInTelegram(page, baseURL ?? '', {
    path: CHILANZAR_ENTRY,
    userId,
    contact: 'decline',
  });
  await openTelegramProfile(page, declining);
  await declining.getByRole('button', { name: SHARE }).click();
  await expect
    .poll(async () =>
      (await telegramEvents(page)).some(({ eventType }) => eventType === 'web_app_request_phone'),
    )
    .toBe(true);
  await expect(declining.getByRole('button', { name: SHARE })).toBeEnabled();
  await expect(declining.getByRole('alert')).toHaveCount(0);
  await expect(webOrderIn(declining, orderId)).toHaveCount(0);

  const sharing = await openInTelegram(page, baseURL ?? '', {
    path: CHILANZAR_ENTRY,
    userId,
    contact: { phone: phone.slice(1) },
    contactArrivesAfterMs: 1500,
  });
  await openTelegramProfile(page, sharing);
  await sharing.getByRole('button', { name: SHARE }).click();
  await expectSignedInBy(sharing, phone);
  await expect(webOrderIn(sharing, orderId)).toBeVisible();
  // The app asked Telegram for the contact again until its servers had handed it over.
  const asked = (await telegramEvents(page)).filter(
    ({ eventType, eventData }) =>
      eventType === 'web_app_invoke_custom_method' && eventData?.method === 'getRequestedContact',
  );
  expect(asked.length).toBeGreaterThan(2);
  await expect(sharing.getByRole('button', { name: SHARE })).toHaveCount(0);
});
