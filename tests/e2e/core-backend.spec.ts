import type { FrameLocator, Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test, withDeliveryCart } from './fixtures';
import { coreServerAnswers } from './support/core-server';
import { finishOrder } from './support/orders-api';
import {
  checkoutInTelegram,
  openInTelegram,
  pressMainButton,
  telegramLaunchOptions,
} from './support/telegram-client';

/**
 * The app against a chain's backend of the core only (docs/api.md, "Capabilities"): menu, cart,
 * order and tracker work, and no control of an extension is on screen. The build the run serves,
 * served again on a port of its own (E2E_CORE_PORT) with the reference backend's core profile
 * and its own database: the run's second server (support/core-server.ts).
 */

const CORE_PORT = Number(process.env.E2E_CORE_PORT);
const CORE = `http://127.0.0.1:${CORE_PORT}`;
// One browser for both skins: the Telegram harness needs its local-network checks off.
test.use({ baseURL: CORE, launchOptions: telegramLaunchOptions });

test.beforeAll(async () => {
  // A guard against a server that never starts; on a busy machine its start takes a minute.
  test.setTimeout(180_000);
  await coreServerAnswers(`${CORE}/`);
});

/** What only an extension would put on the menu. */
const COMPOSITE_DISHES = ['Half-and-Half Pizza', 'Combo for Two'];

const expectCoreMenu = async (app: Page | FrameLocator) => {
  await expect(app.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
  for (const dish of COMPOSITE_DISHES)
    await expect(app.getByRole('button', { name: dish, exact: true })).toHaveCount(0);
};

/** Cash, the one way to pay a backend of the core takes. */
const expectCashOnly = async (app: Page | FrameLocator) => {
  const methods = app.getByRole('group', { name: 'Payment' }).getByRole('button');
  await expect(methods).toHaveCount(1);
  await expect(methods).toContainText('Cash');
};

/** The order's id, from the tracker the app moved to. */
const trackedOrderId = (url: string) =>
  Number(new URL(url).pathname.split('/').at(-1)?.split('-')[0]);

test('on the web, a delivery is ordered and tracked with nothing of an extension on screen', async ({
  page,
}) => {
  await withDeliveryCart(page, []);
  await page.goto('/en');
  await expectCoreMenu(page);
  await page.getByRole('button', { name: 'Margherita', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /Open cart/ }).click();
  await page.getByRole('button', { name: 'Go to checkout', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expectCashOnly(page);
  // A delivery paid cash, yet no change is asked, and there is nothing to sign in to.
  await expect(
    page.getByRole('radiogroup', { name: 'What amount should we prepare change for?' }),
  ).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with phone' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name' }).fill('Aziz');
  await page.getByRole('textbox', { name: 'Phone' }).fill('901234567');
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
  await expect(page.getByRole('list', { name: 'What you ordered' })).toContainText('Margherita');

  // On its way and then delivered, the tracker names no courier and asks for no rating.
  const orderId = trackedOrderId(page.url());
  for (let step = 0; step < 3; step++)
    expect((await page.request.post(`/api/_dev/orders/${orderId}/advance`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call the courier/ })).toHaveCount(0);
  await finishOrder(page.request, orderId);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Repeat order/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rate your order' })).toHaveCount(0);
  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with phone' })).toHaveCount(0);
});

test('inside Telegram, a pickup is ordered and tracked with nothing of an extension on screen', async ({
  page,
}) => {
  const app = await openInTelegram(page, CORE, { path: CHILANZAR_ENTRY });
  await expectCoreMenu(app);
  await checkoutInTelegram(page, app);
  await expectCashOnly(app);
  await app.getByRole('textbox', { name: 'Phone' }).fill('901234567');
  await pressMainButton(page, /^Place order/);
  await expect(app.getByRole('list', { name: 'What you ordered' })).toContainText('Margherita');
  await expect(app.getByRole('list', { name: 'Order progress' })).toBeVisible();
});
