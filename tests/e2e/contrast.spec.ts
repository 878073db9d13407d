import type { Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';
import {
  contrastViolations,
  faintFieldBorders,
  menuOpenStates,
  moveInApp,
  routeScreenNames,
  routeScreens,
  settled,
} from './support/contrast';
import { placeOrder, uniquePhone } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

/**
 * The web skin's four views: a phone's and a laptop's width, each light and dark. A screen loads
 * once and is looked at in every view: the skin follows the width and the scheme by CSS alone (and
 * one media-query listener, `useTwoColumns`, which a resize fires as a load reads it), so resizing
 * and switching the scheme paint what a fresh load in that view paints. Compared once on every
 * route in every view, axe read the same colours on every node either way (React's generated ids
 * and the profile's order numbers aside).
 */
const VIEWS = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
);

/** Shows the page in each view in turn; `look` gets the view's name for the report. */
const eachView = async (page: Page, look: (view: string) => Promise<void>) => {
  for (const { width, colorScheme } of VIEWS) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
    await look(`${width} px, ${colorScheme}`);
  }
};

/** A returning visitor with pickup chosen, a filled cart and one order, on a phone in light. */
const returningVisitor = async (page: Page) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await withFilledCart(page);
  return placeOrder(page.request, { orderTypeId: 200, phone: uniquePhone() });
};

const VIEW_NAMES = '375 and 1280 px, light and dark';

/**
 * The route screens in tours of five, each loaded once and then moved to inside the app as its
 * links do: a route's colours are the same however it is reached, and a load is most of a screen's
 * time.
 */
const TOUR_LENGTH = 5;
const TOURS = Array.from({ length: Math.ceil(routeScreenNames.length / TOUR_LENGTH) }, (_, at) =>
  routeScreenNames.slice(at * TOUR_LENGTH, (at + 1) * TOUR_LENGTH),
);

for (const tour of TOURS) {
  test(`the web skin meets AA contrast on the ${tour.join(', ')} screens (${VIEW_NAMES})`, async ({
    page,
  }) => {
    const order = await returningVisitor(page);
    const screens = routeScreens(order).filter(({ name }) => tour.includes(name));
    for (const [at, { name, path }] of screens.entries()) {
      if (at === 0) {
        await page.goto(path);
        await settled(page);
      } else await moveInApp(page, path);
      await eachView(page, async (view) => {
        expect.soft(await contrastViolations(page), `${name}, ${view}`).toEqual([]);
      });
    }
  });
}

/**
 * The page in the light and then the dark scheme, the system setting switched as a customer's
 * night mode does (the skin follows it by CSS alone), and left in light.
 */
const inBothSchemes = async (
  page: Page,
  look: (colorScheme: 'light' | 'dark') => Promise<void>,
) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await look(colorScheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
};

// What opens on a screen was not compared with a resized view: a fresh load at each width.
for (const width of [375, 1280])
  test(`the web checkout refused and what opens over the menu meet AA contrast (${width} px, light and dark)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await withFilledCart(page);
    await placeOrder(page.request, { orderTypeId: 200, phone: uniquePhone() });
    const check = (screen: string, also?: (colorScheme: 'light' | 'dark') => Promise<void>) =>
      inBothSchemes(page, async (colorScheme) => {
        expect.soft(await contrastViolations(page), `${screen}, ${colorScheme}`).toEqual([]);
        await also?.(colorScheme);
      });

    await page.goto('/en/order');
    await settled(page);
    await page.getByRole('button', { name: /Place order/ }).click();
    await expect(page.getByText('Enter your name')).toBeVisible();
    await check('checkout-refused', async (colorScheme) => {
      expect.soft(await faintFieldBorders(page), `checkout-refused, ${colorScheme}`).toEqual([]);
      await keepScreenshot(page, `checkout-errors-${width}-${colorScheme}`, { fullPage: true });
    });

    // Last: choosing delivery in the picker drops the pickup place the checkout needs.
    await page.goto('/en');
    await settled(page);
    await menuOpenStates(
      page,
      (state) =>
        check(
          state,
          state === 'address-confirmation'
            ? async (colorScheme) => {
                expect.soft(await faintFieldBorders(page), `${state}, ${colorScheme}`).toEqual([]);
              }
            : undefined,
        ),
      () => page.getByRole('button', { name: /Open cart/ }).click(),
    );
  });

test('a first visit, before any place is chosen, meets AA contrast (light and dark)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en');
  await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
  await settled(page);
  await inBothSchemes(page, async (colorScheme) => {
    expect.soft(await contrastViolations(page), `first visit, ${colorScheme}`).toEqual([]);
  });
});
