import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import {
  lastEvent,
  openInTelegram,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('menu variants in Telegram', () => {
  test('the sizes are one choice in the dialog, in light and dark', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    await app.getByRole('button', { name: 'Pepperoni', exact: true }).click();
    const dialog = app.getByRole('dialog', { name: 'Pepperoni' });
    await dialog
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: '30 cm' })
      .click();
    // The dialog's add is Telegram's MainButton, with the price of the choice.
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({
        is_visible: true,
        text: expect.stringMatching(/^Add to cart · 89\s000\sUZS$/),
      });
    await expect(dialog.getByRole('button', { name: /Add to cart/ })).toHaveCount(0);
    await keepInLightAndDark(page, app, (theme) => `telegram-menu-variants-375-${theme}`);
  });
});
