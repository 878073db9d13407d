import { test as base, expect, type Page } from '@playwright/test';
import { followRequestsUnderWay } from './support/requests-under-way';
import { setRunClock } from './support/run-clock';
import { createJournal, keepJournal } from './support/journal';

/**
 * Every page is on the run's clock, and a failed test's report tells what its pages went through
 * (support/journal.ts). The maps script and Telegram's web client are the e2e server's doubles,
 * which the browser reaches as it would the internet (scripts/browser.mjs).
 */
export const test = base.extend<{ preparedContext: void }>({
  preparedContext: [
    async ({ context }, use, testInfo) => {
      const journal = createJournal();
      keepJournal(context, journal);
      followRequestsUnderWay(context);
      await setRunClock(context);
      await use();
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('what its pages went through', {
          body: `\n${journal.text()}`,
          contentType: 'text/plain',
        });
    },
    { auto: true },
  ],
});

export { expect };

/** The saved location the reference backend serves for pickup from Chilanzar. */
export const CHILANZAR_PICKUP = {
  RestaurantId: 1,
  RegionId: 1,
  Longitude: 69.204,
  Latitude: 41.275,
};

/** An option of a required single choice of the reference menu, as a cart line keeps it. */
const choice = (id: number, name: string, group: string) => ({
  id,
  name,
  isRequired: true,
  isDefault: true,
  price: 0,
  maxOneDish: 1,
  imageUrl: '',
  group: { id: group === 'Size' ? 1 : 2, name: group },
  count: 1,
});

/** A bot button's link (docs/product.md §2 messenger entry): pickup from Chilanzar, in English. */
export const CHILANZAR_ENTRY = `/en?regionId=1&longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}&orderTypeId=200`;

/** Margherita's starting choices, as the product dialog adds them: 25 cm, traditional crust. */
export const MARGHERITA_CHOICES = [
  choice(1101, '25 cm', 'Size'),
  choice(1201, 'Traditional crust', 'Crust'),
];

/** Two Margheritas (59 000 each) as the product dialog adds them. */
export const MARGHERITA_LINE = {
  id: 101,
  amount: 2,
  cartProdId: '101:1101x1:1201x1',
  modifiers: MARGHERITA_CHOICES,
};

/**
 * A returning visitor: pickup chosen (from Chilanzar unless `place` says another restaurant) and
 * two Margheritas in the cart.
 */
export const withFilledCart = async (
  page: Page,
  cart: unknown[] = [MARGHERITA_LINE],
  place: typeof CHILANZAR_PICKUP = CHILANZAR_PICKUP,
) => {
  await page.addInitScript(
    ([location, lines]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
      localStorage.setItem('cart', JSON.stringify(lines));
    },
    [place, cart] as const,
  );
};

/** A returning visitor with delivery to a saved address in Chilanzar and `cart` in the cart. */
export const withDeliveryCart = async (page: Page, cart: unknown[]) => {
  await page.addInitScript(
    ([location, lines]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '0');
      localStorage.setItem('cart', JSON.stringify(lines));
      localStorage.setItem(
        'addresses',
        JSON.stringify([
          {
            id: 'home',
            coordinates: [location.Longitude, location.Latitude],
            title: 'Home',
            address: 'Chilanzar 9, flat 12',
            iconSrc: '',
          },
        ]),
      );
    },
    [CHILANZAR_PICKUP, cart] as const,
  );
};

/**
 * Records the body of every order the page sends (`POST /api/delivery/Create`, or the messenger
 * API's `/api/tg_order` inside Telegram, the same body); `last()` is the newest.
 */
export const recordOrderBodies = (page: Page) => {
  let body: Record<string, unknown> = {};
  page.on('request', (request) => {
    if (['/api/delivery/Create', '/api/tg_order'].includes(new URL(request.url()).pathname))
      body = request.postDataJSON() as Record<string, unknown>;
  });
  return { last: () => body };
};
