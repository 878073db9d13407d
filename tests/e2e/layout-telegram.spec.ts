import { expect, test, withFilledCart } from './fixtures';
import { expectNoSidewaysScroll } from './support/layout';
import {
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';

/** Inside Telegram the skin's components differ from the web's: the same no-sideways rule. */
test.use({ launchOptions: telegramLaunchOptions });

test.describe('no sideways scroll inside Telegram', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the menu, the cart and the checkout at 320 px, ${theme} theme`, async ({
      page,
      baseURL,
    }) => {
      await withFilledCart(page);
      await page.setViewportSize({ width: 320, height: 700 });
      const app = await openInTelegram(page, baseURL ?? '', { path: '/uz', theme });
      await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      if (!frame) throw new Error('the app frame is missing');
      await expectNoSidewaysScroll(frame, `the Telegram menu, ${theme}`);

      await pressTelegramButton(page, 'main_button_pressed');
      await expect(app.getByRole('dialog')).toBeVisible();
      await expectNoSidewaysScroll(frame, `the Telegram cart, ${theme}`);

      await pressTelegramButton(page, 'main_button_pressed');
      await expect(app.getByRole('heading', { level: 1 })).toHaveText(
        'Buyurtmani rasmiylashtirish',
      );
      await expectNoSidewaysScroll(frame, `the Telegram checkout, ${theme}`);
      await page.screenshot({
        path: `test-results/screenshots/layout-telegram-order-320-${theme}.png`,
      });
    });
  }
});
