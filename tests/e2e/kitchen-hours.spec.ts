import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, MARGHERITA_LINE, test } from './fixtures';

/** The reference menu's hours (functions/reference-backend/seed/menu.ts, MENU_HOURS): 10:00–03:00, Tashkent. */
const CLOSED_RU = 'Кухня закрыта. Откроемся в 10:00, а заказать на потом можно уже сейчас.';
const CLOSED_EN = 'The kitchen is closed. We open at 10:00; you can order now for later.';

/**
 * The latest instant, up to a day ago, at which Tashkent (UTC+5) clocks showed `time`: in the
 * past, so the tokens the server issues in real time still look fresh to the page's clock.
 */
const lastTashkent = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const moment = new Date();
  moment.setUTCHours(hours - 5, minutes, 0, 0);
  while (moment.getTime() > Date.now()) moment.setUTCDate(moment.getUTCDate() - 1);
  return moment;
};

/** A returning visitor: pickup from Chilanzar chosen and two Margheritas in the cart. */
const withPickupCart = async (page: Page) => {
  await page.addInitScript(
    ([location, line]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
      localStorage.setItem('cart', JSON.stringify([line]));
    },
    [CHILANZAR_PICKUP, MARGHERITA_LINE] as const,
  );
};

test('at 04:30 the menu says the kitchen is closed and checkout offers the first slots after opening', async ({
  page,
}) => {
  await page.clock.setFixedTime(lastTashkent('04:30'));
  await withPickupCart(page);
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: CLOSED_RU })).toBeVisible();
  // The menu is there all the same: orders for later are taken now.
  await expect(page.getByRole('button', { name: 'Маргарита', exact: true })).toBeVisible();

  await page.goto('/en/order');
  await expect(
    page.getByRole('status').filter({ hasText: 'cooked once it opens at 10:00' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'At a set time' }).click();
  const slots = page.getByRole('combobox', { name: 'Time' }).getByRole('option');
  await expect(slots.nth(0)).toHaveText('Today, 10:00–10:30');
  await expect(slots.nth(1)).toHaveText('Today, 10:30–11:00');
});

// An open kitchen's menu has no notice: kitchen-closed-notice.test.tsx, and the end of this test.
test('a kitchen that opens while the menu is open drops the notice by itself', async ({ page }) => {
  await page.clock.install({ time: lastTashkent('09:59') });
  await withPickupCart(page);
  await page.goto('/en');
  await expect(page.getByRole('status').filter({ hasText: CLOSED_EN })).toBeVisible();
  // The clock the notice follows refreshes every 60 s (docs/product.md §9).
  await page.clock.fastForward('01:00');
  await expect(page.getByText(CLOSED_EN)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
});

test('pickup checkout shows the restaurant’s address, hours and a map link, and a pickup hint', async ({
  page,
}) => {
  await withPickupCart(page);
  await page.goto('/en/order');
  const pickup = page.getByRole('region', { name: 'Where to collect your order' });
  await expect(pickup).toContainText('12 Bunyodkor Ave');
  await expect(pickup).toContainText('Open 10:00–03:00');
  const map = pickup.getByRole('link', { name: 'Chilanzar on Yandex Maps' });
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('href', /[?&]pt=69\.204,41\.275(&|$)/);
  await expect(page.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription(
    'Wishes for the order, or when you will come for it',
  );
});
