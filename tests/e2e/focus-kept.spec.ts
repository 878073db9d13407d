import type { Page } from '@playwright/test';
import { MARGHERITA_LINE, expect, test, withFilledCart } from './fixtures';
import { contrastViolations } from './support/contrast';
import { keepScreenshot } from './support/screenshots';

/**
 * Focus never drops to the page: whatever a press takes off the screen, the focus stays on the
 * control or moves to the next sensible one, which says what happened.
 */

/** Garlic bread and garlic sauce come without choices: a line each, one of each. */
const simpleLine = (id: number) => ({ id, amount: 1, cartProdId: String(id), modifiers: [] });
const GARLIC_BREAD = simpleLine(304);
const GARLIC_SAUCE = simpleLine(801);

/** What has the focus: its role and accessible name, or `body` when the focus fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const label = (active as HTMLInputElement).labels?.[0]?.textContent;
    const name = active.getAttribute('aria-label') ?? label ?? active.textContent ?? '';
    return `${active.tagName.toLowerCase()}: ${name.trim()}`;
  });

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((inside) => document.activeElement?.closest(inside) !== null, selector);

for (const { width, height } of [
  { width: 375, height: 720 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(({ page }) => page.setViewportSize({ width, height }));

    test('checkout: a line removed with "Fewer" hands the focus to the next line, a promo code to its next control', async ({
      page,
    }) => {
      await withFilledCart(page, [MARGHERITA_LINE, GARLIC_BREAD, GARLIC_SAUCE]);
      await page.goto('/en/order');
      const lines = page.getByRole('list', { name: 'Items in the cart' });
      await expect(lines.getByRole('listitem')).toHaveCount(3);

      await page.getByRole('button', { name: 'Fewer: Garlic Bread' }).click();
      await expect(lines.getByRole('listitem')).toHaveCount(2);
      expect(await focused(page)).toBe('button: Fewer: Garlic Sauce');
      await expect(page.getByText('Garlic Bread removed from the cart')).toHaveAttribute(
        'role',
        'status',
      );
      // The last line: the one before it takes the focus.
      await page.getByRole('button', { name: 'Fewer: Garlic Sauce' }).click();
      await expect(lines.getByRole('listitem')).toHaveCount(1);
      expect(await focused(page)).toBe('button: Fewer: Margherita');
      await expect(page.getByText('Garlic Sauce removed from the cart')).toBeAttached();

      const code = page.getByRole('textbox', { name: 'Promo code' });
      await code.fill('PIZZA15');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Promo code PIZZA15 applied' }),
      ).toBeVisible();
      expect(await focused(page)).toBe('button: Remove the promo code');
      await keepScreenshot(page, `promo-applied-focus-${width}`);

      await page.getByRole('button', { name: 'Remove the promo code' }).click();
      await expect(code).toBeVisible();
      expect(await focused(page)).toBe('input: Promo code');
    });

    test('the cart emptied in its sheet keeps the focus in the sheet, on what it says', async ({
      page,
    }) => {
      await withFilledCart(page, [GARLIC_BREAD]);
      await page.goto('/en');
      await page.getByRole('button', { name: /Open cart/ }).click();
      const sheet = page.getByRole('dialog', { name: 'Cart' });
      await sheet.getByRole('button', { name: 'Fewer: Garlic Bread' }).click();
      await expect(sheet.getByText('Your cart is empty')).toBeVisible();
      expect(await focused(page)).not.toBe('body');
      expect(await focusedInside(page, 'dialog')).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
        'Your cart is empty',
      );
      await keepScreenshot(page, `cart-emptied-focus-${width}`);
      // Closed, the focus goes back to the button that opened it.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: /Open cart/ })).toBeFocused();
    });

    test('an order tapped offline keeps the focus on its button, and the notice says why', async ({
      page,
      context,
    }) => {
      await withFilledCart(page);
      await page.goto('/en/order');
      await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
      await page.getByRole('textbox', { name: 'Phone' }).fill('901234567');
      // The network fails the order's requests and the app's probe of the site, which would
      // otherwise find it back within 5 s and replace the offline notice (the app's code stays
      // reachable: offline.spec.ts has the worker that keeps it).
      for (const request of ['**/api/**', '**/version.json'])
        await context.route(request, (route) => route.abort('internetdisconnected'));
      const place = page.getByRole('button', { name: /Place order/ });
      await place.click();
      // While it tries, and once it gave up.
      expect(await focused(page)).toMatch(/^button: (Placing your order…|Place order)/);
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Your order has not been sent: you are offline.' }),
      ).toBeVisible();
      expect(await focused(page)).toMatch(/^button: Place order/);
      await keepScreenshot(page, `offline-order-focus-${width}`);
    });
  });
}

test('desktop checkout: Tab reaches the sign-in offer, the time and the contacts before the summary column (1280 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await withFilledCart(page);
  await page.goto('/en/order');
  await expect(page.getByRole('textbox', { name: 'Promo code' })).toBeVisible();
  // The offer comes once the edge said who this is; until then a skeleton holds its place.
  await expect(page.getByRole('button', { name: 'Sign in with phone' })).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).focus();
  const order: string[] = [];
  for (let presses = 0; presses < 40 && !order.includes('input: Promo code'); presses += 1) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  const at = (what: RegExp) => order.findIndex((entry) => what.test(entry));
  // The offer to sign in heads the form (checkout never requires it), then the time.
  expect(at(/^button: Sign in with phone$/), order.join(' → ')).toBe(0);
  expect(at(/^button: As soon as possible$/), order.join(' → ')).toBe(1);
  for (const control of [/^input: Name/, /^input: Phone/, /^textarea: Comment/, /Place order/])
    expect(at(control), `${control} before the summary: ${order.join(' → ')}`).toBeLessThan(
      at(/^button: Change$/),
    );
  expect(at(/^button: Change$/)).toBeLessThan(at(/^input: Promo code/));
  await keepScreenshot(page, 'checkout-tab-order-1280');
});

test('on a phone the checkout reads the summary first, as it shows it (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await withFilledCart(page);
  await page.goto('/en/order');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Change' })).toBeFocused();
});

test('the menu arriving late keeps the focus where the customer tabbed to (375 px)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await withFilledCart(page);
  let releaseMenu = () => {};
  const menuHeld = new Promise<void>((resolve) => (releaseMenu = resolve));
  await page.route('**/api/shop**', async (route) => {
    await menuHeld;
    await route.continue();
  });
  await page.goto('/en/order');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).focus();
  await page.keyboard.press('Tab');
  const change = page.getByRole('button', { name: 'Change' });
  await expect(change).toBeFocused();
  releaseMenu();
  await expect(page.getByRole('button', { name: /Place order/ })).toBeVisible();
  await expect(change).toBeFocused();
});

for (const width of [375, 1280])
  test(`the cart is the sixth tab stop on the menu, after the skip link, the logo and the languages (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 720 });
    await withFilledCart(page);
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
    const stops: string[] = [];
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    expect(stops[0]).toBe('a: Skip to content');
    expect(stops[5]).toBe('button: Open cart, 2 items');
    await keepScreenshot(page, `cart-sixth-stop-${width}`);
    expect(await contrastViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    expect(await focusedInside(page, 'dialog')).toBe(true);
  });

test.describe('delivery area', () => {
  // The focus does not depend on the width: at 1280 px "Find" is pressed in the test below.
  test('"Find" on the delivery area keeps the focus while it searches and after (375 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto('/en/delivery-map');
    const search = page.getByRole('search');
    await search.getByRole('combobox', { name: 'Street and house' }).fill('2 Navoi Street');
    const find = search.getByRole('button', { name: 'Find' });
    await find.click();
    await expect(page.getByRole('status').filter({ hasText: 'from Chorsu' })).toBeVisible();
    expect(await focused(page)).toBe('button: Find');
    await expect(find).toBeFocused();
  });

  for (const width of [375, 1280])
    test(`"We deliver here!" offers "Order here", whose confirmed address becomes the delivery point, then the menu (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await withFilledCart(page);
      await page.goto('/en/delivery-map');
      // With a map, the hint to tap it comes with it.
      await expect(page.getByText('Or tap the map where the order should go.')).toBeVisible();
      const search = page.getByRole('search');
      await search.getByRole('combobox', { name: 'Street and house' }).fill('2 Navoi Street');
      await search.getByRole('button', { name: 'Find' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: /^We deliver to Navoi Street, \d+!/ }),
      ).toBeVisible();
      await keepScreenshot(page, `delivery-area-order-here-${width}`);
      expect(await contrastViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Order here' }).click();
      // The picker's confirmation takes the focus; nothing is chosen before "Deliver here".
      const confirmation = page.getByRole('form', { name: 'Check the delivery address' });
      await expect(
        confirmation.getByRole('heading', { name: 'Check the delivery address' }),
      ).toBeFocused();
      expect(await page.evaluate(() => localStorage.getItem('delivery'))).toBe('200');
      await confirmation.getByRole('button', { name: 'Deliver here' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
      await expect(page).toHaveURL(/\/en\/?$/);
      await expect(page.getByRole('paragraph').filter({ hasText: 'Delivery to' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('delivery'))).toBe('0');
      const location = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('location'))) ?? '{}',
      ) as { RestaurantId?: number; Longitude?: number };
      expect(location.RestaurantId).toBeGreaterThan(0);
      expect(location.Longitude).not.toBe(69.204);
    });

  test('without a map no hint says to tap it (375 px)', async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await context.route('https://api-maps.yandex.ru/**', (route) => route.abort());
    await page.goto('/en/delivery-map');
    await expect(page.getByText('The map is unavailable right now')).toBeVisible();
    await expect(
      page.getByText('Search for an address and we will tell you which restaurant delivers there.'),
    ).toBeVisible();
    await expect(page.getByText(/tap the map/i)).toHaveCount(0);
    await keepScreenshot(page, 'delivery-area-no-map-375');
    // The map back (another visit), its hint with it.
    await context.unroute('https://api-maps.yandex.ru/**');
    await page.reload();
    await expect(page.getByText('Or tap the map where the order should go.')).toBeVisible();
  });
});
