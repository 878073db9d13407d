import type { Page } from '@playwright/test';
import {
  expect,
  MARGHERITA_LINE,
  recordOrderBodies,
  test,
  withDeliveryCart,
  withFilledCart,
} from './fixtures';
import { ORDER_STATUS } from '@pizza-order-app/contract/orders-api';
import { advanceOrderTo, ordersOf, storedCustomerId } from './support/orders-api';
import { runNow } from './support/run-clock';
import { freshPhone } from './support/unique';
import { keepScreenshot } from './support/screenshots';

// A customer journey: with the motion most customers see (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

const fillContact = async (page: Page, name: string, phone: string, number = freshPhone()) => {
  await page.getByRole('textbox', { name }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: phone }).fill(number);
};

const JOURNEYS = [
  {
    home: '/',
    width: 375,
    pizza: 'Маргарита',
    add: /В корзину/,
    cart: /Открыть корзину/,
    checkout: 'Оформить заказ',
    name: 'Имя',
    phone: 'Телефон',
    place: /Оформить заказ ·/,
    tracker: /^\/tracker\/\d+-[\w-]{22}$/,
    lines: 'Состав заказа',
    progress: 'Ход заказа',
    accepted: 'Принят',
    cooking: 'Готовится',
  },
  {
    home: '/en',
    width: 1280,
    pizza: 'Margherita',
    add: /Add to cart/,
    cart: /Open cart/,
    checkout: 'Go to checkout',
    name: 'Name',
    phone: 'Phone',
    place: /Place order/,
    tracker: /^\/en\/tracker\/\d+-[\w-]{22}$/,
    lines: 'What you ordered',
    progress: 'Order progress',
    accepted: 'Accepted',
    cooking: 'Cooking',
    /** The next order's checkout, which starts with this order's name and phone. */
    nextCheckout: '/en/order',
  },
];

for (const journey of JOURNEYS) {
  test(`${journey.home}: a web visitor orders from the menu and lands on the tracker (${journey.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: journey.width, height: 800 });
    // The page's clock, so the tracker's next read can be brought forward.
    await page.clock.install({ time: runNow() });
    await withFilledCart(page, []);
    await page.goto(journey.home);
    await page.getByRole('button', { name: journey.pizza, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: journey.add }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: journey.cart }).click();
    await page.getByRole('button', { name: journey.checkout, exact: true }).click();

    await fillContact(page, journey.name, journey.phone, '901234567');
    await expect(page.getByRole('textbox', { name: journey.phone })).toHaveValue(
      '+998 90 123 45 67',
    );
    await page.getByRole('button', { name: journey.place }).click();
    await expect(page).toHaveURL((url) => journey.tracker.test(url.pathname));
    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1)?.split('-')[0]);

    const customerId = await storedCustomerId(page);
    expect(customerId).toBeGreaterThan(0);
    const orders = await ordersOf(page, customerId);
    expect(orders.map((order) => order.orderId)).toContain(orderId);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

    // The tracker shows the order and follows it: the kitchen moves it on, and the tracker's next
    // read, about 10 s on, shows it cooking.
    await expect(page.getByRole('list', { name: journey.lines })).toContainText(journey.pizza);
    const currentStep = page
      .getByRole('list', { name: journey.progress })
      .locator('[aria-current="step"]');
    await expect(currentStep).toContainText(journey.accepted);
    await advanceOrderTo(page.request, orderId, ORDER_STATUS.cooking);
    await page.clock.runFor(10_000);
    await expect(currentStep).toContainText(journey.cooking);
    await keepScreenshot(
      page,
      `checkout-tracker${journey.home.replace('/', '-')}-${journey.width}`,
      { fullPage: true },
    );

    const { nextCheckout } = journey;
    if (nextCheckout)
      await test.step('the name and phone are remembered for the next order', async () => {
        await page.evaluate(
          (line) => localStorage.setItem('cart', JSON.stringify([line])),
          MARGHERITA_LINE,
        );
        await page.goto(nextCheckout);
        await expect(page.getByRole('textbox', { name: journey.name })).toHaveValue('Aziz Karimov');
        await expect(page.getByRole('textbox', { name: journey.phone })).toHaveValue(
          '+998 90 123 45 67',
        );
      });
  });
}

test('a delivery order carries the saved address and pays the delivery price', async ({ page }) => {
  await withDeliveryCart(page, [MARGHERITA_LINE]);
  const sentOrders = recordOrderBodies(page);
  await page.goto('/en/order');
  await expect(page.getByText('Delivery to')).toBeVisible();
  await expect(page.getByText('Home', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^12\s000\sUZS$/ })).toBeVisible();
  await fillContact(page, 'Name', 'Phone');
  await page.getByRole('button', { name: /Place order · 130\s000\sUZS/ }).click();
  await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last()).toMatchObject({ orderTypeId: 0, address: 'Chilanzar 9, flat 12' });
});

test('a retry after a lost answer makes one order: the idempotency key is kept', async ({
  page,
}) => {
  await withFilledCart(page);
  let attempts = 0;
  // The first order reaches the kitchen but its answer is lost on the way back.
  await page.route('**/api/delivery/Create', async (route) => {
    attempts += 1;
    if (attempts === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  // The network stays lost for the app's probe of the site until the test has seen it lost.
  const probe = '**/version.json';
  await page.route(probe, (route) => route.abort('internetdisconnected'));
  // The page's clock, so the app's next probe (every 5 s) comes when the test moves it on.
  await page.clock.install({ time: runNow() });
  await page.goto('/en/order');
  await fillContact(page, 'Name', 'Phone');
  await page.getByRole('button', { name: /Place order/ }).click();
  // No answer came: for the app that is the network failing, so the order waits for it.
  await expect(page.getByText('Your order has not been sent: you are offline.')).toBeVisible();
  await page.unroute(probe);
  // The app finds the network answering again by itself; the kept order goes with its first key.
  await page.clock.runFor(5_000);
  await expect(
    page.getByText('You are back online, but the order has not been sent yet.'),
  ).toBeVisible();
  await page.getByRole('button', { name: /Send order ·/ }).click();
  await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
  expect(attempts).toBe(2);
  expect(await ordersOf(page, await storedCustomerId(page))).toHaveLength(1);
});
