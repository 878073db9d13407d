import { expect, test } from './fixtures';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';

/** The address confirmation inside Telegram: the same step in the client's light and dark theme. */
test.use({ launchOptions: telegramLaunchOptions });

for (const theme of ['light', 'dark'] as const) {
  test(`"Навои 15" keeps its house at confirmation inside Telegram, ${theme} theme`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const app = await openInTelegram(page, baseURL ?? '', { path: '/', theme });
    const search = app.getByRole('search');
    await search.getByRole('textbox', { name: 'Улица и дом' }).fill('Навои 15');
    await search.getByRole('button', { name: 'Найти' }).click();
    const confirmation = app.getByRole('form', { name: 'Проверьте адрес доставки' });
    await expect(confirmation.getByRole('textbox', { name: 'Номер дома' })).toHaveValue('15');
    await confirmation.getByRole('textbox', { name: 'Квартира или офис' }).fill('12');
    await confirmation.getByRole('textbox', { name: 'Код домофона' }).fill('12К');
    await page.screenshot({
      path: `test-results/screenshots/address-confirmation-telegram-${theme}.png`,
    });
    await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();
    await expect(app.locator('.location-summary strong')).toHaveText('улица Навои, 15');
  });
}
