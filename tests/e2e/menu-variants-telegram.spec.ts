import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('menu variants in Telegram', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the sizes are one choice in the dialog, ${theme}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const app = await openInTelegram(page, baseURL ?? '', {
        theme,
        path: CHILANZAR_ENTRY,
      });
      await app.getByRole('button', { name: 'Pepperoni', exact: true }).click();
      const dialog = app.getByRole('dialog', { name: 'Pepperoni' });
      await dialog
        .getByRole('group', { name: 'Size' })
        .getByRole('button', { name: '30 cm' })
        .click();
      await expect(dialog.getByRole('button', { name: /Add to cart/ })).toHaveText(
        /· 89\s000\sUZS$/,
      );
      await page.screenshot({
        path: `test-results/screenshots/telegram-menu-variants-375-${theme}.png`,
      });
    });
  }
});
