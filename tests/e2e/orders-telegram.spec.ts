import { expect, test } from './fixtures';
import { placeTelegramOrder, profileOrders, uniquePhone } from './support/orders-api';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';
import { newTelegramId } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('inside the Telegram client', () => {
  test('the profile and the tracker in the dark Telegram skin at 375 px', async ({
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
    // The bot's link carries the customer id (docs/product.md §2 messenger entry); the verified Telegram
    // user is who the orders belong to.
    const app = await openInTelegram(page, baseURL ?? '', {
      path: `/en/profile?customerId=${placed.customerId}`,
      theme: 'dark',
      userId,
    });
    const active = profileOrders(app);
    await expect(active.getByRole('link', { name: `Order #${placed.orderId}` })).toBeVisible();
    await expect(app.getByRole('region', { name: 'About you' })).toContainText('Dilnoza');
    await keepScreenshot(page, 'telegram-profile-375-dark');

    await active.getByRole('link', { name: `Order #${placed.orderId}` }).click();
    await expect(app.getByRole('list', { name: 'Order progress' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'Order details' })).toContainText('Pickup');
    await keepScreenshot(page, 'telegram-tracker-375-dark');
  });
});
