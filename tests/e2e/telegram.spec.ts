import { CHILANZAR_ENTRY, CHILANZAR_PICKUP, expect, MARGHERITA_LINE, test } from './fixtures';
import {
  addDishInTelegram,
  checkoutInTelegram,
  expectTelegramCart,
  inLightAndDark,
  lastEvent,
  openInTelegram,
  pressTelegramButton,
  storedCartCount,
  telegramEvents,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

test.describe('inside the Telegram client', () => {
  test('tells the client it is ready, skins itself dark and drives the buttons', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, theme: 'dark' });
    await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
    await expect
      .poll(async () => (await telegramEvents(page)).map(({ eventType }) => eventType))
      .toContain('web_app_ready');
    // The dark theme's colours reach the page.
    await expect(app.locator('body')).toHaveCSS('background-color', 'rgb(33, 33, 33)');
    // Root: no back button (never shown, or hidden).
    expect((await lastEvent(page, 'web_app_setup_back_button'))?.is_visible ?? false).toBe(false);

    await addDishInTelegram(page, app, 'Margherita');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({
        is_visible: true,
        text: expect.stringMatching(/^View cart · 1 · 59\D000\D/),
      });
    const haptics = (await telegramEvents(page)).filter(
      ({ eventType }) => eventType === 'web_app_trigger_haptic_feedback',
    );
    expect(haptics.length).toBeGreaterThan(0);
    expect(await lastEvent(page, 'web_app_setup_closing_behavior')).toMatchObject({
      need_confirmation: true,
    });

    await pressTelegramButton(page, 'main_button_pressed');
    await expect(app.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true, text: 'Go to checkout' });
    await keepScreenshot(page, 'telegram-cart-375-dark');

    await app.getByRole('button', { name: 'Close' }).click();
    await app.getByRole('button', { name: 'Sections' }).click();
    await app
      .getByRole('navigation', { name: 'Site sections' })
      .getByRole('link', { name: 'News' })
      .click();
    await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_back_button'))
      .toMatchObject({ is_visible: true });
    await pressTelegramButton(page, 'back_button_pressed');
    await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_back_button'))
      .toMatchObject({ is_visible: false });
  });

  test('the basket goes to the reference backend and comes back in a fresh browser', async ({
    page,
    baseURL,
    browser,
  }) => {
    const userId = newTelegramId();
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, userId });
    const saved = page.waitForRequest(
      (request) => request.url().endsWith('/api/tg_basket') && request.method() === 'PUT',
    );
    await addDishInTelegram(page, app, 'Pepperoni');
    const body = (await saved).postDataJSON() as { tgId: number; products: { id: number }[] };
    expect(body.tgId).toBe(userId);
    expect(body.products).toHaveLength(1);

    // Another device of the same Telegram user: an empty browser gets the basket back.
    const other = await browser.newPage();
    const otherApp = await openInTelegram(other, baseURL ?? '', { path: CHILANZAR_ENTRY, userId });
    await expect(otherApp.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
    await expectTelegramCart(other, 1);
    await other.close();
  });

  test('tampered init data: the basket calls are refused, one notice says to reopen from the bot, the cart stays', async ({
    page,
    baseURL,
  }) => {
    // A cart from an earlier visit, in the app's own (framed) storage.
    await page.addInitScript(
      ([origin, line]) => {
        if (window.location.origin !== origin || localStorage.getItem('cart')) return;
        localStorage.setItem('cart', JSON.stringify([line]));
      },
      [new URL(baseURL ?? '').origin, MARGHERITA_LINE] as const,
    );
    const basketCalls: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/hash')) basketCalls.push(response.status());
    });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, tamper: true });
    await expect(app.getByText(/This Telegram session is no longer valid/)).toBeVisible();
    expect(basketCalls).toContain(401);
    // One state, not three: no sync toast and no "not synced" flag beside it.
    await expect(app.getByRole('alert')).toHaveCount(0);
    await expect(app.getByText('Your cart is not synced with Telegram yet')).toHaveCount(0);
    await expectTelegramCart(page, 2);
  });

  test("a bot user's whole path to the tracker, one order for a double tap (light and dark, 375 px)", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const orders: { tgId: number; idempotencyKey: string }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/tg_order'))
        orders.push(request.postDataJSON() as (typeof orders)[number]);
    });
    const userId = newTelegramId();
    // Opened from the bot's menu button: no location yet, the customer picks a restaurant.
    const app = await openInTelegram(page, baseURL ?? '', { path: '/en', userId });
    await app.getByRole('button', { name: 'Pickup' }).click();
    await app
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('button', { name: /Chilanzar/ })
      .click();
    const synced = page.waitForRequest(
      (request) => request.url().endsWith('/api/tg_basket') && request.method() === 'PUT',
    );
    await addDishInTelegram(page, app, 'Margherita');
    // The cart reaches the customer's Telegram basket.
    expect((await synced).postDataJSON()).toMatchObject({
      tgId: userId,
      products: [
        {
          id: 101,
          count: 1,
          modifiers: [
            { id: 1101, count: 1 },
            { id: 1201, count: 1 },
          ],
        },
      ],
    });
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({
        is_visible: true,
        text: expect.stringMatching(/^View cart · 1 · 59\D000\D/),
      });
    await pressTelegramButton(page, 'main_button_pressed');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ is_visible: true, text: 'Go to checkout' });
    await pressTelegramButton(page, 'main_button_pressed');

    await expect(app.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_back_button'))
      .toMatchObject({ is_visible: true });
    await app.getByRole('textbox', { name: 'Name' }).fill('Aziz');
    await app.getByRole('textbox', { name: 'Phone' }).fill('901234567');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({
        is_visible: true,
        text: expect.stringMatching(/^Place order · 59\s000\sUZS/),
      });
    await keepInLightAndDark(page, app, (theme) => `telegram-order-375-${theme}`);
    await pressTelegramButton(page, 'main_button_pressed');
    await pressTelegramButton(page, 'main_button_pressed');

    await expect(app.getByRole('heading', { level: 1 })).not.toHaveText('Checkout');
    await expect
      .poll(() => app.locator('body').evaluate(() => window.location.pathname))
      .toMatch(/^\/en\/tracker\/\d+-[\w-]{22}$/);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.tgId).toBe(userId);
    await expect(app.getByRole('list', { name: 'What you ordered' })).toContainText('Margherita');
    await keepInLightAndDark(page, app, (theme) => `telegram-tracker-375-${theme}`);
    // The backend emptied this user's basket with the order; the cart here is empty too.
    await expect.poll(() => storedCartCount(app)).toBe(0);
  });

  test('a failed tg_order keeps the cart and a notice without the server’s words, and both retries keep one order', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const keys: string[] = [];
    await page.route('**/api/tg_order', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (keys.length <= 2)
        await route.fulfill({ status: 500, json: { message: 'order bus down' } });
      else await route.fallback();
    });
    const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
    await checkoutInTelegram(page, app);
    await app.getByRole('textbox', { name: 'Name' }).fill('Aziz');
    await app.getByRole('textbox', { name: 'Phone' }).fill('901234567');
    await expect
      .poll(() => lastEvent(page, 'web_app_setup_main_button'))
      .toMatchObject({ text: expect.stringMatching(/^Place order/) });
    await pressTelegramButton(page, 'main_button_pressed');

    const notice = app.getByRole('alert').filter({ hasText: 'The order was not placed.' });
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    // docs/product.md §8: a messenger failure raises the flag only, without the server's words,
    // and no toast says them either.
    await expect(notice).not.toContainText('order bus down');
    await expect(app.getByRole('alert').filter({ hasText: 'order bus down' })).toHaveCount(0);
    expect(await storedCartCount(app)).toBe(1);
    await expect(app.getByRole('textbox', { name: 'Name' })).toHaveValue('Aziz');
    await inLightAndDark(page, app, async (theme) => {
      await expect(notice).toBeInViewport();
      await keepScreenshot(page, `telegram-order-failed-375-${theme}`);
    });

    // The MainButton tries again, and fails again: the notice stays with its retry.
    await pressTelegramButton(page, 'main_button_pressed');
    await expect.poll(() => keys.length).toBe(2);
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The notice's own retry places it.
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => app.locator('body').evaluate(() => window.location.pathname))
      .toMatch(/^\/en\/tracker\/\d+-[\w-]{22}$/);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  test('an operator deep link opens pickup in Uzbek at a folder', async ({ page, baseURL }) => {
    const app = await openInTelegram(page, baseURL ?? '', {
      path: `/?longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}`,
      startParam: 'p_r1_luz_f3',
    });
    await expect(app.getByRole('heading', { level: 1, name: 'Menyu' })).toBeVisible();
    await expect(app.getByText('Olib ketish', { exact: false }).first()).toBeVisible();
  });
});

test.describe('messenger entry from a bot link', () => {
  test('stores every parameter, clears the query and reloads in the chosen language', async ({
    page,
  }) => {
    await page.goto(
      `/?tgId=77&language=en&regionId=1&longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}&orderTypeId=200&customerId=9`,
    );
    await expect(page).toHaveURL(/\/en$/);
    const stored = await page.evaluate(() => ({
      tgId: localStorage.getItem('tg-id'),
      userId: localStorage.getItem('user-id'),
      delivery: localStorage.getItem('delivery'),
      location: JSON.parse(localStorage.getItem('location') ?? 'null') as unknown,
    }));
    expect(stored).toEqual({
      tgId: '77',
      userId: '9',
      delivery: '200',
      location: { RestaurantId: 0, RegionId: 1, Longitude: 69.204, Latitude: 41.275 },
    });
    expect(
      (await page.context().cookies()).find(({ name }) => name === 'i18n_redirected')?.value,
    ).toBe('en');
    await expect(page.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
  });

  // Which parameter is malformed and why is parse-messenger-entry's rule, and what each of the
  // bot's malformed links stores and where it reloads is tested beside it
  // (messenger-entry.test.ts); here, that the page takes such a link in its stride.
  test('ignores a malformed parameter and keeps going', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en/news?tgId=abc&regionId=2');
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      tgId: localStorage.getItem('tg-id'),
      delivery: localStorage.getItem('delivery'),
      location: localStorage.getItem('location'),
    }));
    expect(stored.tgId).toBeNull();
    expect(stored.delivery).toBeNull();
    expect(JSON.parse(stored.location ?? 'null')).toMatchObject({ RegionId: 2, Latitude: 0 });
    expect(errors).toEqual([]);
  });
});
