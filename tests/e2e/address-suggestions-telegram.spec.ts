import { expect, test } from './fixtures';
import { chooseSaved, HOME, suggestNavoi } from './support/place-picker';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';

/** The place picker's suggestions and saved addresses inside Telegram (address-suggestions.spec.ts: the web). */
test.use({ launchOptions: telegramLaunchOptions });
test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 900 }));

test('a street typed slowly is suggested, and ArrowDown + Enter picks it', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: '/' });
  await suggestNavoi(app);
  await expect(app.locator('.location-summary strong')).toHaveText('улица Навои, 15');
});

test('a saved address comes first and is chosen from there', async ({ page, baseURL }) => {
  const app = await openInTelegram(page, baseURL ?? '', {
    path: '/',
    cloud: { addresses: JSON.stringify([HOME]) },
  });
  await chooseSaved(app);
  await expect(app.locator('.location-summary strong')).toHaveText('Дом');
});
