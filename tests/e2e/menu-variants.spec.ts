import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, recordOrderBodies, test } from './fixtures';
import { keepScreenshotsAt375And1280 } from './support/screenshots';

const withPickup = async (page: Page) => {
  await page.addInitScript((location) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('location', JSON.stringify(location));
    localStorage.setItem('delivery', '200');
  }, CHILANZAR_PICKUP);
};

test.describe('menu variants', () => {
  // Which cards say "from": product-card.test.tsx. The desktop's dialog reaches the tracker in
  // checkout.spec.ts; nothing asserted here depends on the width.
  test('at 375 px a size chosen in the dialog reaches the cart, the order and the tracker at its price', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await withPickup(page);
    const sentOrders = recordOrderBodies(page);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Margherita', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Margherita' });
    const size = dialog.getByRole('radiogroup', { name: 'Size' });
    const crust = dialog.getByRole('radiogroup', { name: 'Crust' });
    // The defaults are chosen: 25 cm on the traditional crust, at the card's price.
    await expect(size.getByRole('radio', { name: '25 cm' })).toBeChecked();
    await expect(crust.getByRole('radio', { name: 'Traditional crust' })).toBeChecked();
    // Each size says what it adds to the price.
    await expect(size.getByRole('radio', { name: '35 cm' })).toHaveAccessibleDescription(
      /^\+40\s000$/,
    );
    const add = dialog.getByRole('button', { name: /Add to cart/ });
    await expect(add).toHaveText(/· 59\s000\sUZS$/);

    await size.getByRole('radio', { name: '35 cm' }).click();
    await crust.getByRole('radio', { name: 'Thin crust' }).click();
    await expect(size.getByRole('radio', { name: '35 cm' })).toBeChecked();
    await expect(size.getByRole('radio', { name: '25 cm' })).not.toBeChecked();
    await expect(add).toHaveText(/· 99\s000\sUZS$/);
    await keepScreenshotsAt375And1280(page, 'menu-variants-dialog');
    await add.click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /Open cart/ }).click();
    const line = page.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Margherita');
    await expect(line.locator('.cart-line__modifiers')).toHaveText('35 cm, Thin crust');
    await expect(line.locator('.cart-line__total')).toHaveText(/^99\s000\sUZS$/);
    await keepScreenshotsAt375And1280(page, 'menu-variants-cart');

    await page.getByRole('button', { name: 'Go to checkout', exact: true }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
    await page.getByRole('textbox', { name: 'Phone' }).fill('901234567');
    await page.getByRole('button', { name: /^Place order · 99\s000\sUZS/ }).click();
    await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
    const [ordered] = sentOrders.last().products as {
      id: number;
      modifiers: { id: number; count: number }[];
    }[];
    expect(ordered?.id).toBe(101);
    expect(ordered?.modifiers).toEqual(
      expect.arrayContaining([
        { id: 1103, count: 1 },
        { id: 1202, count: 1 },
      ]),
    );
    expect(ordered?.modifiers).toHaveLength(2);

    const lines = page.getByRole('list', { name: 'What you ordered' });
    await expect(lines).toContainText('35 cm, Thin crust');
    await expect(lines.locator('.order-line__price')).toHaveText(/^99\s000\sUZS$/);
  });
});
