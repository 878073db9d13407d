import type { Locator, Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import { placeOrder, trackerPath, uniquePhone } from './support/orders-api';
import { moveInApp } from './support/contrast';
import { expectNoSidewaysScroll } from './support/layout';
import { keepScreenshot } from './support/screenshots';

/**
 * No screen scrolls sideways at any common width: every route, with the states that carry the
 * widest content (the map notice, a filled checkout, a long unbroken name on the profile and the
 * tracker).
 *
 * Each route is shown once and looked at in every width by resizing the window: the screens adapt
 * to the width by CSS alone, and by one media-query listener (`useTwoColumns`, the checkout's
 * columns), which a resize fires as a load would read it. Compared once with a fresh load at each
 * width, every route's every element laid out to the same pixel. What opens over a screen (the
 * cart, the product dialog) was not compared, and keeps a fresh load per width.
 */

const WIDTHS = [320, 360, 375, 414, 768, 1280] as const;
// The screens whose layout changes most with the width, kept as screenshots to look at.
const SHOWN = new Set(['/', '/order', '/profile']);

// The longest name the checkout takes, without a space to break it.
const LONG_NAME = 'Abdurakhmonbek'.repeat(7).slice(0, 100);

/**
 * Closes what is open over the screen by Escape, or the next load brings it back open, and waits
 * until closing has taken its history entry back: a load begun before that lands is aborted.
 */
const closeBeforeNextLoad = async (page: Page, overlay: Locator) => {
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await page.waitForFunction(() => !(history.state as { overlays?: [] } | null)?.overlays?.length);
};

/** The window at `width` px, its layout redone (a resize reaches the page's styles asynchronously). */
const resize = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
};

test.describe('no sideways scroll', () => {
  let ownOrder = '';

  test.beforeEach(async ({ page }) => {
    const placed = await placeOrder(page.request, {
      orderTypeId: 0,
      phone: uniquePhone(),
      customerName: LONG_NAME,
    });
    ownOrder = trackerPath(placed);
    await page.addInitScript(
      ({ location, userId }) => {
        localStorage.setItem('location', JSON.stringify(location));
        localStorage.setItem('delivery', '200');
        localStorage.setItem('user-id', String(userId));
        localStorage.setItem(
          'cart',
          JSON.stringify([{ id: 101, amount: 2, cartProdId: '101', modifiers: [] }]),
        );
      },
      { location: CHILANZAR_PICKUP, userId: placed.customerId },
    );
  });

  // The customer's own order, placed for each test: the tracker's route.
  const OWN_ORDER = 'the own order';
  const ROUTES = [
    '/',
    '/news',
    '/news/1',
    '/order',
    '/stocks',
    '/stocks/1',
    OWN_ORDER,
    '/profile',
    '/contacts',
    '/vacancies',
    '/vacancies/form',
    '/delivery-map',
    '/nope',
    '/uz',
    '/uz/order',
    '/uz/profile',
  ];

  // Tours of four routes: the first loaded, the others moved to inside the app as its links do,
  // which lays a route out as a load does. The 404 page starts a tour: loaded, it is the edge's.
  const TOUR_LENGTH = 4;
  const TOURS = Array.from({ length: Math.ceil(ROUTES.length / TOUR_LENGTH) }, (_, at) =>
    ROUTES.slice(at * TOUR_LENGTH, (at + 1) * TOUR_LENGTH),
  );
  const named = (route: string) => (route === OWN_ORDER ? 'the tracker of the own order' : route);

  for (const tour of TOURS) {
    test(`${tour.map(named).join(', ')} at ${WIDTHS.join(', ')} px`, async ({ page }) => {
      for (const [at, route] of tour.entries()) {
        const path = route === OWN_ORDER ? ownOrder : route;
        await resize(page, WIDTHS[0]);
        if (at === 0) await page.goto(path);
        else await moveInApp(page, path);
        for (const width of WIDTHS) {
          await resize(page, width);
          await expect(
            page.getByRole('heading', { level: 1 }),
            `${path} at ${width} px`,
          ).toBeVisible();
          await expectNoSidewaysScroll(page, `${path} at ${width} px`);
          if (SHOWN.has(route) || route === OWN_ORDER)
            await keepScreenshot(
              page,
              `layout-${route === OWN_ORDER ? 'tracker' : route.replace(/\W/g, '') || 'menu'}-${width}`,
              { fullPage: route !== '/' },
            );
        }
      }
    });
  }

  // The cart sheet keeps a fresh load per width: only the routes were compared with a resize.
  test(`the cart sheet over the menu at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // The cart bar says what the dishes cost.
      await expect(page.getByRole('button', { name: /^Корзина · 2 · 118\D000\D/ })).toBeVisible();
      await page
        .getByRole('button', { name: /Корзина|Открыть корзину/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSidewaysScroll(page, `the cart sheet at ${width} px`);
      await closeBeforeNextLoad(page, page.getByRole('dialog'));
    }
  });
});

test.describe('no sideways scroll before a place is chosen', () => {
  test('a first visit, no place chosen yet: the delivery picker fits 320 px in three languages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const prefix of ['', '/en', '/uz']) {
      await page.goto(`${prefix}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await keepScreenshot(page, `first-visit${prefix.replace('/', '-')}-320`, { fullPage: true });
      await expectNoSidewaysScroll(page, `${prefix || '/'} first visit at 320 px`);
    }
  });
});

test.describe('the product dialog', () => {
  const LANGUAGES = [
    { prefix: '', dish: 'Маргарита', add: /^В корзину · / },
    { prefix: '/en', dish: 'Margherita', add: /^Add to cart · / },
    { prefix: '/uz', dish: 'Margarita', add: /^Savatga · / },
  ];

  test.beforeEach(({ page }) =>
    page.addInitScript((location) => {
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
    }, CHILANZAR_PICKUP),
  );

  test('scrolls nowhere sideways at 320 px with every "+" inside, and its add stays one line at 375 px', async ({
    page,
  }) => {
    // Six page loads: up to 30 s in CI, where two workers share two cores.
    test.setTimeout(90_000);
    for (const { prefix, dish, add } of LANGUAGES)
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${prefix}/`);
        await page.getByRole('button', { name: dish, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: dish });
        const button = dialog.getByRole('button', { name: add });
        await expect(button).toBeVisible();
        const what = `${prefix || '/'} at ${width} px`;
        const fit = await dialog.evaluate((element) => {
          const body = element.querySelector('.dialog__body');
          const right = body?.getBoundingClientRect().right ?? 0;
          const pluses = [...element.querySelectorAll('.modifier [role="group"] button')];
          return {
            sideways: (body?.scrollWidth ?? 0) - (body?.clientWidth ?? 0),
            cut: pluses.filter((plus) => plus.getBoundingClientRect().right > right).length,
            pluses: pluses.length,
          };
        });
        expect(fit, what).toEqual({ sideways: 0, cut: 0, pluses: expect.any(Number) });
        expect(fit.pluses, what).toBeGreaterThan(0);
        // One line of text: every piece of the label on the same line.
        const lines = await button.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set([...range.getClientRects()].map(({ bottom }) => Math.round(bottom))).size;
        });
        expect(lines, what).toBe(1);
        await expectNoSidewaysScroll(page, what);
        await keepScreenshot(page, `product-dialog${prefix.replace('/', '-')}-${width}`);
        await closeBeforeNextLoad(page, dialog);
      }
  });
});

// Issue 38: "59 000 so‘md / an" on the Uzbek menu cards at 320 and 1280 px.
test.describe('prices on the menu cards', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((location) => {
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
    }, CHILANZAR_PICKUP);
  });

  for (const width of [320, 1280]) {
    test(`never break inside an amount or its word in Uzbek at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/uz');
      const prices = page.getByText(/^[\d\u00a0]+\u00a0so‘m(dan)?$/);
      await expect(prices.first()).toBeVisible();
      const lines = await prices.evaluateAll((elements) =>
        elements.map((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          const tops = new Set([...range.getClientRects()].map(({ top }) => Math.round(top)));
          return `${element.textContent ?? ''}: ${tops.size}`;
        }),
      );
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([]);
      await expectNoSidewaysScroll(page, `the Uzbek menu at ${width} px`);
    });
  }
});
