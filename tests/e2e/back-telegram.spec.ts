import type { Page } from '@playwright/test';
import { CHILANZAR_ENTRY, CHILANZAR_PICKUP, expect, test } from './fixtures';
import {
  addDishInTelegram,
  lastEvent,
  openCartInTelegram,
  openInTelegram,
  pressMainButton,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

/** Telegram's BackButton as the app last set it; never set is hidden. */
const backButtonVisible = async (page: Page) =>
  Boolean((await lastEvent(page, 'web_app_setup_back_button'))?.is_visible);

test.describe('Back inside the Telegram client', () => {
  // One launch for the menu's sheets and an inner screen's: the checkout starts from the cart the
  // first part leaves.
  test('the BackButton closes the cart or a dish over the menu, and over an inner screen the sheet first, then goes back', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });

    await test.step('the light theme at 375 px', async () => {
      await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
      await expect(app.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await keepScreenshot(page, 'telegram-menu-375-light');
    });

    await test.step('the BackButton shows while the cart or a dish is open and closes it', async () => {
      await addDishInTelegram(page, app, 'Margherita');
      await expect.poll(() => backButtonVisible(page)).toBe(false);

      await openCartInTelegram(page, app);
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      await pressTelegramButton(page, 'back_button_pressed');
      await expect(app.getByRole('dialog', { name: 'Cart' })).toBeHidden();
      await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(false);

      await app.getByRole('button', { name: 'Pepperoni', exact: true }).click();
      await expect(app.getByRole('dialog', { name: 'Pepperoni' })).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(true);
      await pressTelegramButton(page, 'back_button_pressed');
      await expect(app.getByRole('dialog')).toBeHidden();
      await expect.poll(() => backButtonVisible(page)).toBe(false);
    });

    await test.step('over an inner screen, Back closes the sheet first, then goes back', async () => {
      // The Margherita is still in the cart.
      await openCartInTelegram(page, app);
      await pressMainButton(page, 'Go to checkout');
      await expect(app.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await app.getByRole('button', { name: 'Change' }).click();
      const picker = app.getByRole('dialog', { name: 'Where will you pick up your order?' });
      await expect(picker).toBeVisible();

      await pressTelegramButton(page, 'back_button_pressed');
      await expect(picker).toBeHidden();
      await expect(app.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(true);

      await pressTelegramButton(page, 'back_button_pressed');
      await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await expect.poll(() => backButtonVisible(page)).toBe(false);
    });
  });

  test('a deep link’s dish opens with the BackButton, which closes it', async ({
    page,
    baseURL,
  }) => {
    const app = await openInTelegram(page, baseURL ?? '', {
      path: `/?longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}`,
      startParam: 'p_r1_len_i102',
    });
    await expect(app.getByRole('dialog', { name: 'Pepperoni' })).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(true);
    await pressTelegramButton(page, 'back_button_pressed');
    await expect(app.getByRole('dialog')).toBeHidden();
    await expect(app.getByRole('button', { name: 'Pepperoni', exact: true })).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(false);
  });
});
