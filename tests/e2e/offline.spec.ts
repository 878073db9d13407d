import { readFileSync, writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, MARGHERITA_LINE, test, withFilledCart } from './fixtures';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';
import { ordersOf, storedCustomerId } from './support/orders-api';
import { freshPhone } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({
  // The worker's own specs: every other spec blocks it (playwright.config.ts).
  serviceWorkers: 'allow',
  launchOptions: telegramLaunchOptions,
});

/** The served build's Russian news page; one test plays a deployment by changing it. */
const NEWS_PAGE = 'dist/news.html';

const OFFLINE_NOTICE = 'You are offline. What you see was saved on this device: prices may change.';
/**
 * The app asks a failing network again every 5 s (NETWORK_PROBE_INTERVAL_MS): its return is found
 * at the next ask, which a loaded machine may run late.
 */
const NETWORK_FOUND_WITHIN_MS = 15_000;

/** The pages' width and height before a test sets its own (Desktop Chrome's). */
const DESKTOP = { width: 1280, height: 720 };

/** Waits until the site's worker is installed and answers this page's requests. */
const workerInControl = async (page: Page) => {
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return registration.active?.scriptURL ?? '';
  });
  expect(new URL(script).pathname).toBe('/sw.js');
};

/** The name and a fresh phone typed at checkout: ready to place. */
const fillContact = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: 'Phone' }).fill(freshPhone());
};

/** A checkout the worker answers, with the name and a fresh phone typed: ready to place. */
const checkoutFilledUnderWorker = async (page: Page) => {
  await withFilledCart(page);
  await page.goto('/en/order');
  await workerInControl(page);
  await page.reload();
  await fillContact(page);
};

/**
 * On the tracker of the order just sent: its customer has it once, besides the orders this
 * browser placed before (`earlier`), however many taps it took. Its number, for the next.
 */
const expectPlacedOnce = async (page: Page, earlier: readonly number[] = []) => {
  await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
  const orderId = Number(/\/tracker\/(\d+)-/.exec(page.url())?.[1]);
  const orders = await ordersOf(page, await storedCustomerId(page));
  expect(orders.map((order) => order.orderId).filter((id) => !earlier.includes(id))).toEqual([
    orderId,
  ]);
  return orderId;
};

/** No connection for the page nor for its worker: both the browser's flag and every request. */
const goOffline = async (context: BrowserContext) => {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
};

const goOnline = async (context: BrowserContext) => {
  await context.unroute('**/*');
  await context.setOffline(false);
};

/**
 * A network that lies (a captive portal, a dead mobile link): every request of the page and of its
 * worker fails at the network, while the browser goes on reporting itself online.
 */
const networkLies = async (page: Page, context: BrowserContext) => {
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
};

const networkAnswers = (context: BrowserContext) => context.unroute('**/*');

test('the web registers the service worker, which never keeps credentials or personal data', async ({
  page,
}) => {
  await withFilledCart(page);
  await page.goto('/en');
  await workerInControl(page);
  // Everything the page asks from now on passes the worker; then look at what it kept.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
  await page.goto('/en/order');
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((url) => new URL(url).pathname);
  });
  expect(kept).toContain('/api/shop');
  for (const path of kept)
    expect(path).not.toMatch(/^\/api\/(token|hash|hr_token|tg_|delivery|customer|address)/);
});

test('Telegram mode never registers the worker', async ({ page, baseURL }) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await expect(app.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().startsWith(baseURL ?? '-'));
  // Registration would come once the first screen is up and the page idle: wait that out.
  const registrations = await frame?.evaluate(async () => {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    return (await navigator.serviceWorker.getRegistrations()).length;
  });
  expect(registrations).toBe(0);
});

// One worker installed for both networks: the lying one comes after the offline one, online again.
test('a reload offline, or on a network that lies, shows the kept menu with one notice, gone once requests go through; the cart still works', async ({
  page,
  context,
}) => {
  await test.step('a reload offline shows the last menu with one notice, and the cart still works', async () => {
    await withFilledCart(page, []);
    await page.goto('/en');
    await workerInControl(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, 'offline-menu-375');

    await page.getByRole('button', { name: 'Margherita', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Add to cart/ })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: /Open cart/ })).toContainText('1');
    await page.getByRole('button', { name: /Open cart/ }).click();
    await page.getByRole('button', { name: /More: Margherita/ }).click();
    await expect(page.getByRole('button', { name: /Open cart/ })).toContainText('2');

    await goOnline(context);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
  });

  await test.step('on a network that lies, a reload shows the kept menu with one notice, gone once requests go through', async () => {
    // A visitor with an empty cart again, at the desktop width, the Russian menu kept by the worker.
    await page.evaluate(() => localStorage.setItem('cart', '[]'));
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Маргарита', exact: true })).toBeVisible();

    await networkLies(page, context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Маргарита', exact: true })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Нет подключения к интернету.' });
    await expect(notice).toHaveCount(1);
    await expect(page.getByText('Не удалось загрузить меню')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, 'lie-fi-menu-375');

    // Nothing tells the browser the network is back: the app finds it by itself, at its next ask.
    await networkAnswers(context);
    await expect(notice).toHaveCount(0, { timeout: NETWORK_FOUND_WITHIN_MS });
  });
});

// One worker installed for both networks: the lying one comes after the offline one's order.
test('an order tapped offline, or on a network that lies, is kept across a reload and placed exactly once when requests go through again', async ({
  page,
  context,
}) => {
  const firstOrder =
    await test.step('an order tapped offline is kept across a reload and placed exactly once with one tap online', async () => {
      await checkoutFilledUnderWorker(page);
      await page.getByRole('textbox', { name: 'Comment' }).fill('Third floor');

      await goOffline(context);
      const place = page.getByRole('button', { name: /Place order/ });
      await place.click();
      await place.click();
      const unsent = page.getByText('Your order has not been sent: you are offline.');
      await expect(unsent).toBeVisible();
      await unsent.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'offline-order-unsent-1280');

      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Aziz Karimov');
      await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveValue('Third floor');
      await expect(unsent).toBeVisible();
      // Another tap offline: it fails like the first (and has failed before the connection returns).
      const attempt = page.waitForEvent('requestfailed', (request) =>
        request.url().endsWith('/api/session'),
      );
      await place.click();
      await attempt;
      await expect(unsent).toBeVisible();

      await goOnline(context);
      await expect(
        page.getByText('You are back online, but the order has not been sent yet.'),
      ).toBeVisible();
      // One way to send it: the main action says so, and the notice has no button of its own.
      await expect(page.getByRole('button', { name: /(Send|Place) order/ })).toHaveCount(1);
      await page.getByRole('button', { name: /Send order ·/ }).scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'offline-order-back-online-1280');
      await page.setViewportSize({ width: 375, height: 740 });
      await expect(page.getByRole('button', { name: /(Send|Place) order/ })).toHaveCount(1);
      await keepScreenshot(page, 'offline-order-back-online-375');
      await page.getByRole('button', { name: /Send order ·/ }).click();
      return expectPlacedOnce(page);
    });

  await test.step('on a network that lies, an order tapped is kept and placed exactly once when requests go through again', async () => {
    // Another order at the desktop width, from a checkout the same worker answers.
    await page.evaluate(
      (line) => localStorage.setItem('cart', JSON.stringify([line])),
      MARGHERITA_LINE,
    );
    await page.setViewportSize(DESKTOP);
    await page.goto('/en/order');
    await fillContact(page);

    await networkLies(page, context);
    const place = page.getByRole('button', { name: /Place order/ });
    await place.click();
    await place.click();
    const unsent = page.getByText('Your order has not been sent: you are offline.');
    await expect(unsent).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(1);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Aziz Karimov');
    await expect(unsent).toBeVisible();

    // The app asks the network again every 5 s (NETWORK_PROBE_INTERVAL_MS): the next ask finds it.
    await networkAnswers(context);
    await expect(
      page.getByText('You are back online, but the order has not been sent yet.'),
    ).toBeVisible({ timeout: NETWORK_FOUND_WITHIN_MS });
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /(Send|Place) order/ })).toHaveCount(1);
    await page.getByRole('button', { name: /Send order ·/ }).click();
    await expectPlacedOnce(page, [firstOrder]);
  });
});

test('a build deployed while the tab is open is picked up at the next navigation', async ({
  page,
  context,
}) => {
  await withFilledCart(page, []);
  await page.goto('/');
  await workerInControl(page);
  // The next deployment: a new build id, and its news page on the server (the served folder).
  await context.route('**/version.json', (route) =>
    route.fulfill({
      json: { buildId: 'the-next-build' },
      headers: { 'cache-control': 'no-store' },
    }),
  );
  const deployed = readFileSync(NEWS_PAGE, 'utf8');
  writeFileSync(
    NEWS_PAGE,
    deployed.replace('<head>', '<head><meta name="build" content="the-next-build">'),
  );
  try {
    const check = page.waitForResponse('**/version.json');
    await page.reload();
    await check;
    await page
      .getByRole('navigation', { name: 'Разделы сайта' })
      .getByRole('link', { name: 'Новости' })
      .click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'the-next-build');
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  } finally {
    writeFileSync(NEWS_PAGE, deployed);
  }
});

test('the worker leaves Telegram’s code and Sentry out of its precache', async ({ request }) => {
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('"url":"index.html"');
  expect(worker).not.toMatch(/assets\/(adapter|telegram-skin|basket-sync|sentry)-/);
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});
