import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, MARGHERITA_LINE, test } from './fixtures';
import { keepScreenshot } from './support/screenshots';

/** A visitor picking up from Chilanzar, with a Margherita in the cart. */
const seed = async (page: Page) => {
  await page.addInitScript(
    ([location, margherita]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
      localStorage.setItem('cart', JSON.stringify([{ ...margherita, amount: 1 }]));
    },
    [CHILANZAR_PICKUP, MARGHERITA_LINE] as const,
  );
};

test.describe('cart suggestions (docs/product.md §3 productsForCart)', () => {
  test('ru: a suggestion goes into the cart in one tap and leaves the row', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await seed(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Открыть корзину, товаров: 1' }).click();
    const sheet = page.getByRole('dialog', { name: 'Корзина' });
    const lines = sheet.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
    const row = sheet.getByRole('region', { name: 'Добавить к заказу' });
    await expect(lines).toHaveCount(1);
    await expect(row.getByRole('listitem')).toHaveCount(4);
    await expect(row.getByRole('listitem').first()).toContainText('Сырный соус');
    await expect(row.getByRole('listitem').first()).toContainText('7 000 сум');
    await keepScreenshot(page, 'cart-suggestions-375');

    await row.getByRole('button', { name: 'Добавить: Сырный соус' }).click();
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText('Сырный соус');
    await expect(row.getByRole('button', { name: 'Добавить: Сырный соус' })).toHaveCount(0);
    await expect(row.getByRole('listitem')).toHaveCount(3);
    // Focus stays in the row, on the next suggestion.
    await expect(row.getByRole('button', { name: 'Добавить: Кока-кола 0,5 л' })).toBeFocused();
    await expect(sheet.getByTestId('cart-total')).toHaveText('66 000 сум');

    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'cart-suggestions-1280');

    // Once every suggestion is in the cart, the row is gone.
    for (const name of ['Кока-кола 0,5 л', 'Чизкейк', 'Картофель по-деревенски']) {
      await row.getByRole('button', { name: `Добавить: ${name}` }).click();
    }
    await expect(lines).toHaveCount(5);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Открыть корзину/ })).toHaveAccessibleName(
      'Открыть корзину, товаров: 5',
    );
  });

  test('en: checkout offers the suggestions under its lines', async ({ page }) => {
    await seed(page);
    await page.goto('/en/order');
    const row = page.getByRole('region', { name: 'Add to your order' });
    await row.getByRole('button', { name: 'Add Coca-Cola 0.5 l' }).click();
    await expect(
      page.getByRole('list', { name: 'Items in the cart' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(row.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('cart-total')).toHaveText('71 000 UZS');
  });
});
