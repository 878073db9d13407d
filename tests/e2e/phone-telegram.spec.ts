import type { Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  checkoutInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramEvents,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';

test.use({ launchOptions: telegramLaunchOptions });

const SHARE = 'Share my Telegram number';

test('the number shared in one tap fills the field, and the order carries its proof (375 px, light and dark)', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);
  const verified = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/phone',
  );
  await app.getByRole('button', { name: SHARE }).click();
  expect((await verified).status()).toBe(200);
  await expect(app.getByRole('textbox', { name: 'Phone' })).toHaveValue('+998 90 123 45 67');
  const confirmed = app.getByText('✓ Number confirmed by Telegram');
  await expect(confirmed).toBeVisible();
  await expect(app.getByRole('button', { name: SHARE })).toBeHidden();
  await confirmed.scrollIntoViewIfNeeded();
  await keepInLightAndDark(page, app, (theme) => `telegram-phone-shared-375-${theme}`);

  // Nothing typed: the name came from Telegram too.
  const placed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/tg_order',
  );
  await pressTelegramButton(page, 'main_button_pressed');
  const answer = await placed;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    customerName: 'Aziz Karimov',
    phone: '+998901234567',
    phoneProof: { signature: expect.stringMatching(/^[0-9a-f]{64}$/) },
  });
  await expect(app.getByRole('heading', { level: 1, name: /Order/ })).toBeVisible();
});

test('a declined request leaves the field for typing, with no error', async ({ page, baseURL }) => {
  const app = await openInTelegram(page, baseURL ?? '', {
    path: CHILANZAR_ENTRY,
    contact: 'decline',
  });
  await checkoutInTelegram(page, app);
  await app.getByRole('button', { name: SHARE }).click();
  await expect
    .poll(async () =>
      (await telegramEvents(page)).some(({ eventType }) => eventType === 'web_app_request_phone'),
    )
    .toBe(true);
  await expect(app.getByRole('button', { name: SHARE })).toBeEnabled();
  await expect(app.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  await expect(app.getByRole('alert')).toHaveCount(0);
});

test('a contact altered on its way is refused at the edge, and the number is not filled in', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', {
    path: CHILANZAR_ENTRY,
    contact: 'tampered',
  });
  await checkoutInTelegram(page, app);
  const verified = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/phone',
  );
  await app.getByRole('button', { name: SHARE }).click();
  expect((await verified).status()).toBe(400);
  await expect(
    app.getByRole('alert').filter({ hasText: 'Contact signature is invalid' }),
  ).toHaveCount(1);
  await expect(app.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
});

test('a number from abroad is not filled in: the customer is asked for one to call', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', {
    path: CHILANZAR_ENTRY,
    contact: { phone: '447700900123' },
  });
  await checkoutInTelegram(page, app);
  await app.getByRole('button', { name: SHARE }).click();
  await expect(
    app.getByText(
      'Your Telegram number is not an Uzbek one: type a number we can call in Uzbekistan.',
    ),
  ).toBeVisible();
  await expect(app.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
});

test('a client that cannot share the number offers no button', async ({ page, baseURL }) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, version: '6.2' });
  await checkoutInTelegram(page, app);
  await expect(app.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  await expect(app.getByRole('button', { name: SHARE })).toHaveCount(0);
});

test.describe('order updates from the bot', () => {
  const placeInTelegram = async (
    page: Page,
    baseURL: string,
    userId: number,
    firstOrder: boolean,
  ) => {
    const app = await openInTelegram(page, baseURL, {
      path: CHILANZAR_ENTRY,
      userId,
      writeAccess: 'allow',
    });
    await checkoutInTelegram(page, app);
    // The second time the number shared before is still there, confirmed.
    if (firstOrder) await app.getByRole('button', { name: SHARE }).click();
    await expect(app.getByText('✓ Number confirmed by Telegram')).toBeVisible();
    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('heading', { level: 1, name: /Order/ })).toBeVisible();
    return app;
  };
  const askedForWriteAccess = async (page: Page) =>
    (await telegramEvents(page)).filter(
      ({ eventType }) => eventType === 'web_app_request_write_access',
    ).length;

  // A refusal goes the same way: the adapter reads it as false (adapter.test.ts), and it is
  // never asked again and recorded with each order too (write-access-model.test.ts).
  test('asked once after the first order (allow), recorded with every order', async ({
    page,
    baseURL,
  }) => {
    const userId = newTelegramId();
    const recorded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/tg_order_updates',
    );
    await placeInTelegram(page, baseURL ?? '', userId, true);
    const first = await recorded;
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ botMayWrite: true });
    expect(await askedForWriteAccess(page)).toBe(1);

    // The next order on this device: the answer is remembered, never asked again.
    const again = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/tg_order_updates',
    );
    await placeInTelegram(page, baseURL ?? '', userId, false);
    expect(await (await again).json()).toMatchObject({ botMayWrite: true });
    expect(await askedForWriteAccess(page)).toBe(0);
  });
});
