import type { Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';
import {
  addDishInTelegram,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  telegramEvents,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

/**
 * Real Telegram clients differ from the harness's well-behaved one: some answer the app's requests
 * late or never, older ones send launch data without a `signature`. The app never waits on them.
 */

test.use({ launchOptions: telegramLaunchOptions });

const eventTypes = async (page: Page) =>
  (await telegramEvents(page)).map(({ eventType }) => eventType);

/** The verified identity call answers, so the basket and orders can go through Telegram. */
const hashAnswered = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/hash');

test.describe('Telegram clients that misbehave', () => {
  test('a client that never answers still gets the menu, web_app_ready and a verified user', async ({
    page,
    baseURL,
  }) => {
    await withFilledCart(page);
    const hash = hashAnswered(page);
    const app = await openInTelegram(page, baseURL ?? '', { answers: 'never' });
    await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
    await expect.poll(() => eventTypes(page)).toContain('web_app_ready');
    expect((await hash).status()).toBe(200);
    // It is Telegram all the same: the cart's action is the MainButton, and it works.
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true });
    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  });

  test('a client that answers after 3 s: the menu comes first, the late viewport still applies', async ({
    page,
    baseURL,
  }) => {
    await withFilledCart(page);
    await page.setViewportSize({ width: 390, height: 700 });
    const app = await openInTelegram(page, baseURL ?? '', { answers: { afterMs: 3000 } });
    await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
    await expect.poll(() => eventTypes(page)).toContain('web_app_ready');
    const viewportHeight = () =>
      app
        .locator('html')
        .evaluate((html) => getComputedStyle(html).getPropertyValue('--tg-viewport-height'));
    // Before the answer the page runs on the window's own size…
    expect(await viewportHeight()).toBe('');
    // …and the client's answer is applied when it comes.
    await expect.poll(viewportHeight).toBe('700px');
  });

  // Every platform and version reads alike (parse-launch-params.test.ts) and the edge verifies
  // init data without a signature (edge-endpoints.test.ts); iOS is the one telegram-ui draws apart,
  // the others all as its `base` platform, which the older Android client below runs.
  test('ios 7.0 without a signature runs as Telegram and is verified', async ({
    page,
    baseURL,
  }) => {
    const hash = hashAnswered(page);
    const app = await openInTelegram(page, baseURL ?? '', {
      path: '/en',
      platform: 'ios',
      version: '7.0',
      signature: false,
    });
    await expect(app.locator('html')).toHaveClass(/telegram/);
    expect((await hash).status()).toBe(200);
    await expect.poll(() => eventTypes(page)).toContain('web_app_ready');
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an older client can fill the cart and reach checkout through the MainButton', async ({
    page,
    baseURL,
  }) => {
    await withFilledCart(page, []);
    const app = await openInTelegram(page, baseURL ?? '', {
      platform: 'android',
      version: '6.9',
      signature: false,
      answers: 'never',
    });
    await addDishInTelegram(page, app, 'Margherita');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true, text: expect.stringMatching(/^View cart · 1/) });
  });

  test('init data a day old: the menu still loads, one notice says to reopen from the bot, and its button closes the app', async ({
    page,
    baseURL,
  }) => {
    await withFilledCart(page);
    const app = await openInTelegram(page, baseURL ?? '', {
      authDate: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
    await expect(app.getByText('Could not load the menu')).toHaveCount(0);
    const notice = app.getByText(/This Telegram session is no longer valid/);
    await expect(notice).toBeVisible();
    await expect(app.getByText(/not synced/)).toHaveCount(0);
    await expect(app.getByRole('alert')).toHaveCount(0);
    // The cart is still there, on this device.
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true, text: expect.stringMatching(/^View cart · 2/) });
    await keepScreenshot(page, 'telegram-stale-session-1280');
    await app.getByRole('button', { name: 'Close the app' }).click();
    await expect.poll(() => eventTypes(page)).toContain('web_app_close');
  });
});
