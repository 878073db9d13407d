import { expect, test, withFilledCart } from './fixtures';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';

/** An operator deep link (start parameter) applies its location by the same rule as a bot link. */
test.use({ launchOptions: telegramLaunchOptions });

for (const theme of ['light', 'dark'] as const) {
  test(`a deep link to another region shows no stale restaurant inside Telegram, ${theme} theme`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Pickup from Chilanzar (region 1) was chosen before; the operator's link names region 2.
    await withFilledCart(page);
    const app = await openInTelegram(page, baseURL ?? '', {
      path: '/en',
      theme,
      startParam: 'p_r2',
    });
    await expect(app.getByText('Choose a delivery address or a restaurant')).toBeVisible();
    await expect(app.locator('.location-summary')).toHaveCount(0);
    const chilanzar = app
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('button', { name: /Chilanzar/ });
    await expect(chilanzar).toHaveAttribute('aria-pressed', 'false');
    await page.screenshot({
      path: `test-results/screenshots/location-deep-link-telegram-${theme}.png`,
    });
    await chilanzar.click();
    await expect(app.locator('.location-summary')).toContainText('Pickup from Chilanzar');
  });
}
