import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';

type Manifest = Record<string, { file: string; dynamicImports?: string[] }>;

const readManifest = () => JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;

/** The built file of a screen's chunk, read from the manifest of the build under test. */
const screenChunk = (page: string) => {
  const chunk = readManifest()[`src/pages/${page}/index.ts`];
  if (!chunk) throw new Error(`no chunk for ${page}`);
  return `/${chunk.file}`;
};

/** The chunk the entry imports once the page has painted: the app's boot and its shell. */
const appChunk = () => {
  const manifest = readManifest();
  const chunk = manifest[manifest['index.html']?.dynamicImports?.[0] ?? ''];
  if (!chunk) throw new Error('no app chunk');
  return `/${chunk.file}`;
};

const SCREENS_PRELOADED_FROM_THE_HEADER = [
  'news',
  'stocks',
  'contacts',
  'vacancies',
  'delivery-map',
  'profile',
];

/** Counts full document loads of the tab (client-side navigations do not count). */
const countDocumentLoads = (page: Page) => {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count += 1;
  });
  return loads;
};

/**
 * Marks the document so the test can tell, right after a navigation, whether it began to unload:
 * the app reloads synchronously when the path changes, and a reload starts with `beforeunload`.
 */
const watchUnload = (page: Page) =>
  page.evaluate(() => {
    addEventListener('beforeunload', () => {
      document.documentElement.dataset.unloading = 'true';
    });
  });

const beganToUnload = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.unloading === 'true');

const siteNavigation = (page: Page) => page.getByRole('navigation', { name: 'Разделы сайта' });

test.describe('a newer build', () => {
  test('reloads once at the next navigation, and a path not twice within 10 s', async ({
    page,
  }) => {
    await page.route('**/version.json', (route) =>
      route.fulfill({
        json: { buildId: 'a-newer-build' },
        headers: { 'cache-control': 'no-store' },
      }),
    );
    const loads = countDocumentLoads(page);
    const firstCheck = page.waitForResponse('**/version.json');
    await page.goto('/');
    await firstCheck;
    await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    expect(loads.count).toBe(1);

    // The next navigation becomes a page load of the new path: exactly one.
    const secondCheck = page.waitForResponse('**/version.json');
    await siteNavigation(page).getByRole('link', { name: 'Новости' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    await secondCheck;
    expect(loads.count).toBe(2);

    // The reloaded tab still hears of the newer build: moving to another path reloads that one...
    await siteNavigation(page).getByRole('link', { name: 'Меню' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    await expect.poll(() => loads.count).toBe(3);
    await page.waitForResponse('**/version.json');

    // ...but /news was reloaded less than 10 s ago, so going back there stays in the page.
    await watchUnload(page);
    await siteNavigation(page).getByRole('link', { name: 'Новости' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    expect(await beganToUnload(page)).toBe(false);
    expect(loads.count).toBe(3);
  });

  test('the same build never reloads', async ({ page }) => {
    const loads = countDocumentLoads(page);
    const check = page.waitForResponse('**/version.json');
    await page.goto('/');
    expect((await check).status()).toBe(200);
    await watchUnload(page);
    await siteNavigation(page).getByRole('link', { name: 'Новости' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
    expect(await beganToUnload(page)).toBe(false);
    expect(loads.count).toBe(1);
  });
});

for (const { what, chunk, path, heading } of [
  { what: 'a screen chunk', chunk: () => screenChunk('news'), path: '/news', heading: 'Новости' },
  { what: "the app's own code", chunk: appChunk, path: '/en/news', heading: 'News' },
]) {
  test(`${what} failing to load recovers by reloading the page`, async ({ page }) => {
    const loads = countDocumentLoads(page);
    let aborted = 0;
    // The first document cannot get the chunk at all (its preload fails too), as when a
    // deployment has removed it; the reloaded document can.
    await page.route(`**${chunk()}`, async (route) => {
      if (loads.count > 1) return route.continue();
      aborted += 1;
      return route.abort('connectionreset');
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(aborted).toBeGreaterThan(0);
    expect(loads.count).toBe(2);
  });
}

test("when the app's code cannot load even after a reload, the page says so and tries again", async ({
  page,
}) => {
  const loads = countDocumentLoads(page);
  const chunk = `**${appChunk()}`;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/en/news');
  await expect(
    page.getByText('The page could not load. Check your connection and try again.'),
  ).toBeVisible();
  expect(loads.count).toBe(2);
  // The rest of the page works as a plain page: its links lead on.
  await expect(
    page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Menu' }),
  ).toHaveAttribute('href', '/en/');
  await page.unroute(chunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  expect(loads.count).toBe(3);
});

test('links preload their screens, at most 4 at once, each once', async ({ page }) => {
  const chunks = new Set(SCREENS_PRELOADED_FROM_THE_HEADER.map(screenChunk));
  let inFlight = 0;
  let most = 0;
  const requested: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!chunks.has(path)) return route.continue();
    requested.push(path);
    inFlight += 1;
    most = Math.max(most, inFlight);
    // Slow enough that every preload the header asks for is waiting at the same time.
    await new Promise((resolve) => setTimeout(resolve, 800));
    inFlight -= 1;
    return route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
  await expect.poll(() => requested.length).toBe(chunks.size);
  expect(most).toBeLessThanOrEqual(4);
  expect(most).toBeGreaterThan(1);
  expect(new Set(requested).size).toBe(requested.length);
  // The preloaded screen opens without another download.
  await siteNavigation(page).getByRole('link', { name: 'Новости' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  expect(requested.filter((path) => path === screenChunk('news'))).toHaveLength(1);
});

test.describe('headers on wrangler pages dev', () => {
  test('pages, assets and the version file', async ({ request }) => {
    const page = await request.get('/en/news');
    const headers = page.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://api-maps.yandex.ru");
    expect(csp).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org .*https:\/\/t\.me/);
    // No Sentry DSN or analytics id in the e2e build: their origins stay out.
    expect(csp).not.toContain('sentry');
    expect(csp).not.toContain('mc.yandex.ru');
    expect(csp).not.toContain('googletagmanager');

    const html = await page.text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
    const assetHeaders = (await request.get(asset)).headers();
    expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assetHeaders['x-content-type-options']).toBe('nosniff');

    // HTTPS only: the pages and files from _headers, the functions' answers from the functions.
    const token = await request.get('/api/token');
    for (const answer of [headers, assetHeaders, token.headers()]) {
      expect(answer['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }

    const version = await request.get('/version.json');
    expect(version.headers()['cache-control']).toBe('no-store');
    expect(await version.json()).toEqual({ buildId: expect.any(String) });

    const dynamic = await request.get('/uz/news/1');
    expect(dynamic.status()).toBe(200);
    expect(dynamic.headers()['cache-control']).toBe('no-cache');
  });

  test('a missing file or page answers 404 that no cache keeps', async ({ request }) => {
    // Pages would answer index.html here, under the immutable caching of /assets/*.
    const asset = await request.get('/assets/menu-0ld8uild.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(asset.headers()['cache-control']).toBe('no-store');
    expect(await asset.text()).not.toContain('<html');

    const page = await request.get('/en/nope');
    expect(page.status()).toBe(404);
    expect(page.headers()['cache-control']).toBe('no-store');
  });

  test('the prerendered page paints the first screen in the right language before any script', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/en/news/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // The edge wrote the item in: its title is the tab's (tests/e2e/shared-links.spec.ts).
    await expect(page).toHaveTitle('We opened in Mirzo Ulugbek — Tashkent Pizza');
    // Inert until the app takes over, so it has no roles yet: found by its markup.
    const prerendered = page.locator('#root > .first-visit[inert]');
    await expect(prerendered.locator('.site-nav a', { hasText: 'News' })).toHaveAttribute(
      'href',
      '/en/news',
    );
    // A shell for every news item offers the other languages' home pages, not a placeholder id.
    await expect(prerendered.locator('.language-switcher a[hreflang="uz"]')).toHaveAttribute(
      'href',
      '/uz',
    );
    await page.goto('/uz/contacts');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/uz/contacts');
    await page.goto('/');
    await expect(prerendered.locator('h1')).toHaveText('Меню');
    await expect(prerendered.getByText('Выберите адрес доставки или ресторан')).toBeVisible();
    // A first visit's menu is the place picker, drawn whole rather than as a placeholder.
    await expect(prerendered.locator('.location-picker .segmented')).toBeVisible();
    await expect(prerendered.locator('.address-search input')).toBeVisible();
    await expect(prerendered.locator('section.page .skeleton')).toHaveCount(0);
    await context.close();
  });

  test.describe('before the app has started', () => {
    test.beforeEach(async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
    });

    test('a first visit sees the first screen, its inline check allowed by the policy', async ({
      page,
    }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto('/order');
      // The order middleware sends a visitor with an empty cart to the menu: its shell is the menu.
      await expect(page.locator('.first-visit h1')).toHaveText('Меню');
      await expect(page.locator('.prerender-placeholder')).toBeHidden();
      expect(violations).toEqual([]);
    });

    test("a returning visitor sees a placeholder rather than a first visit's screen", async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('cart', '[]'));
      // A first visit's /order is the menu with an "empty cart" message: none of it is theirs.
      await page.goto('/order');
      await expect(page.locator('html')).toHaveClass(/prerender-mismatch/);
      await expect(page.locator('.prerender-placeholder .skeleton')).toBeVisible();
      await expect(page.locator('.first-visit h1')).toBeHidden();
      await expect(page.locator('.first-visit .toast')).toBeHidden();
    });
  });

  test('the Content-Security-Policy lets the app, the map and its styles run', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/', '/en/news', '/delivery-map', '/vacancies/form']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});

test("the app takes over a first visit's place picker with no placeholder in between", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen = { placeholder: false };
    Object.assign(window, { placeholderSeen: seen });
    // Any skeleton in the app's own screen (the prerendered page's is under .first-visit).
    new MutationObserver(() => {
      if (document.querySelector('#root > :not(.first-visit) section.page .skeleton'))
        seen.placeholder = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Самовывоз' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Улица и дом' })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { placeholderSeen: { placeholder: boolean } }).placeholderSeen,
  );
  expect(seen.placeholder).toBe(false);
});

/** The preloads a prerendered page still holds in a template: the entry took the other one. */
const preloadsLeft = (page: Page, template: 'app-preloads' | 'first-visit-preloads') =>
  page.evaluate(
    (id) => (document.getElementById(id) as HTMLTemplateElement | null)?.content.childElementCount,
    template,
  );

/** The built file of the place picker's chunk. */
const pickerChunk = () => {
  const chunk = readManifest()['src/features/choose-location/location-picker.tsx'];
  if (!chunk) throw new Error('no chunk for the place picker');
  return `/${chunk.file}`;
};

/** Every path the page requests from now on. */
const recordRequests = (page: Page) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  return requested;
};

test.describe('what a prerendered page preloads', () => {
  test("a first visit to /order, which the empty cart sends to the menu, downloads the menu's code and the place picker, not the checkout's", async ({
    page,
  }) => {
    const requested = recordRequests(page);
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Меню' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Улица и дом' })).toBeVisible();
    expect(requested).toContain(screenChunk('menu'));
    expect(requested).toContain(pickerChunk());
    expect(requested).not.toContain(screenChunk('order'));
    expect(await preloadsLeft(page, 'first-visit-preloads')).toBe(0);
    expect(await preloadsLeft(page, 'app-preloads')).toBeGreaterThan(0);
  });

  test('a returning visitor with a cart gets the checkout preloaded on /order', async ({
    page,
  }) => {
    await withFilledCart(page);
    const requested = recordRequests(page);
    await page.goto('/order');
    await expect(page.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
    expect(requested).toContain(screenChunk('order'));
    expect(await preloadsLeft(page, 'app-preloads')).toBe(0);
    expect(await preloadsLeft(page, 'first-visit-preloads')).toBeGreaterThan(0);
  });

  test('a returning visitor with a place chosen never downloads the place picker on the menu', async ({
    page,
  }) => {
    await withFilledCart(page);
    const requested = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Маргарита', exact: true })).toBeVisible();
    expect(requested).not.toContain(pickerChunk());
    expect(await preloadsLeft(page, 'app-preloads')).toBe(0);
    expect(await preloadsLeft(page, 'first-visit-preloads')).toBeGreaterThan(0);
  });
});
