import { expect, test, withFilledCart } from './fixtures';
import {
  contrastViolations,
  faintFieldBorders,
  menuOpenStates,
  routeScreens,
  settled,
} from './support/contrast';
import { placeOrder, uniquePhone } from './support/orders-api';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the web skin meets AA contrast on every route and what opens on them (${width} px, ${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme });
      await withFilledCart(page);
      const order = await placeOrder(page.request, { orderTypeId: 200, phone: uniquePhone() });
      const check = async (screen: string) => {
        expect.soft(await contrastViolations(page), screen).toEqual([]);
      };

      for (const { name, path } of routeScreens(order)) {
        await page.goto(path);
        await settled(page);
        await check(name);
      }

      await page.goto('/en/order');
      await settled(page);
      await page.getByRole('button', { name: /Place order/ }).click();
      await expect(page.getByText('Enter your name')).toBeVisible();
      await check('checkout-refused');
      expect.soft(await faintFieldBorders(page), 'checkout-refused').toEqual([]);
      await page.screenshot({
        path: `test-results/screenshots/checkout-errors-${width}-${colorScheme}.png`,
        fullPage: true,
      });

      // Last: choosing delivery in the picker drops the pickup place the routes above need.
      await page.goto('/en');
      await settled(page);
      await menuOpenStates(page, check, () =>
        page.getByRole('button', { name: /Open cart/ }).click(),
      );
      expect.soft(await faintFieldBorders(page), 'address-confirmation').toEqual([]);
    });
  }

  test(`a first visit, before any place is chosen, meets AA contrast (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/en');
    await expect(page.getByText('Choose a delivery address or a restaurant')).toBeVisible();
    await settled(page);
    expect(await contrastViolations(page)).toEqual([]);
  });
}
