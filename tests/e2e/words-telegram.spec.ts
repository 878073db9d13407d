import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  checkoutInTelegram,
  inLightAndDark,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('a failed order in Telegram', () => {
  test('keeps its notice with a retry, in light and dark', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let attempts = 0;
    await page.route('**/api/tg_order', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.fulfill({ status: 500, json: { message: 'bus down' } });
      else await route.fallback();
    });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    await checkoutInTelegram(page, app);
    await app.getByRole('textbox', { name: 'Name' }).fill('Aziz');
    await app.getByRole('textbox', { name: 'Phone' }).fill('901234567');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: expect.stringMatching(/^Place order/) });
    await pressTelegramButton(page, 'main_button_pressed');

    const notice = app.getByRole('alert').filter({ hasText: 'The order was not placed.' });
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    // docs/product.md §8: a messenger failure raises the flag only, without the server's words.
    await expect(notice).not.toContainText('bus down');
    await expect(notice).toBeInViewport();
    await inLightAndDark(page, app, async (theme) => {
      await expect(notice).toBeInViewport();
      await page.screenshot({
        path: `test-results/screenshots/telegram-order-failed-375-${theme}.png`,
      });
    });
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => app.locator('body').evaluate(() => window.location.pathname))
      .toMatch(/^\/en\/tracker\/\d+-[\w-]{22}$/);
    expect(attempts).toBe(2);
  });
});
