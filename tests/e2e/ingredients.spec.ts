import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, recordOrderBodies, test } from './fixtures';
import { keepScreenshot } from './support/screenshots';

/**
 * "Без лука": a pizza with its onion left out, chosen in the product dialog, kept on the cart
 * line, sent with the order and said on the tracker; its nutrition and allergens in the dialog.
 */

const ONION = 4;

const withPickup = async (page: Page) => {
  await page.addInitScript((location) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('location', JSON.stringify(location));
    localStorage.setItem('delivery', '200');
  }, CHILANZAR_PICKUP);
};

test('ru at 375 px: Pepperoni without onion from the dialog to the tracker', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await withPickup(page);
  const sentOrders = recordOrderBodies(page);
  await page.goto('/');

  await page.getByRole('button', { name: 'Пепперони', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Пепперони' });
  const ingredients = dialog.getByRole('group', { name: 'Состав' });
  // The sauce stays on the pizza; the onion may go.
  await expect(ingredients.getByText('томатный соус')).toBeVisible();
  await expect(ingredients.getByRole('button', { name: 'томатный соус' })).toHaveCount(0);
  const onion = ingredients.getByRole('button', { name: 'лук', exact: true });
  await expect(onion).toHaveAttribute('aria-pressed', 'false');
  await onion.click();
  await expect(onion).toHaveAttribute('aria-pressed', 'true');
  await expect(onion).toHaveCSS('text-decoration-line', 'line-through');
  await expect(ingredients.getByText('без лука')).toBeVisible();

  // Nutrition and allergens are folded under one summary.
  await dialog.getByText('Пищевая ценность').click();
  await expect(dialog.getByText('На 100 г')).toBeVisible();
  await expect(dialog.getByText('268 ккал')).toBeVisible();
  await expect(dialog.getByText('11,4 г')).toBeVisible();
  await expect(dialog.getByText('Аллергены: глютен, молоко, горчица')).toBeVisible();
  // Nothing scrolls sideways at 375 px.
  expect(
    await dialog.evaluate((sheet) => {
      const body = sheet.querySelector('.dialog__body') ?? sheet;
      return body.scrollWidth - body.clientWidth;
    }),
  ).toBeLessThanOrEqual(0);
  await keepScreenshot(page, 'ingredients-dialog-375');
  await dialog.getByRole('button', { name: /^В корзину/ }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Открыть корзину/ }).click();
  const lines = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.nth(0)).toContainText('Пепперони');
  await expect(lines.nth(0).getByText('без лука')).toBeVisible();
  await expect(
    lines.nth(0).getByRole('button', { name: 'Больше: Пепперони, без лука' }),
  ).toBeVisible();
  await keepScreenshot(page, 'ingredients-cart-375');

  await page.getByRole('button', { name: 'Оформить заказ', exact: true }).click();
  await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз Каримов');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('901234567');
  await page.getByRole('button', { name: /^Оформить заказ · 69\s000\sсум/ }).click();
  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last().products).toEqual([
    expect.objectContaining({ id: 102, removedIngredients: [ONION] }),
  ]);
  const ordered = page.getByRole('list', { name: 'Состав заказа' });
  await expect(ordered.getByRole('listitem')).toHaveCount(1);
  await expect(ordered.getByRole('listitem').nth(0)).toContainText('Пепперони × 1');
  await expect(ordered.getByRole('listitem').nth(0)).toContainText('без лука');
  await ordered.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'ingredients-tracker-375');
});
