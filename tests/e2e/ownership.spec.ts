import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import { setRunClock } from './support/run-clock';
import { profileOrders, trackerPath, type PlacedOrder } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

/**
 * Whose data is whose, in the browser: a web customer's orders stay theirs across reloads and
 * browser restarts; a tracker link shows others the status only; the same phone from another
 * browser is another customer; a stored customer id that is not the caller's is forgotten.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A browser of its own: cookies and storage shared with no other customer's. */
const newCustomerContext = async (browser: Browser, storageState?: StorageState) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'en-US',
    ...(storageState ? { storageState } : {}),
  });
  await setRunClock(context);
  return context;
};

/** Orders a Margherita for pickup from Chilanzar through the app, as a customer would. */
const orderThroughTheApp = async (page: Page, contact: { name: string; phone: string }) => {
  await page.addInitScript((location) => {
    if (localStorage.getItem('location')) return;
    localStorage.setItem('location', JSON.stringify(location));
    localStorage.setItem('delivery', '200');
  }, CHILANZAR_PICKUP);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Margherita', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Add to cart/ })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /Open cart/ }).click();
  await page.getByRole('button', { name: 'Go to checkout', exact: true }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(contact.name);
  await page.getByRole('textbox', { name: 'Phone' }).fill(contact.phone);
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
  const [orderId = '', ...key] = (new URL(page.url()).pathname.split('/').at(-1) ?? '').split('-');
  const customerId = await page.evaluate(() => Number(localStorage.getItem('user-id')));
  return { orderId: Number(orderId), trackingKey: key.join('-'), customerId } satisfies PlacedOrder;
};

const profileOrderLinks = (page: Page) =>
  profileOrders(page).getByRole('link', { name: /^Order #\d+$/ });

const expectOwnOrderOnProfile = async (page: Page, order: PlacedOrder, name: string) => {
  await page.goto('/en/profile');
  await expect(page.getByRole('region', { name: 'About you' })).toContainText(name);
  await expect(
    profileOrderLinks(page).filter({ hasText: `Order #${order.orderId}` }),
  ).toBeVisible();
};

const expectOwnerTracker = async (page: Page, order: PlacedOrder, name: string) => {
  await page.goto(`/en${trackerPath(order)}`);
  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details).toContainText(name);
  await expect(details.getByRole('list', { name: 'What you ordered' })).toContainText('Margherita');
};

const PHONE_A = '901234567';
const SHOWN_PHONE_A = '+998 90 123 45 67';

test.describe('whose data is whose', () => {
  test.describe.configure({ mode: 'serial' });

  let browserA: BrowserContext;
  let orderA: PlacedOrder;

  test.beforeAll(async ({ browser }) => {
    browserA = await newCustomerContext(browser);
    orderA = await orderThroughTheApp(await browserA.newPage(), {
      name: 'Aziza Owner',
      phone: PHONE_A,
    });
  });

  test.afterAll(async () => {
    await browserA.close();
  });

  test('customer A sees the order on the profile and the tracker, after a reload and after a browser restart', async ({
    browser,
  }) => {
    const page = await browserA.newPage();
    await expectOwnOrderOnProfile(page, orderA, 'Aziza Owner');
    await page.reload();
    await expect(
      profileOrderLinks(page).filter({ hasText: `Order #${orderA.orderId}` }),
    ).toBeVisible();
    await expectOwnerTracker(page, orderA, 'Aziza Owner');
    await expect(page.getByRole('button', { name: 'Share the tracking link' })).toBeVisible();
    await keepScreenshot(page, 'tracker-owner-1280', { fullPage: true });

    // The browser closes and opens again: only what it persisted (cookies, storage) remains.
    const saved = await browserA.storageState();
    const restarted = await newCustomerContext(browser, saved);
    const again = await restarted.newPage();
    await expectOwnOrderOnProfile(again, orderA, 'Aziza Owner');
    await expectOwnerTracker(again, orderA, 'Aziza Owner');
    await restarted.close();
  });

  test("someone else opening A's tracker link sees the status, restaurant and time only", async ({
    browser,
  }) => {
    const context = await newCustomerContext(browser);
    const page = await context.newPage();
    await page.goto(`/en${trackerPath(orderA)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${orderA.orderId}` }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order progress' })).toBeVisible();
    const details = page.getByRole('region', { name: 'Order details' });
    await expect(details).toContainText('Chilanzar');
    await expect(details).toContainText('only the status, restaurant and time are shown');
    const text = await page.locator('main').innerText();
    for (const secret of ['Aziza', SHOWN_PHONE_A, '123 45 67', 'Margherita', 'Cash']) {
      expect(text).not.toContain(secret);
    }
    await expect(page.getByRole('list', { name: 'What you ordered' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Repeat order/ })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await keepScreenshot(page, `tracker-shared-${width}`, { fullPage: true });
    }

    // Without the key, or with the id walked, there is nothing to see.
    for (const path of [`/en/tracker/${orderA.orderId}`, `/en/tracker/${orderA.orderId - 1}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    }
    await context.close();
  });

  test("a third browser ordering with A's phone sees only its own order", async ({ browser }) => {
    const context = await newCustomerContext(browser);
    const page = await context.newPage();
    const own = await orderThroughTheApp(page, { name: 'Bobur Third', phone: PHONE_A });
    expect(own.customerId).not.toBe(orderA.customerId);
    await expectOwnOrderOnProfile(page, own, 'Bobur Third');
    await expect(profileOrderLinks(page)).toHaveCount(1);
    await expect(page.getByRole('link', { name: `Order #${orderA.orderId}` })).toHaveCount(0);
    await context.close();

    // A keeps their name: the third browser renamed nobody.
    await expectOwnOrderOnProfile(await browserA.newPage(), orderA, 'Aziza Owner');
  });

  test("the app forgets a stored customer id that is not the caller's, without an error", async ({
    browser,
  }) => {
    const context = await newCustomerContext(browser);
    const page = await context.newPage();
    await page.addInitScript((id) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('user-id', String(id));
    }, orderA.customerId);
    await page.goto('/en/profile');
    await expect(page.getByText('No orders yet')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('user-id'))).toBe('0');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.locator('main').innerText()).not.toContain('Aziza');
    await context.close();
  });
});
