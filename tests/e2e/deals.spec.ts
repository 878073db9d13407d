import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  expect,
  MARGHERITA_LINE,
  test,
  withDeliveryCart,
  withFilledCart,
  CHILANZAR_PICKUP,
} from './fixtures';
import { totalsRow, totalsOf } from './support/totals';
import { keepScreenshot } from './support/screenshots';

/**
 * Deals that are easy to take: how much more the dishes need for free delivery (from the
 * backend's price), a promotion's code carried to checkout, what a size adds to the price, and
 * the sizes as a radio group the arrow keys move.
 */

/** axe on what these deals drew (the dialog open, or the page's main part): nothing to report. */
const expectAxeClean = async (page: Page, include: string) => {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
};

test.describe('how much more for free delivery', () => {
  // In Russian only: the Uzbek sentence, with the amount inside it, is checked in
  // cart-lines.test.tsx, and the offer named in the request's language in pricing.test.ts.
  test('/ at 375 px: the cart and the checkout say it, and it goes once the threshold is met', async ({
    page,
  }) => {
    const nudgeText = /^До бесплатной доставки осталось 32\s000\sсум$/;
    await page.setViewportSize({ width: 375, height: 800 });
    // Two Margheritas delivered: 118 000, 32 000 short of free delivery.
    await withDeliveryCart(page, [MARGHERITA_LINE]);
    await page.goto('/');
    await page.getByRole('button', { name: /Открыть корзину/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Корзина' });
    const nudge = sheet.getByRole('status').filter({ hasText: nudgeText });
    await expect(nudge).toBeVisible();
    await expect(totalsRow(totalsOf(sheet), 'Доставка')).toHaveText(/^12\s000\s/);
    await keepScreenshot(sheet, 'nudge-cart-375');
    await expectAxeClean(page, 'dialog[open]');

    await sheet.getByRole('button', { name: 'Оформить заказ', exact: true }).click();
    const checkoutNudge = page.getByRole('status').filter({ hasText: nudgeText });
    await expect(checkoutNudge).toBeVisible();
    await keepScreenshot(page, 'nudge-checkout-375', { fullPage: true });
    await expectAxeClean(page, 'main');

    // A third Margherita: 177 000, delivery free, nothing more to say.
    await page.getByRole('button', { name: 'Больше: Маргарита' }).first().click();
    const totals = totalsOf(page);
    await expect(totalsRow(totals, 'Доставка')).toHaveText(/^0\s/);
    await expect(totals.getByRole('term').filter({ hasText: 'Доставка' })).toContainText(
      'Бесплатная доставка от 150 000 сум',
    );
    await expect(page.getByText(nudgeText)).toHaveCount(0);
  });

  test('pickup charges no delivery, so nothing is said', async ({ page }) => {
    await withFilledCart(page);
    await page.goto('/order');
    await expect(page.getByTestId('cart-total')).toHaveText(/^118\s000\sсум$/);
    await expect(page.getByText(/До бесплатной доставки/)).toHaveCount(0);
  });
});

test.describe('a promotion taken from its page', () => {
  test('"Применить промокод" carries the code to checkout, applied there as if typed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // Two Margheritas for pickup: 118 000, 15% off with the code.
    await withFilledCart(page);
    await page.goto('/stocks/3');
    await expect(page.getByRole('link', { name: 'В меню' })).toBeVisible();
    await keepScreenshot(page, 'promotion-375', { fullPage: true });
    await expectAxeClean(page, 'main');
    await page.getByRole('button', { name: 'Применить промокод PIZZA15' }).click();

    await expect(page).toHaveURL(/\/order$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Промокод PIZZA15 применён' }),
    ).toBeVisible();
    await expect(totalsRow(totalsOf(page), 'Промокод PIZZA15: −15%')).toHaveText(/^−17\s700\sсум$/);
    await expect(page.getByTestId('cart-total')).toHaveText(/^100\s300\sсум$/);
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('checkout-draft'))) ?? '{}'),
    ).toMatchObject({ promoCode: 'PIZZA15' });
    await keepScreenshot(page, 'promotion-applied-375', { fullPage: true });
  });

  test('with an empty cart the code waits at the menu and is applied at checkout', async ({
    page,
  }) => {
    await page.addInitScript((location) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
    }, CHILANZAR_PICKUP);
    await page.goto('/en/stocks/3');
    await page.getByRole('button', { name: 'Apply promo code PIZZA15' }).click();
    // The order middleware turns an empty cart back to the menu, saying why.
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(page.getByText(/Your cart is empty/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Margherita', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Margherita' })
      .getByRole('button', { name: /Add to cart/ })
      .click();
    await page.getByRole('button', { name: /Open cart/ }).click();
    await page.getByRole('button', { name: 'Go to checkout', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Promo code PIZZA15 applied' }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(/^50\s150\sUZS$/);
  });

  test('a promotion without a code leads to the menu; an ended one offers nothing', async ({
    page,
  }) => {
    await withFilledCart(page);
    await page.goto('/en/stocks/2');
    await expect(page.getByRole('button', { name: /Apply promo code/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'To the menu' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
    await page.goto('/en/stocks/4');
    await expect(page.getByText(/This promotion ended/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Apply promo code/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'To the menu' })).toHaveCount(0);
  });
});

test.describe('sizes and crusts in the product dialog', () => {
  test('at 375 px each size says what it adds, and the arrow keys move the choice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await withFilledCart(page, []);
    await page.goto('/');
    await page.getByRole('button', { name: 'Маргарита', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Маргарита' });
    const size = dialog.getByRole('radiogroup', { name: 'Размер' });
    const crust = dialog.getByRole('radiogroup', { name: 'Тесто' });
    await expect(size.getByRole('radio', { name: '30 см' })).toHaveAccessibleDescription(
      /^\+20\s000$/,
    );
    await expect(size.getByText(/^\+40\s000$/)).toBeVisible();
    const add = dialog.getByRole('button', { name: /В корзину/ });
    await expect(add).toHaveText(/59\s000\sсум$/);

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement;
        return element instanceof HTMLInputElement
          ? `${element.type}: ${element.labels?.[0]?.querySelector('.radio-choice__label')?.textContent ?? ''}`
          : (element?.tagName ?? '');
      });
    await size.getByRole('radio', { name: '25 см' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('radio: 30 см');
    await expect(size.getByRole('radio', { name: '30 см' })).toBeChecked();
    await expect(add).toHaveText(/79\s000\sсум$/);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('radio: 35 см');
    await expect(add).toHaveText(/99\s000\sсум$/);
    await page.keyboard.press('ArrowLeft');
    await expect(size.getByRole('radio', { name: '30 см' })).toBeChecked();
    // One Tab stop per choice: Tab goes on to the crust's chosen option.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('radio: Традиционное тесто');
    await page.keyboard.press('ArrowRight');
    await expect(crust.getByRole('radio', { name: 'Тонкое тесто' })).toBeChecked();
    expect(await focused()).toBe('radio: Тонкое тесто');
    await keepScreenshot(page, 'product-dialog-375');
    await expectAxeClean(page, 'dialog[open]');
  });
});
