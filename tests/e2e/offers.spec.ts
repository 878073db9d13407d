import type { Page } from '@playwright/test';
import {
  expect,
  MARGHERITA_LINE,
  recordOrderBodies,
  test,
  withDeliveryCart,
  withFilledCart,
} from './fixtures';
import { totalsOf, totalsRow } from './support/totals';
import { uniquePhone } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

/**
 * Offers that hold: the promotions the backend advertises are priced in the cart and at
 * checkout before the order is placed, a promo code is taken or refused with its reason, and
 * the tracker shows the total that was on screen.
 */

/** Three Bolognese: 156 000 at menu prices, 20% off the pasta, delivery free from 150 000. */
const BOLOGNESE_LINE = { id: 502, amount: 3, cartProdId: '502', modifiers: [] };

const shot = (page: Page, name: string) =>
  keepScreenshot(page, `offers-${name}`, { fullPage: true });

test.describe('a promotion applied', () => {
  for (const { width, language, labels } of [
    {
      width: 375,
      language: '',
      labels: {
        cart: /Открыть корзину/,
        sheet: 'Корзина',
        checkout: 'Оформить заказ',
        delivery: 'Доставка',
        freeDelivery: 'Бесплатная доставка от 150 000 сум',
        pasta: 'Вся паста −20%',
        saved: 'Ваша выгода',
        place: /Оформить заказ · 124\s800\sсум/,
        price: (text: string) => new RegExp(`^${text.replace(' ', '\\s')}\\sсум$`),
      },
    },
    {
      width: 1280,
      language: '/en',
      labels: {
        cart: /Open cart/,
        sheet: 'Cart',
        checkout: 'Go to checkout',
        delivery: 'Delivery',
        freeDelivery: 'Free delivery over 150 000 UZS',
        pasta: 'All pasta −20%',
        saved: 'You save',
        place: /Place order · 124\s800\sUZS/,
        price: (text: string) => new RegExp(`^${text.replace(' ', '\\s')}\\sUZS$`),
      },
    },
  ]) {
    test(`${language || '/'} at ${width} px: free delivery over 150 000 and 20% off pasta, in the cart and at checkout`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await withDeliveryCart(page, [BOLOGNESE_LINE]);
      await page.goto(language || '/');
      await page.getByRole('button', { name: labels.cart }).click();
      const sheet = page.getByRole('dialog', { name: labels.sheet });
      const cartTotals = totalsOf(sheet);
      await expect(totalsRow(cartTotals, labels.delivery)).toHaveText(labels.price('0'));
      await expect(cartTotals.getByRole('term').filter({ hasText: labels.delivery })).toContainText(
        labels.freeDelivery,
      );
      await expect(totalsRow(cartTotals, labels.pasta)).toHaveText(/^−31[\s\u00a0 ,]200/);
      await expect(sheet.getByTestId('cart-total')).toHaveText(labels.price('124 800'));
      await shot(page, `cart${language.replace('/', '-')}-${width}`);

      await sheet.getByRole('button', { name: labels.checkout, exact: true }).click();
      const totals = totalsOf(page);
      await expect(totalsRow(totals, labels.delivery)).toHaveText(labels.price('0'));
      await expect(totals.getByRole('term').filter({ hasText: labels.delivery })).toContainText(
        labels.freeDelivery,
      );
      await expect(totalsRow(totals, labels.pasta)).toHaveText(/^−31[\s\u00a0 ,]200/);
      await expect(totalsRow(totals, labels.saved)).toHaveText(labels.price('43 200'));
      await expect(page.getByTestId('cart-total')).toHaveText(labels.price('124 800'));
      await expect(page.getByRole('button', { name: labels.place })).toBeVisible();
      await shot(page, `checkout${language.replace('/', '-')}-${width}`);
    });
  }

  test('below the threshold delivery is charged, and the order is stored at the total shown', async ({
    page,
  }) => {
    await withDeliveryCart(page, [MARGHERITA_LINE]);
    const sentOrders = recordOrderBodies(page);
    await page.goto('/en/order');
    const totals = totalsOf(page);
    await expect(totalsRow(totals, 'Delivery')).toHaveText('12 000 UZS');
    await expect(totals.getByRole('term').filter({ hasText: 'You save' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
    await page.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone().slice(4));
    await page.getByRole('button', { name: /Place order · 130\s000\sUZS/ }).click();
    await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
    expect(sentOrders.last()).toMatchObject({ expectedTotal: 130_000 });
    expect(sentOrders.last()).not.toHaveProperty('promoCode');
    await expect(page.getByTestId('cart-total')).toHaveText('130 000 UZS');
  });
});

test.describe('a promo code', () => {
  test('accepted: the discount is shown, kept over a reload, and the tracker charges the same total', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    // Two Margheritas for pickup: 118 000, 15% off with the code.
    await withFilledCart(page);
    const sentOrders = recordOrderBodies(page);
    await page.goto('/order');
    await page.getByRole('textbox', { name: 'Промокод' }).fill(' pizza15 ');
    await page.getByRole('button', { name: 'Применить' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Промокод PIZZA15 применён' }),
    ).toBeVisible();
    const totals = totalsOf(page);
    await expect(totalsRow(totals, 'Промокод PIZZA15: −15%')).toHaveText(/^−17\s700\sсум$/);
    await expect(page.getByTestId('cart-total')).toHaveText(/^100\s300\sсум$/);
    await shot(page, 'promo-code-applied-375');

    // Kept in the checkout draft for the tab.
    expect(
      JSON.parse((await page.evaluate(() => sessionStorage.getItem('checkout-draft'))) ?? '{}'),
    ).toMatchObject({ promoCode: 'PIZZA15' });
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Промокод PIZZA15 применён' }),
    ).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(/^100\s300\sсум$/);

    await page.getByRole('textbox', { name: 'Имя' }).fill('Aziz Karimov');
    await page.getByRole('textbox', { name: 'Телефон' }).fill(uniquePhone().slice(4));
    await page.getByRole('button', { name: /Оформить заказ · 100\s300\sсум/ }).click();
    await expect(page).toHaveURL(/^[^?]*\/tracker\/\d+-[\w-]{22}$/);
    expect(sentOrders.last()).toMatchObject({ promoCode: 'PIZZA15', expectedTotal: 100_300 });
    const tracked = totalsOf(page);
    await expect(totalsRow(tracked, 'Промокод PIZZA15: −15%')).toHaveText(/^−17\s700\sсум$/);
    await expect(page.getByTestId('cart-total')).toHaveText(/^100\s300\sсум$/);
    await shot(page, 'promo-code-tracker-375');
  });

  for (const { language, width, labels } of [
    {
      language: '',
      width: 375,
      labels: {
        field: 'Промокод',
        apply: 'Применить',
        unknown: 'Такого промокода нет. Проверьте, как он написан.',
        expired: 'Срок действия этого промокода истёк.',
        format: 'Промокод — это от 4 до 20 латинских букв и цифр.',
        total: /^118\s000\sсум$/,
      },
    },
    {
      language: '/en',
      width: 1280,
      labels: {
        field: 'Promo code',
        apply: 'Apply',
        unknown: 'There is no such promo code. Check how it is spelt.',
        expired: 'This promo code has expired.',
        format: 'A promo code is 4 to 20 Latin letters and digits.',
        total: '118 000 UZS',
      },
    },
    {
      language: '/uz',
      width: 375,
      labels: {
        field: 'Promokod',
        apply: 'Qo‘llash',
        unknown: 'Bunday promokod yo‘q. Yozilishini tekshiring.',
        expired: 'Bu promokodning amal qilish muddati tugagan.',
        format: 'Promokod 4 tadan 20 tagacha lotin harflari va raqamlaridan iborat.',
        total: /^118\s000\sso‘m$/,
      },
    },
  ]) {
    test(`${language || '/'} at ${width} px: refused when unknown, expired or not a code, with the reason`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await withFilledCart(page);
      await page.goto(`${language}/order`);
      const field = page.getByRole('textbox', { name: labels.field });
      for (const [code, reason] of [
        ['NOSUCHCODE', labels.unknown],
        ['summer25', labels.expired],
        ['PIZZA-15', labels.format],
      ] as const) {
        await field.fill(code);
        await page.getByRole('button', { name: labels.apply }).click();
        await expect(field).toHaveAccessibleDescription(reason);
        if (code === 'summer25')
          await shot(page, `promo-code-expired${language.replace('/', '-')}-${width}`);
      }
      // Nothing was taken off, and nothing is kept.
      await expect(page.getByTestId('cart-total')).toHaveText(labels.total);
      expect(
        JSON.parse((await page.evaluate(() => sessionStorage.getItem('checkout-draft'))) ?? '{}'),
      ).not.toHaveProperty('promoCode');
    });
  }
});

test.describe('promotions shown are promotions priced', () => {
  test('the list shows the running ones; an ended one says so on its page', async ({ page }) => {
    await page.goto('/stocks');
    for (const title of [
      'Вся паста −20%',
      'Бесплатная доставка от 150 000 сум',
      'Промокод PIZZA15: −15%',
    ])
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expect(page.getByRole('link', { name: /SUMMER25/ })).toHaveCount(0);

    await page.goto('/en/stocks/4');
    await expect(page.getByRole('heading', { level: 1, name: /SUMMER25/ })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('This promotion ended on');
    await shot(page, 'ended-promotion-en-1280');
  });
});
