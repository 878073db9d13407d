import { CHILANZAR_ENTRY, expect, test, withFilledCart } from './fixtures';
import {
  checkoutInTelegram,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

test('the checkout starts with the name Telegram knows, and the customer may change it', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);

  const name = app.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Aziz Karimov');
  await name.fill('Aziz');
  await expect(name).toHaveValue('Aziz');
  // The order takes what the customer left there.
  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/tg_order',
  );
  await app.getByRole('textbox', { name: 'Phone' }).fill('901234567');
  await pressTelegramButton(page, 'main_button_pressed');
  expect((await placed).postDataJSON()).toMatchObject({ customerName: 'Aziz' });
});

test('a web visitor’s checkout starts with no name', async ({ page }) => {
  await withFilledCart(page);
  await page.goto('/en/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});
