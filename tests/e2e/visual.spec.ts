import type { FrameLocator, Page, Route } from '@playwright/test';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { hasSystemChromium } from '../../scripts/browser.mjs';
import { CHILANZAR_PICKUP, expect, MARGHERITA_CHOICES, MARGHERITA_LINE, test } from './fixtures';
import { settled } from './support/contrast';
import {
  openCartInTelegram,
  openInTelegram,
  switchTelegramTheme,
  telegramLaunchOptions,
} from './support/telegram-client';

/**
 * Visual comparisons of the key screens at 375 px, on the web (light and dark) and inside
 * Telegram (its web client's light and dark palettes), against baselines committed beside this
 * file. Each screen is drawn light, then dark switched with the app open (the system's setting,
 * Telegram's night mode), which must look as a launch in dark does. Regenerate them after a deliberate change of the look:
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`, then look at every PNG.
 *
 * What makes a run draw the same pixels: one clock (the page's, fixed at noon in Tashkent, when
 * the kitchen is open), one customer (the cart, place and addresses stored before the app
 * starts; the orders and the customer read from fixed answers below), one Telegram user, the
 * lazy images loaded, no pointer over anything, no focus in a field; animations and the caret
 * are switched off by the screenshot settings in playwright.config.ts.
 */

// The pixels are Debian's Chromium's on Linux (CI's browser): other engines draw text otherwise.
test.skip(
  !hasSystemChromium || process.platform !== 'linux',
  'the baselines are drawn by the system Chromium on Linux, as CI runs it',
);

// The Telegram harness embeds the app from another site; the flags it needs change no pixel.
test.use({ launchOptions: telegramLaunchOptions });

/**
 * What Chromium may draw otherwise between two runs of one build: the anti-aliased rim of a pill
 * in a scrolling strip came out a shade lighter once (32 pixels at one folder chip's edge, in
 * the framed Telegram page). Any change of the look moves hundreds or thousands of pixels.
 */
const EDGE_NOISE_PIXELS = 64;

/** Noon in Tashkent (UTC+5), in the past: the tokens the server issues now still look fresh. */
const NOON_IN_TASHKENT = new Date('2026-11-20T07:00:00Z');

/** The visual tests' own Telegram user: the profile shows the end of the id. */
const TELEGRAM_USER = 5_375_375;

const CUSTOMER = { customerId: 42, name: 'Dilnoza', phone: '+998901234567' };

/** A pickup order being cooked; its tracker link is `/tracker/1042-…`. */
const ACTIVE_ORDER: Order = {
  orderId: 1042,
  trackingKey: 'visualBaselineOrd-1042',
  statusCode: 2,
  createdAt: '2026-11-20T06:52:00.000Z',
  orderTypeId: 200,
  restaurantId: CHILANZAR_PICKUP.RestaurantId,
  deliveryTime: null,
  // Placed at 11:52 in Tashkent: ready 30 minutes later, by 12:25 (docs/product.md §4).
  promisedAt: '2026-11-20T07:25:00.000Z',
  statusHistory: [
    { statusCode: 1, at: '2026-11-20T06:52:00.000Z' },
    { statusCode: 2, at: '2026-11-20T06:55:00.000Z' },
  ],
  address: null,
  lines: [
    {
      productId: MARGHERITA_LINE.id,
      name: 'Margherita',
      amount: 2,
      price: 59_000,
      modifiers: MARGHERITA_CHOICES.map(({ id, name }) => ({ id, name, count: 1, price: 0 })),
    },
  ],
  deliveryPrice: 0,
  discounts: [],
  total: 118_000,
  paymentMethod: 'cash',
  customerName: CUSTOMER.name,
  phone: CUSTOMER.phone,
  comment: '',
};

/** A delivery completed the week before. */
const FINISHED_ORDER: Order = {
  ...ACTIVE_ORDER,
  orderId: 987,
  trackingKey: 'visualBaselineOrd-0987',
  statusCode: 201,
  createdAt: '2026-11-13T14:10:00.000Z',
  orderTypeId: 0,
  statusHistory: [{ statusCode: 201, at: '2026-11-13T15:02:00.000Z' }],
  address: 'Chilanzar 9',
  apartment: '12',
  deliveryPrice: 12_000,
  total: 130_000,
  paymentMethod: 'card',
};

const json = (route: Route, body: unknown) => route.fulfill({ json: body });

/** The customer's orders and details, always the same. */
const answerOrders = async (page: Page) => {
  await page.route('**/api/delivery/Get?*', (route) =>
    json(route, { view: 'owner', order: ACTIVE_ORDER }),
  );
  await page.route('**/api/delivery/List?*', (route) => {
    const onlyActive = new URL(route.request().url()).searchParams.get('onlyActive') === 'true';
    const orders = onlyActive ? [ACTIVE_ORDER] : [ACTIVE_ORDER, FINISHED_ORDER];
    return json(route, { orders, total: orders.length });
  });
  await page.route('**/api/customer/Get?*', (route) => json(route, { customer: CUSTOMER }));
};

/** A returning customer: pickup from Chilanzar, two Margheritas, a saved address, an id. */
const returningCustomer = (page: Page) =>
  page.addInitScript(
    ([location, line, customerId]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
      localStorage.setItem('cart', JSON.stringify([line]));
      localStorage.setItem('user-id', String(customerId));
      localStorage.setItem(
        'addresses',
        JSON.stringify([
          {
            id: 'home',
            coordinates: [69.2, 41.28],
            title: 'Home',
            address: 'Chilanzar 9',
            iconSrc: '',
            apartment: '12',
          },
        ]),
      );
    },
    [CHILANZAR_PICKUP, MARGHERITA_LINE, CUSTOMER.customerId] as const,
  );

/** Nothing left to change on screen: data read, fonts and the images in view loaded. */
const stillOnScreen = async (app: Page | FrameLocator) => {
  await expect(app.locator('.skeleton, [aria-busy="true"]')).toHaveCount(0);
  const root = app.locator(':root');
  await expect
    .poll(() =>
      root.evaluate(async () => {
        await document.fonts.ready;
        const inView = [...document.images].filter((image) => {
          const { top, right, bottom, left } = image.getBoundingClientRect();
          return bottom > 0 && top < innerHeight && right > 0 && left < innerWidth;
        });
        return inView.every((image) => image.complete && image.naturalWidth > 0);
      }),
    )
    .toBe(true);
};

type Skin = {
  readonly name: 'web' | 'telegram';
  /** Opens the app at a path the way this skin's customer would, in light; its root for locators. */
  readonly open: (page: Page, baseURL: string, path: string) => Promise<Page | FrameLocator>;
  /** Opens the cart over the menu as this skin's customer does. */
  readonly openCart: (page: Page, app: Page | FrameLocator) => Promise<void>;
  /**
   * Turns dark with the app open, as the customer's system or Telegram's night mode does: the
   * dark baseline is then also the proof that a switched theme is worn as a launch in it is.
   */
  readonly turnDark: (page: Page, app: Page | FrameLocator) => Promise<void>;
};

const SKINS: readonly Skin[] = [
  {
    name: 'web',
    open: async (page, _, path) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      return page;
    },
    openCart: (page) => page.getByRole('button', { name: 'Open cart, 2 items' }).click(),
    turnDark: (page) => page.emulateMedia({ colorScheme: 'dark' }),
  },
  {
    name: 'telegram',
    open: async (page, baseURL, path) => {
      const app = await openInTelegram(page, baseURL, { path, userId: TELEGRAM_USER });
      // The edge has verified the user and the basket is merged: the profile names the user.
      await expect
        .poll(() => app.locator(':root').evaluate(() => localStorage.getItem('tg-id')))
        .toBe(String(TELEGRAM_USER));
      return app;
    },
    openCart: openCartInTelegram,
    turnDark: (page, app) => switchTelegramTheme(page, app as FrameLocator, 'dark'),
  },
];

/** A screen: where it opens and what the customer does there before it is compared. */
const SCREENS: readonly {
  readonly name: string;
  readonly path: string;
  /** Shows the backend's price of the cart: compared once that answer has arrived. */
  readonly priced?: boolean;
  readonly show: (app: Page | FrameLocator, openCart: () => Promise<void>) => Promise<void>;
}[] = [
  {
    name: 'menu',
    path: '/en',
    show: async (app) => {
      await expect(app.locator('.location-summary')).toContainText('Pickup from Chilanzar');
      await expect(app.getByRole('button', { name: 'Margherita', exact: true })).toBeVisible();
    },
  },
  {
    name: 'cart',
    path: '/en',
    priced: true,
    show: async (app, openCart) => {
      await openCart();
      const sheet = app.getByRole('dialog', { name: 'Cart' });
      await expect(sheet.getByTestId('cart-total')).toHaveText('118 000 UZS');
      await expect(sheet.getByRole('region', { name: 'Add to your order' })).toBeVisible();
    },
  },
  {
    name: 'checkout',
    path: '/en/order',
    priced: true,
    show: async (app) => {
      await app.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
      const phone = app.getByRole('textbox', { name: 'Phone' });
      await phone.fill('901234567');
      await expect(phone).toHaveValue('+998 90 123 45 67');
      await phone.blur();
      await expect(app.getByTestId('cart-total')).toHaveText('118 000 UZS');
      // What was typed, in view: the contact fields and the payment below them.
      await app.getByRole('textbox', { name: 'Name' }).scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'tracker',
    path: `/en/tracker/${ACTIVE_ORDER.orderId}-${ACTIVE_ORDER.trackingKey}`,
    show: async (app) => {
      await expect(app.getByRole('heading', { level: 1, name: 'Order #1042' })).toBeVisible();
      await expect(
        app.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]'),
      ).toContainText('Cooking');
    },
  },
  {
    name: 'news',
    path: '/en/news',
    show: async (app) => {
      await expect(app.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
      await expect(app.getByRole('main').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'profile',
    path: '/en/profile',
    show: async (app) => {
      await expect(app.getByRole('region', { name: 'About you' })).toContainText('Dilnoza');
      await expect(app.getByRole('link', { name: 'Order #1042' })).toBeVisible();
      await expect(app.getByRole('link', { name: 'Order #987' })).toBeVisible();
    },
  },
];

for (const skin of SKINS) {
  test.describe(skin.name, () => {
    for (const screen of SCREENS) {
      test(`${screen.name} at 375 px looks as it did, light and dark`, async ({
        page,
        baseURL,
      }) => {
        await page.clock.setFixedTime(NOON_IN_TASHKENT);
        await page.setViewportSize({ width: 375, height: 812 });
        await returningCustomer(page);
        await answerOrders(page);
        const priced = screen.priced && page.waitForResponse('**/api/delivery/Price');
        const app = await skin.open(page, baseURL ?? '', screen.path);
        await settled(app);
        await screen.show(app, () => skin.openCart(page, app));
        await priced;
        await page.mouse.move(0, 0);
        for (const scheme of ['light', 'dark'] as const) {
          if (scheme === 'dark') await skin.turnDark(page, app);
          await stillOnScreen(app);
          await expect(page).toHaveScreenshot(`${screen.name}-375-${skin.name}-${scheme}.png`, {
            maxDiffPixels: EDGE_NOISE_PIXELS,
          });
        }
      });
    }
  });
}
