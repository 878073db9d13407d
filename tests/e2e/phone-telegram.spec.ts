import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  checkoutInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramEvents,
  telegramLaunchOptions,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

const SHARE = 'Share my Telegram number';

test('the number shared in one tap fills the field, and the order carries its proof', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);
  const verified = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/phone',
  );
  await app.getByRole('button', { name: SHARE }).click();
  expect((await verified).status()).toBe(200);
  await expect(app.getByRole('textbox', { name: 'Phone' })).toHaveValue('+998 90 123 45 67');
  await expect(app.getByText('✓ Number confirmed by Telegram')).toBeVisible();
  await expect(app.getByRole('button', { name: SHARE })).toBeHidden();

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

for (const theme of ['light', 'dark'] as const)
  test(`the shared number at 375 px, ${theme} theme`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, theme });
    await checkoutInTelegram(page, app);
    await app.getByRole('button', { name: SHARE }).click();
    const confirmed = app.getByText('✓ Number confirmed by Telegram');
    await expect(confirmed).toBeVisible();
    await confirmed.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screenshots/telegram-phone-shared-375-${theme}.png`,
    });
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
