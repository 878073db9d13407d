import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test, withFilledCart } from './fixtures';
import { newTelegramUser, signedBotLink } from './support/bot-link';
import { uniquePhone } from './support/orders-api';

/** The calls a plain browser makes that only messenger mode makes. */
const recordCalls = (page: Page) => {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return {
    messenger: () => paths.filter((path) => /^\/api\/(hash|tg_basket|tg_order)$/.test(path)),
    webOrders: () => paths.filter((path) => path === '/api/delivery/Create'),
  };
};

const storedIdentity = (page: Page) =>
  page.evaluate(() => ({
    tgId: localStorage.getItem('tg-id'),
    link: JSON.parse(localStorage.getItem('tg-link') ?? 'null') as { tgId: number } | null,
  }));

/** Checkout in English with the cart withFilledCart seeded: name, phone, place the order. */
const placeOrderFromCheckout = async (page: Page) => {
  await page.goto('/en/order');
  await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: 'Phone' }).fill(uniquePhone());
  await page.getByRole('button', { name: /Place order/ }).click();
  await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
  await expect(page.getByRole('list', { name: 'What you ordered' })).toContainText('Margherita');
};

test.describe('a bot link opened in a plain browser', () => {
  test('signed: messenger mode for its user, the basket syncs and the order goes through tg_order', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    const tgId = newTelegramUser();
    await withFilledCart(page);
    const basketSaved = page.waitForRequest(
      (request) => request.url().endsWith('/api/tg_basket') && request.method() === 'PUT',
    );
    await page.goto(signedBotLink({ tgId: String(tgId), language: 'en' }));
    await expect(page).toHaveURL(/\/en$/);
    expect(await storedIdentity(page)).toEqual({
      tgId: String(tgId),
      link: expect.objectContaining({ tgId }) as unknown,
    });
    // The local cart reaches this user's Telegram basket, signed for the user the link vouched for.
    expect((await basketSaved).postDataJSON()).toMatchObject({ tgId, products: [{ id: 101 }] });

    const order = page.waitForRequest((request) => request.url().endsWith('/api/tg_order'));
    await placeOrderFromCheckout(page);
    expect((await order).postDataJSON()).toMatchObject({ tgId });
    expect(calls.webOrders()).toEqual([]);
  });

  test('unsigned: the ids are hints, the visitor orders as a web visitor', async ({ page }) => {
    const calls = recordCalls(page);
    await withFilledCart(page);
    await page.goto(`/?tgId=${newTelegramUser()}&customerId=9&language=en`);
    await expect(page).toHaveURL(/\/en$/);
    expect((await storedIdentity(page)).link).toBeNull();
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
    expect(calls.messenger()).toEqual([]);
  });

  for (const [what, link] of [
    [
      'tampered',
      () =>
        signedBotLink({
          tgId: '5',
          language: 'en',
          regionId: '1',
          orderTypeId: '200',
          longitude: String(CHILANZAR_PICKUP.Longitude),
          latitude: String(CHILANZAR_PICKUP.Latitude),
        }).replace('tgId=5', `tgId=${newTelegramUser()}`),
    ],
    [
      'expired',
      () =>
        signedBotLink(
          {
            tgId: String(newTelegramUser()),
            language: 'en',
            regionId: '1',
            orderTypeId: '200',
            longitude: String(CHILANZAR_PICKUP.Longitude),
            latitude: String(CHILANZAR_PICKUP.Latitude),
          },
          -60 * 60,
        ),
    ],
  ] as const) {
    test(`${what}: grants nothing, but its place, order type and language still apply`, async ({
      page,
    }) => {
      const calls = recordCalls(page);
      const refused = page.waitForResponse((response) => response.url().endsWith('/api/link'));
      await page.goto(link());
      expect((await refused).status()).toBe(401);
      await expect(page).toHaveURL(/\/en$/);
      expect((await storedIdentity(page)).link).toBeNull();
      const stored = await page.evaluate(() => ({
        delivery: localStorage.getItem('delivery'),
        location: JSON.parse(localStorage.getItem('location') ?? 'null') as unknown,
      }));
      expect(stored).toEqual({
        delivery: '200',
        location: expect.objectContaining({ RegionId: 1, Latitude: CHILANZAR_PICKUP.Latitude }),
      });
      await expect(page.getByRole('heading', { level: 2, name: 'Pizza' })).toBeVisible();
      expect(calls.messenger()).toEqual([]);
    });
  }

  test('a visitor stuck with an old stored tg-id orders as a web visitor', async ({ page }) => {
    const calls = recordCalls(page);
    await page.addInitScript(() => localStorage.setItem('tg-id', '4242'));
    await withFilledCart(page);
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
    expect(calls.messenger()).toEqual([]);
  });

  test('a link session the edge no longer accepts returns the visitor to the web', async ({
    page,
    context,
  }) => {
    const tgId = newTelegramUser();
    await withFilledCart(page);
    await page.goto(signedBotLink({ tgId: String(tgId), language: 'en' }));
    await expect(page).toHaveURL(/\/en$/);
    // The cookie goes (cleared by the browser, or a month passed); the stored session stays.
    await context.clearCookies({ name: '__Host-tg-link' });
    const calls = recordCalls(page);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/hash'));
    await page.reload();
    expect((await refused).status()).toBe(401);
    await expect.poll(async () => (await storedIdentity(page)).link).toBeNull();
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
  });
});
