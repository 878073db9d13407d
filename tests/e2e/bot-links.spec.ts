import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test, withFilledCart } from './fixtures';
import { setRunClock } from './support/run-clock';
import { signedBotLink } from './support/bot-link';
import { uniquePhone } from './support/orders-api';
import { newTelegramId } from './support/unique';

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

/**
 * Opens a signed link and answers its question "it's me" (in English): a link signs a browser in
 * only once its visitor says the Telegram user it names is them.
 */
const openAsItsUser = async (
  page: Page,
  link: string,
  title = 'Sign in with a Telegram account?',
) => {
  await page.goto(link);
  const question = page.getByRole('dialog', { name: title });
  await question.getByRole('button', { name: 'Yes, it’s me' }).click();
  await expect(question).toBeHidden();
};

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
    const tgId = newTelegramId();
    await withFilledCart(page);
    const basketSaved = page.waitForRequest(
      (request) => request.url().endsWith('/api/tg_basket') && request.method() === 'PUT',
    );
    await openAsItsUser(page, signedBotLink({ tgId: String(tgId), language: 'en' }));
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
    await page.goto(`/?tgId=${newTelegramId()}&customerId=9&language=en`);
    await expect(page).toHaveURL(/\/en$/);
    expect((await storedIdentity(page)).link).toBeNull();
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
    expect(calls.messenger()).toEqual([]);
  });

  // An expired link is refused by the edge with the same 401 (tests/functions/bot-link.test.ts),
  // and the page takes it the same way.
  test('tampered: grants nothing, but its place, order type and language still apply', async ({
    page,
  }) => {
    const calls = recordCalls(page);
    const tampered = signedBotLink({
      tgId: '5',
      language: 'en',
      regionId: '1',
      orderTypeId: '200',
      longitude: String(CHILANZAR_PICKUP.Longitude),
      latitude: String(CHILANZAR_PICKUP.Latitude),
    }).replace('tgId=5', `tgId=${newTelegramId()}`);
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/link'));
    await page.goto(tampered);
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
    const tgId = newTelegramId();
    await withFilledCart(page);
    await openAsItsUser(page, signedBotLink({ tgId: String(tgId), language: 'en' }));
    // The cookie goes (cleared by the browser, or the link expired); the stored session stays.
    await context.clearCookies({ name: '__Host-tg-link' });
    const calls = recordCalls(page);
    // The reloaded page's ask, without the cookie: the session's own calls may still be answered
    // (with the cookie they went out with) while the reload starts.
    const refused = page.waitForResponse(
      async (response) =>
        response.url().endsWith('/api/hash') &&
        !((await response.request().headerValue('cookie')) ?? '').includes('__Host-tg-link'),
    );
    await page.reload();
    expect((await refused).status()).toBe(401);
    await expect.poll(async () => (await storedIdentity(page)).link).toBeNull();
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
  });
});

test.describe('a bot link starts one session, seen and left', () => {
  const cartIn = (page: Page) =>
    page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { id: number }[]);

  test('forwarded: opened in a second browser it is refused and grants nothing', async ({
    page,
    browser,
  }) => {
    const tgId = newTelegramId();
    const link = signedBotLink({ tgId: String(tgId), firstName: 'Aziz', language: 'en' });
    await openAsItsUser(page, link, 'Sign in as Aziz?');
    await expect(page.getByText('You are ordering as Aziz from Telegram.')).toBeVisible();

    const stranger = await browser.newContext();
    await setRunClock(stranger);
    const other = await stranger.newPage();
    await withFilledCart(other);
    const calls = recordCalls(other);
    const refused = other.waitForResponse((response) => response.url().endsWith('/api/link'));
    await other.goto(link);
    const answer = await refused;
    expect(answer.status()).toBe(410);
    expect(await answer.headerValue('set-cookie')).toBeNull();
    await expect(
      other
        .getByRole('alert')
        .filter({ hasText: 'This link has already been used — open a fresh one from the bot' }),
    ).toBeVisible();
    await expect(other).toHaveURL(/\/en$/);
    expect(await storedIdentity(other)).toEqual({ tgId: null, link: null });
    expect(await stranger.cookies()).not.toContainEqual(
      expect.objectContaining({ name: '__Host-tg-link' }),
    );
    await expect(other.getByText(/You are ordering as/)).toBeHidden();
    // The stranger's own cart stays theirs, and nothing is synced to the owner's basket.
    expect(await cartIn(other)).toEqual([expect.objectContaining({ id: 101 })]);
    expect(calls.messenger()).toEqual([]);
    await stranger.close();
  });

  test('a stranger’s link asks a browser with no session first, and "not me" keeps the visitor’s order theirs', async ({
    page,
  }) => {
    // Somebody named themselves after the chain in Telegram and sends their own /web link.
    const strangerId = newTelegramId();
    await withFilledCart(page);
    const calls = recordCalls(page);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/link') answers.push(response.status());
    });
    await page.goto(signedBotLink({ tgId: String(strangerId), firstName: 'Tashkent Pizza' }));
    const question = page.getByRole('dialog', { name: 'Войти как Tashkent Pizza?' });
    await expect(question).toBeVisible();
    // Asked, not switched: no cookie, nothing stored, no banner behind the question.
    expect(await page.context().cookies()).not.toContainEqual(
      expect.objectContaining({ name: '__Host-tg-link' }),
    );
    expect(await storedIdentity(page)).toEqual({ tgId: null, link: null });
    await expect(page.getByText(/Вы заказываете как/)).toBeHidden();

    await question.getByRole('button', { name: 'Нет, это не я' }).click();
    await expect(question).toBeHidden();
    expect(answers).toEqual([200]);
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
    expect(calls.messenger()).toEqual([]);
  });

  test('a browser with a session of its own is asked, and the link waits for the answer', async ({
    page,
  }) => {
    await withFilledCart(page);
    await page.goto('/en');
    // A web visitor who has ordered here: the edge's session cookie.
    const session = await page.request.post('/api/session', {
      // What the browser adds to the app's own request: only the site's pages start a session.
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
      data: {},
    });
    expect(session.ok()).toBe(true);
    const tgId = newTelegramId();
    const link = signedBotLink({ tgId: String(tgId), firstName: 'Aziz', language: 'en' });

    await page.goto(link);
    const question = page.getByRole('dialog', { name: 'Sign in as Aziz?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'No, it’s not me' }).click();
    await expect(question).toBeHidden();
    expect((await storedIdentity(page)).link).toBeNull();
    await expect(page.getByText(/You are ordering as/)).toBeHidden();

    // Declining spent nothing: the same link asks again, and this time the visitor switches.
    await page.goto(link);
    await expect(question).toBeVisible();
    const basketSaved = page.waitForRequest(
      (request) => request.url().endsWith('/api/tg_basket') && request.method() === 'PUT',
    );
    await question.getByRole('button', { name: 'Yes, it’s me' }).click();
    await expect(page.getByText('You are ordering as Aziz from Telegram.')).toBeVisible();
    expect(await storedIdentity(page)).toEqual({
      tgId: String(tgId),
      link: expect.objectContaining({ tgId, name: 'Aziz' }) as unknown,
    });
    expect((await basketSaved).postDataJSON()).toMatchObject({ tgId, products: [{ id: 101 }] });
  });

  test('the banner names the Telegram user, and leaving returns to the web with the cart', async ({
    page,
    context,
  }) => {
    const tgId = newTelegramId();
    await withFilledCart(page);
    await openAsItsUser(
      page,
      signedBotLink({ tgId: String(tgId), firstName: 'Aziz', language: 'en' }),
      'Sign in as Aziz?',
    );
    const banner = page.getByRole('status').filter({ hasText: 'You are ordering as Aziz' });
    // Two page loads (the entry reloads) and the menu's first render come before it.
    await expect(banner).toBeVisible({ timeout: 15_000 });
    const link = (await storedIdentity(page)).link as { expiresAt: number } | null;
    const cookie = (await context.cookies()).find(({ name }) => name === '__Host-tg-link');
    // The session ends with the link (an hour), not a month later: Max-Age is whole seconds from
    // the edge's clock, so the browser's expiry may fall within a second or two of the link's.
    expect(cookie?.expires).toBeLessThan((link?.expiresAt ?? 0) / 1000 + 2);
    expect(link?.expiresAt).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);

    await banner.getByRole('button', { name: 'Leave' }).click();
    await expect(banner).toBeHidden();
    expect(await storedIdentity(page)).toEqual({ tgId: '0', link: null });
    expect((await context.cookies()).map(({ name }) => name)).not.toContain('__Host-tg-link');
    expect(await cartIn(page)).toEqual([expect.objectContaining({ id: 101 })]);

    const calls = recordCalls(page);
    await placeOrderFromCheckout(page);
    expect(calls.webOrders()).toHaveLength(1);
    expect(calls.messenger()).toEqual([]);
  });
});
