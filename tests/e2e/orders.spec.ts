import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import { ORDER_STATUS } from '@pizza-order-app/contract/orders-api';
import {
  advanceOrderTo,
  finishOrder,
  placeOrder,
  profileOrders,
  trackerPath,
  uniquePhone,
} from './support/orders-api';
import { runNow } from './support/run-clock';
import { keepScreenshot } from './support/screenshots';

/** The browser as a returning customer: their id, a pickup location and any saved addresses. */
const seed = async (page: Page, customerId: number, addresses: readonly object[] = []) => {
  await page.addInitScript(
    ([id, location, saved]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      if (id) localStorage.setItem('user-id', String(id));
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
      localStorage.setItem('addresses', JSON.stringify(saved));
    },
    [customerId, CHILANZAR_PICKUP, addresses] as const,
  );
};

test.describe('orders on the reference backend', () => {
  test('ru: the profile shows active orders apart from finished ones, and repeat refills the cart', async ({
    page,
  }) => {
    const { request } = page;
    const phone = uniquePhone();
    const finished = await placeOrder(request, { orderTypeId: 200, phone });
    await finishOrder(request, finished.orderId);
    const active = await placeOrder(request, {
      orderTypeId: 200,
      phone,
      customerId: finished.customerId,
    });
    expect(active.customerId).toBe(finished.customerId);

    await seed(page, finished.customerId);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Профиль' })).toBeVisible();
    const about = page.getByRole('region', { name: 'О вас' });
    await expect(about).toContainText('Dilnoza');
    await expect(about).toContainText(`+998 90 *** ** ${phone.slice(-2)}`);
    // The backend's customer id means nothing to the customer: not shown.
    await expect(about).not.toContainText(`••${String(finished.customerId).slice(-2)}`);

    const activeOrders = page.getByRole('region', { name: 'Активные заказы' });
    const history = page.getByRole('region', { name: 'История заказов' });
    await expect(
      activeOrders.getByRole('link', { name: `Заказ №${active.orderId}` }),
    ).toBeVisible();
    await expect(
      activeOrders.getByRole('link', { name: `Заказ №${finished.orderId}` }),
    ).toHaveCount(0);
    await expect(history.getByRole('link', { name: `Заказ №${finished.orderId}` })).toBeVisible();
    await expect(history).toContainText('Выполнен');
    await expect(history.getByRole('link', { name: `Заказ №${active.orderId}` })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'profile-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'profile-1280', { fullPage: true });

    const cart = page.getByRole('button', { name: /Открыть корзину/ });
    await expect(cart).toHaveAccessibleName('Открыть корзину, товаров: 0');
    await history.getByRole('button', { name: `Повторить заказ №${finished.orderId}` }).click();
    await expect(history.getByText('Блюда снова в корзине.')).toBeVisible();
    await expect(cart).toHaveAccessibleName('Открыть корзину, товаров: 3');
    // The cart opens by itself, with the way to checkout.
    const sheet = page.getByRole('dialog', { name: 'Корзина' });
    await expect(sheet).toBeVisible();
    await expect(
      sheet.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(sheet.getByRole('button', { name: 'Оформить заказ' })).toBeVisible();

    // The tracker link of a listed order opens its tracker.
    await page.keyboard.press('Escape');
    await activeOrders.getByRole('link', { name: `Заказ №${active.orderId}` }).click();
    await expect(page).toHaveURL(new RegExp(`${trackerPath(active)}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Заказ №${active.orderId}` }),
    ).toBeVisible();
  });

  test('en: the tracker shows the order and its progress as the status advances', async ({
    page,
  }) => {
    const placed = await placeOrder(page.request, { orderTypeId: 0, phone: uniquePhone() });
    await seed(page, placed.customerId);
    // The page's clock, so the tracker's next read can be brought forward.
    await page.clock.install({ time: runNow() });
    await page.goto(`/en${trackerPath(placed)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${placed.orderId}` }),
    ).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order details' });
    await expect(summary).toContainText('Delivery');
    await expect(summary).toContainText('Bunyodkor Avenue 1');
    await expect(summary).toContainText('As soon as possible');
    await expect(summary).toContainText('Cash');
    await expect(summary).toContainText('Dilnoza');
    await expect(
      summary.getByRole('list', { name: 'What you ordered' }).getByRole('listitem'),
    ).toHaveCount(2);

    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /^Accepted/,
      /^Cooking/,
      /^In the oven/,
      /^On the way/,
      /^Completed/,
    ]);
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Accepted/);
    // The page reads the order again every 10 s while it is active: the kitchen moves it on.
    await advanceOrderTo(page.request, placed.orderId, ORDER_STATUS.cooking);
    await page.clock.runFor(10_000);
    await expect(progress.locator('[aria-current="step"]')).toHaveText(/^Cooking/);
    await expect(progress.getByRole('listitem').first()).toHaveText(/^Accepted.*\d:\d{2}/);

    await page.setViewportSize({ width: 375, height: 812 });
    await keepScreenshot(page, 'tracker-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(page, 'tracker-1280', { fullPage: true });

    await page.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/en\/profile$/);
    await expect(
      profileOrders(page).getByRole('link', { name: `Order #${placed.orderId}` }),
    ).toBeVisible();
  });

  test('the tracker of a finished pickup order stops at "Completed" and offers a repeat', async ({
    page,
  }) => {
    const { request } = page;
    const placed = await placeOrder(request, { orderTypeId: 200, phone: uniquePhone() });
    await finishOrder(request, placed.orderId);
    await seed(page, placed.customerId);
    // The owner's own link, without the key, shows the owner everything.
    await page.goto(`/en/tracker/${placed.orderId}`);
    const progress = page.getByRole('list', { name: 'Order progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /^Accepted.*\d:\d{2}/,
      /^Cooking.*\d:\d{2}/,
      /^In the oven.*\d:\d{2}/,
      /^Ready for pickup.*\d:\d{2}/,
      /^Completed.*\d:\d{2}/,
    ]);
    await expect(progress.locator('[aria-current="step"]')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Order details' })).toContainText('Chilanzar');
    await page.getByRole('button', { name: `Repeat order #${placed.orderId}` }).click();
    await expect(page.getByRole('button', { name: /Open cart/ })).toHaveAccessibleName(
      'Open cart, 3 items',
    );
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  });
});

test.describe('tracker links that lead nowhere', () => {
  test('/tracker/999999 shows that the order was not found', async ({ page }) => {
    await page.goto('/tracker/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Мои заказы' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'В меню' })).toBeVisible();
  });

  // An id no order can have is refused unread (tracker-id.test.ts), to the same state.
  test('uz: the not-found state is in Uzbek', async ({ page }) => {
    await page.goto('/uz/tracker/abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Buyurtma topilmadi' })).toBeVisible();
  });
});

test.describe('uz: a profile without orders yet', () => {
  const home = {
    id: 'home',
    coordinates: [69.204, 41.275],
    title: 'Uy',
    address: 'Bunyodkor shoh ko‘chasi, 1',
    iconSrc: '/icons/home.svg',
  };

  test('explains when orders appear; addresses can be chosen, renamed and removed', async ({
    page,
  }) => {
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/delivery/List')) listCalls.push(request.url());
    });
    await seed(page, 0, [home]);
    await page.goto('/uz/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(page.getByText('Hozircha buyurtmalar yo‘q')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Menyuga', exact: true })).toBeVisible();

    const addresses = page.getByRole('region', { name: 'Mening manzillarim' });
    // Choosing a saved address makes it the delivery point, its restaurant resolved as on the menu.
    const deliverHome = addresses.getByRole('button', { name: '«Uy» manziliga yetkazish' });
    await expect(deliverHome).toHaveAttribute('aria-pressed', 'false');
    await deliverHome.click();
    await expect(deliverHome).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('delivery'))).toBe('0');
    await addresses.getByRole('button', { name: '«Uy» nomini o‘zgartirish' }).click();
    await addresses.getByRole('textbox', { name: 'Manzil nomi' }).fill('Ish');
    await addresses.getByRole('button', { name: 'Saqlash' }).click();
    await expect(
      addresses.getByRole('button', { name: '«Ish» manziliga yetkazish' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      addresses.getByRole('button', { name: '«Ish» manziliga yetkazish' }),
    ).toBeVisible();
    await addresses.getByRole('button', { name: '“Ish”ni olib tashlash' }).click();
    await expect(
      addresses.getByText('Menyuda tanlangan yetkazib berish manzillari shu yerda saqlanadi.'),
    ).toBeVisible();
    // docs/product.md §5: without a customer id the order list is never asked for.
    expect(listCalls).toEqual([]);
  });
});
