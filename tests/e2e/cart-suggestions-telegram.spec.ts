import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import { placeTelegramOrder, profileOrders, uniquePhone } from './support/orders-api';
import {
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('inside the Telegram client', () => {
  test('a repeat opens the cart with the main button to checkout, and suggestions add in one tap', async ({
    page,
    request,
    baseURL,
  }) => {
    const userId = newTelegramId();
    const placed = await placeTelegramOrder(request, {
      userId,
      orderTypeId: 200,
      phone: uniquePhone(),
    });
    await page.setViewportSize({ width: 375, height: 800 });
    const place = `regionId=1&longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}&orderTypeId=200`;
    const app = await openInTelegram(page, baseURL ?? '', {
      path: `/en/profile?customerId=${placed.customerId}&${place}`,
      theme: 'dark',
      userId,
    });
    await profileOrders(app)
      .getByRole('button', { name: `Repeat order #${placed.orderId}` })
      .click();
    const sheet = app.getByRole('dialog', { name: 'Cart' });
    await expect(sheet).toBeVisible();
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true, text: 'Go to checkout' });

    const row = sheet.getByRole('region', { name: 'Add to your order' });
    await expect(row.getByRole('button', { name: 'Add Cheese Sauce' })).toBeVisible();
    await keepScreenshot(page, 'telegram-cart-suggestions-375-dark');
    await row.getByRole('button', { name: 'Add Cheese Sauce' }).click();
    await expect(row.getByRole('button', { name: 'Add Cheese Sauce' })).toHaveCount(0);
    await expect(
      sheet.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem'),
    ).toHaveCount(3);

    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  });
});
