import { expect, test, withFilledCart } from './fixtures';
import type { Page } from '@playwright/test';
import {
  openInTelegram,
  telegramEvents,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';

/** An operator deep link (start parameter) applies its location by the same rule as a bot link. */
test.use({ launchOptions: telegramLaunchOptions });

test('a deep link to another region shows no stale restaurant inside Telegram, in light and dark', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // Pickup from Chilanzar (region 1) was chosen before; the operator's link names region 2.
  await withFilledCart(page);
  const app = await openInTelegram(page, baseURL ?? '', {
    path: '/en',
    startParam: 'p_r2',
  });
  await expect(app.getByText('Choose a delivery address or a restaurant')).toBeVisible();
  await expect(app.locator('.location-summary')).toHaveCount(0);
  const chilanzar = app
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('button', { name: /Chilanzar/ });
  await expect(chilanzar).toHaveAttribute('aria-pressed', 'false');
  await keepInLightAndDark(page, app, (theme) => `location-deep-link-telegram-${theme}`);
  await chilanzar.click();
  await expect(app.locator('.location-summary')).toContainText('Pickup from Chilanzar');
});

/** Whether the app asked the client for this (Telegram's location manager, not the browser). */
const asked = async (page: Page, eventType: string) =>
  (await telegramEvents(page)).some((event) => event.eventType === eventType);

test.describe('"Use my location" through Telegram’s location manager', () => {
  test('allowed: the position is looked up like any picked point', async ({ page, baseURL }) => {
    const app = await openInTelegram(page, baseURL ?? '', { path: '/en' });
    await app.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => asked(page, 'web_app_request_location')).toBe(true);
    await app.getByRole('button', { name: 'Deliver here' }).click();
    await expect(app.locator('.location-summary')).toContainText('Delivery to');
  });

  for (const location of ['decline', 'declined-before'] as const)
    test(`${location}: says so and offers Telegram’s settings`, async ({ page, baseURL }) => {
      const app = await openInTelegram(page, baseURL ?? '', { path: '/en', location });
      await app.getByRole('button', { name: 'Use my location' }).click();
      await expect(
        app.getByText('The app is not allowed to use your location.', { exact: false }),
      ).toBeVisible();
      expect(await asked(page, 'web_app_check_location')).toBe(true);
      // Declined before: the client is not asked again, the settings are the way back.
      expect(await asked(page, 'web_app_request_location')).toBe(location === 'decline');
      await app.getByRole('button', { name: 'Open Telegram settings' }).click();
      await expect.poll(() => asked(page, 'web_app_open_location_settings')).toBe(true);
      await expect(app.getByRole('alert')).toHaveCount(0);
    });

  test('an older client: the browser’s geolocation answers, and Telegram is not asked', async ({
    page,
    baseURL,
  }) => {
    const app = await openInTelegram(page, baseURL ?? '', { path: '/en', version: '7.10' });
    await app.getByRole('button', { name: 'Use my location' }).click();
    // The harness's frame is not allowed the browser's geolocation: a refusal, told plainly.
    await expect(
      app.getByText('The app is not allowed to use your location.', { exact: false }),
    ).toBeVisible();
    expect(await asked(page, 'web_app_check_location')).toBe(false);
    await expect(app.getByRole('button', { name: 'Open Telegram settings' })).toHaveCount(0);
  });
});
