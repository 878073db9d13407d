import type { Page } from '@playwright/test';
import { CHILANZAR_ENTRY, CHILANZAR_PICKUP, expect, test } from './fixtures';
import {
  addDishInTelegram,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';

test.use({ launchOptions: telegramLaunchOptions });

/** Telegram's BackButton as the app last set it; never set is hidden. */
const backButtonVisible = async (page: Page) =>
  Boolean((await lastEvent(page, 'web_app_setup_back_button'))?.is_visible);

test.describe('Back inside the Telegram client', () => {
  test('the BackButton shows while the cart or a dish is open and closes it', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    await addDishInTelegram(app, 'Margherita');
    await expect.poll(() => backButtonVisible(page)).toBe(false);

    await app.getByRole('button', { name: /Open cart/ }).click();
    await expect(app.getByRole('dialog', { name: 'Cart' })).toBeVisible();
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

  test('over an inner screen, Back closes the sheet first, then goes back', async ({
    page,
    baseURL,
  }) => {
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    await addDishInTelegram(app, 'Margherita');
    await app.getByRole('link', { name: 'News' }).first().click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await app.getByRole('button', { name: /Open cart/ }).click();
    await expect(app.getByRole('dialog', { name: 'Cart' })).toBeVisible();

    await pressTelegramButton(page, 'back_button_pressed');
    await expect(app.getByRole('dialog', { name: 'Cart' })).toBeHidden();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(true);

    await pressTelegramButton(page, 'back_button_pressed');
    await expect(app.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect.poll(() => backButtonVisible(page)).toBe(false);
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
