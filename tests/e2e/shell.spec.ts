import { CHILANZAR_PICKUP, expect, MARGHERITA_LINE, test } from './fixtures';

const SCREENS = [
  '/',
  '/news',
  '/news/1',
  '/order',
  '/stocks',
  '/stocks/1',
  '/tracker/1',
  '/profile',
  '/contacts',
  '/vacancies',
  '/vacancies/form',
  '/delivery-map',
];
// English is not toured: its shells are written as these are (scripts/build/prerender.test.ts), the
// app gives its pages their tag and head (src/shared/i18n/model.test.ts,
// src/shared/ui/page-meta.test.tsx), and contrast.spec.ts opens every English screen. Uzbek is
// toured on the screens no other spec loads straight from the edge in Uzbek (the menu, news,
// order, profile, promotion, tracker, contacts and vacancies are: words, layout, freshness,
// orders, shared-links and addresses specs).
const VARIANTS = [
  { prefix: '', lang: 'ru-RU', screens: SCREENS },
  {
    prefix: '/uz',
    lang: 'uz-UZ',
    screens: ['/news/1', '/stocks', '/vacancies/form', '/delivery-map'],
  },
];
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test.describe('the routes in two languages', () => {
  // A visitor with a cart and a pickup restaurant: the order route's middleware lets /order render.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      ([location, line]) => {
        localStorage.setItem('location', JSON.stringify(location));
        localStorage.setItem('delivery', '200');
        localStorage.setItem('cart', JSON.stringify([line]));
      },
      [CHILANZAR_PICKUP, { ...MARGHERITA_LINE, amount: 1 }] as const,
    );
  });

  for (const { prefix, lang, screens } of VARIANTS) {
    test(`the screens under "${prefix || '/'}" answer 200 with lang ${lang}`, async ({ page }) => {
      for (const screen of screens) {
        const path = prefix && screen === '/' ? prefix : `${prefix}${screen}`;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new URL(path, page.url()).href,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      }
    });
  }
});

test.describe('unknown paths', () => {
  test('/nope shows the 404 page and answers HTTP 404', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('404');
    await expect(page.getByRole('heading', { name: 'Страница не найдена: /nope' })).toBeVisible();
  });

  test('/en/nope shows the English 404 page and answers HTTP 404', async ({ page }) => {
    const response = await page.goto('/en/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found: /en/nope' })).toBeVisible();
  });

  test('after a client-side navigation the message reads "Page not found"', async ({ page }) => {
    await page.goto('/en/news');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/en/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Page not found: /en/missing' })).toBeVisible();
  });
});

test.describe('redirects stay on the site', () => {
  // The path once made the entry's clean-up leave for evil.example. Its neighbours, and where each
  // lands, are checked on the entry's reload (src/features/messenger-entry/messenger-entry.test.ts)
  // and on the edge's redirect (tests/functions/middleware.test.ts).
  test('//evil.example?tgId=5 lands on /evil.example of this site', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Another site</h1>' }),
    );
    // A path that starts with // is glued to the origin: resolved against it, it names a host.
    await page.goto(`${new URL(baseURL ?? '').origin}//evil.example?tgId=5`);
    await expect(
      page.getByRole('heading', { level: 1, name: /Страница не найдена/ }),
    ).toBeVisible();
    expect(new URL(page.url()).hostname).toBe('127.0.0.1');
    expect(new URL(page.url()).pathname).toBe('/evil.example');
    expect(new URL(page.url()).search).toBe('');
  });
});

// Where a browser's language or a cookie sends a visitor is the edge's answer
// (tests/functions/middleware.test.ts), by the rule the app follows too
// (packages/contract/src/i18n/detect-language.test.ts); edge.spec.ts follows one in a browser.
test.describe('language detection', () => {
  test.describe('a crawler', () => {
    test.use({ locale: 'en-US', userAgent: CRAWLER });

    test('is not redirected and gets no error page', async ({ page }) => {
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/news');

      const response = await page.goto('/nope');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('navigation', { name: 'Разделы сайта' })).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  test('switching to Uzbek sets the cookie and the URL', async ({ page, context }) => {
    await page.goto('/news');
    await page.getByRole('link', { name: "O'zbekcha" }).click();
    await expect(page).toHaveURL(/\/uz\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Yangiliklar' })).toBeVisible();
    await expect(page).toHaveTitle(/Yangiliklar/);
    const cookie = (await context.cookies()).find(({ name }) => name === 'i18n_redirected');
    expect(cookie?.value).toBe('uz');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await page.getByRole('link', { name: 'Русский' }).click();
    await expect(page).toHaveURL(/\/news$/);
    expect(new URL(page.url()).pathname).toBe('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  });
});

test('a new screen opens at its top; back returns to where the visitor was', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  await page.goto('/en/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Vacancies' })
    .scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vacancies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
