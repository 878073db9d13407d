import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, recordOrderBodies, test } from './fixtures';
import { finishOrder } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

// A customer journey: with the motion most customers see (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * Half-and-half pizza and combos you choose, in Russian at 375 px: built in the dialog, named with
 * every part in the cart, checkout and tracker, and brought back by repeat-order.
 */

const HALVES = '½ Пепперони + ½ Ташкентская';
const COMBO = 'Комбо на двоих: Пепперони, Четыре сыра, Фанта 0,5 л';

const withPickup = async (page: Page) => {
  await page.addInitScript((location) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('location', JSON.stringify(location));
    localStorage.setItem('delivery', '200');
  }, CHILANZAR_PICKUP);
};

/** axe on the open dialog: nothing to report. */
const expectAxeClean = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
};

test('ru at 375 px: a half-and-half and a chosen combo go through the cart, checkout, tracker and repeat', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await withPickup(page);
  const sentOrders = recordOrderBodies(page);
  await page.goto('/');

  // The half-and-half: a card in the pizza folder, at the cheapest half's price.
  const card = page.getByRole('button', { name: 'Пицца из половинок', exact: true });
  await expect(card.locator('.product-card__price')).toHaveText(/^от 59\s000\sсум$/);
  await card.click();
  const builder = page.getByRole('dialog', { name: 'Пицца из половинок' });
  await expect(builder.getByText('Цена — по более дорогой половине')).toBeVisible();
  await builder
    .getByRole('radiogroup', { name: 'Размер' })
    .getByRole('radio', { name: '30 см' })
    .check();
  const left = builder.getByRole('radiogroup', { name: 'Левая половина' });
  const right = builder.getByRole('radiogroup', { name: 'Правая половина' });
  await expect(left.getByRole('radio', { name: 'Пепперони' })).toBeChecked();
  // The kids' pizza comes in one size only: it is never a half.
  await expect(right.getByRole('radio', { name: 'Детская' })).toHaveCount(0);
  // Each half says what its pizza costs whole at the size chosen; the dearer prices the pizza.
  await expect(right.getByRole('radio', { name: 'Ташкентская' })).toHaveAccessibleDescription(
    /^109\s000\sсум$/,
  );
  await right.getByRole('radio', { name: 'Ташкентская' }).focus();
  await page.keyboard.press('Space');
  await expect(right.getByRole('radio', { name: 'Ташкентская' })).toBeChecked();
  const halves = builder.locator('.halves-picture img');
  await expect(halves).toHaveCount(2);
  await expect(halves.nth(0)).toHaveAttribute('src', '/images/products/pepperoni.svg');
  await expect(halves.nth(1)).toHaveAttribute('src', '/images/products/tashkent-special.svg');
  const addHalves = builder.getByRole('button', { name: /^В корзину/ });
  await expect(addHalves).toHaveText(/· 109\s000\sсум$/);
  await builder.evaluate((dialog) => dialog.querySelector('.dialog__body')?.scrollTo(0, 0));
  await keepScreenshot(page, 'composite-halves-375');
  await expectAxeClean(page);
  await addHalves.click();
  await expect(builder).toBeHidden();

  // The combo: each pizza and the drink chosen from the allowed ones, surcharges said.
  await page.getByRole('button', { name: 'Комбо на двоих', exact: true }).click();
  const combo = page.getByRole('dialog', { name: 'Комбо на двоих' });
  const second = combo.getByRole('radiogroup', { name: 'Вторая пицца' });
  await expect(combo.getByRole('radiogroup', { name: 'Первая пицца' })).toBeVisible();
  await expect(second.getByRole('radio', { name: 'Четыре сыра' })).toHaveAccessibleDescription(
    /^\+10\s000$/,
  );
  await expect(combo.getByRole('group', { name: 'Добавки' })).toHaveCount(0);
  await second.getByRole('radio', { name: 'Четыре сыра' }).check();
  await combo
    .getByRole('radiogroup', { name: 'Напиток' })
    .getByRole('radio', { name: 'Фанта 0,5 л' })
    .check();
  const addCombo = combo.getByRole('button', { name: /^В корзину/ });
  await expect(addCombo).toHaveText(/· 149\s000\sсум$/);
  await keepScreenshot(page, 'composite-combo-375');
  await expectAxeClean(page);
  await addCombo.click();
  await expect(combo).toBeHidden();

  // The cart names every part; the halves' size and crust are the line's choices.
  await page.getByRole('button', { name: /Открыть корзину/ }).click();
  const lines = page.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).locator('.cart-line__name')).toHaveText(HALVES);
  await expect(lines.nth(0).locator('.cart-line__modifiers')).toHaveText(
    '30 см, Традиционное тесто',
  );
  await expect(lines.nth(0).locator('.cart-line__total')).toHaveText(/^109\s000\sсум$/);
  await expect(lines.nth(1).locator('.cart-line__name')).toHaveText(COMBO);
  await expect(lines.nth(1).locator('.cart-line__total')).toHaveText(/^149\s000\sсум$/);
  await keepScreenshot(page, 'composite-cart-375');

  await page.getByRole('button', { name: 'Оформить заказ', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Товары в корзине' })).toContainText(HALVES);
  await page.getByRole('textbox', { name: 'Имя' }).fill('Азиз Каримов');
  await page.getByRole('textbox', { name: 'Телефон' }).fill('901234567');
  await page.getByRole('button', { name: /^Оформить заказ · 258\s000\sсум/ }).click();
  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last().products).toEqual([
    expect.objectContaining({ id: 113, parts: [102, 110] }),
    expect.objectContaining({ id: 201, parts: [102, 103, 702] }),
  ]);

  const ordered = page.getByRole('list', { name: 'Состав заказа' });
  await expect(ordered.getByRole('listitem')).toHaveCount(2);
  await expect(ordered.getByRole('listitem').nth(0)).toContainText(`${HALVES} × 1`);
  await expect(ordered.getByRole('listitem').nth(1)).toContainText(`${COMBO} × 1`);
  await expect(ordered.locator('.order-line__price')).toHaveText([
    /^109\s000\sсум$/,
    /^149\s000\sсум$/,
  ]);
  await keepScreenshot(page, 'composite-tracker-375', { fullPage: true });

  // Once the order is finished, repeat brings both back with their parts.
  const orderId = Number(/\/tracker\/(\d+)-/.exec(page.url())?.[1]);
  await finishOrder(page.request, orderId);
  await page.reload();
  await page.getByRole('button', { name: `Повторить заказ №${orderId}` }).click();
  await expect(page.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  await expect(lines.locator('.cart-line__name')).toHaveText([HALVES, COMBO]);
  await expect(lines.nth(0).locator('.cart-line__total')).toHaveText(/^109\s000\sсум$/);
  await keepScreenshot(page, 'composite-repeat-375');
});
