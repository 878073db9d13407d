import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, MARGHERITA_LINE, test } from './fixtures';
import { setRunClock } from './support/run-clock';
import { placeOrder, RESENT_ON_STALE_SOCKET, uniquePhone } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

/**
 * Signing in with a one-time SMS code (the reference backend's outbox stands in for the SMS
 * provider): one customer per verified phone, on every browser and in Telegram.
 */

/** The code the development outbox last received for the phone. */
const lastCode = async (request: APIRequestContext, phone: string) => {
  const answer = await request.get('/api/_dev/sms', RESENT_ON_STALE_SOCKET);
  const { messages } = (await answer.json()) as { messages: { phone: string; text: string }[] };
  const text = messages.filter((message) => message.phone === phone).at(-1)?.text ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
};

/** A browser of its own, with the pickup place chosen, a cart (two Margheritas unless told), and maybe a saved address. */
const seedBrowser = async (
  context: BrowserContext,
  {
    address,
    cart = [MARGHERITA_LINE],
  }: { address?: { id: string; title: string }; cart?: readonly unknown[] } = {},
) => {
  await context.addInitScript(
    ([location, cart, saved]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('location', JSON.stringify(location));
      localStorage.setItem('delivery', '200');
      localStorage.setItem('cart', JSON.stringify(cart));
      if (saved)
        localStorage.setItem(
          'addresses',
          JSON.stringify([
            {
              ...saved,
              coordinates: [location.Longitude, location.Latitude],
              address: 'Chilanzar 9',
              iconSrc: '',
            },
          ]),
        );
    },
    [CHILANZAR_PICKUP, cart, address ?? null] as const,
  );
};

/** From the profile: the phone, the code read from the outbox, signed in. */
const signInFromProfile = async (page: Page, phone: string) => {
  await page.getByRole('button', { name: 'Войти по номеру' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByRole('textbox', { name: 'Номер телефона' }).fill(phone.slice(4));
  const sent = page.waitForResponse((answer) => answer.url().endsWith('/api/auth/code'));
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  expect((await sent).status()).toBe(200);
  const code = dialog.getByRole('textbox', { name: 'Код из SMS' });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // Pasted as an SMS app hands it over, with a space: the digits are taken and sent at once.
  const typed = await lastCode(page.request, phone);
  await code.fill(`${typed.slice(0, 3)} ${typed.slice(3)}`);
  await expect(dialog).toBeHidden();
  // The button pressed is gone: the focus goes to what says who is signed in.
  await expect(page.getByText(`Вы вошли по номеру +998 ${phone.slice(4, 6)} *** **`)).toBeFocused();
};

const orderLink = (page: Page, orderId: number) =>
  page
    .getByRole('region', { name: /^(Активные заказы|История заказов)$/ })
    .getByRole('link', { name: `Заказ №${orderId}` });

test.describe('one customer per verified phone', () => {
  test('two browsers signed in with one phone share orders, addresses and the basket; one that only typed it sees none; sign-out keeps the cart only', async ({
    browser,
    page,
  }) => {
    const phone = uniquePhone();

    // The laptop: an order and a saved address before signing in, which join the customer.
    await seedBrowser(page.context(), { address: { id: 'home', title: 'Дом у парка' } });
    const before = await placeOrder(page.request, { orderTypeId: 200, phone: uniquePhone() });
    await page.goto('/profile');
    // Signed in, the laptop's cart becomes the customer's basket.
    const laptopWrote = page.waitForResponse(
      (answer) =>
        answer.url().endsWith('/api/customer/Basket') && answer.request().method() === 'PUT',
    );
    await signInFromProfile(page, phone);
    const codeSentAt = Date.now();
    expect((await laptopWrote).status()).toBe(200);
    await expect(orderLink(page, before.orderId)).toBeVisible();
    // An order placed elsewhere empties the basket, and the laptop's cart does not bring it back.
    const after = await placeOrder(page.request, { orderTypeId: 200, phone });
    await page.reload();
    await expect(orderLink(page, after.orderId)).toBeVisible();
    const laptopCart = page.getByRole('button', { name: /Открыть корзину/ });
    await expect(laptopCart).toHaveAccessibleName('Открыть корзину, товаров: 0');

    // Someone else only typed the phone at checkout: their order is theirs alone.
    const typist = await browser.newContext();
    await setRunClock(typist);
    await seedBrowser(typist);
    const typistPage = await typist.newPage();
    const typed = await placeOrder(typistPage.request, { orderTypeId: 200, phone });
    await typistPage.goto('/profile');
    await expect(orderLink(typistPage, typed.orderId)).toBeVisible();
    await expect(orderLink(typistPage, before.orderId)).toHaveCount(0);
    await expect(orderLink(typistPage, after.orderId)).toHaveCount(0);
    await expect(typistPage.getByRole('button', { name: 'Войти по номеру' })).toBeVisible();

    // The phone: two Margheritas in its cart, signed in with the same number (after the laptop's
    // code: a second code for one phone goes no sooner than SIGN_IN_RESEND_SECONDS, 2 s here):
    // the same history and the laptop's address, never the typist's order; its cart becomes the
    // basket, which the laptop has on its next visit.
    const other = await browser.newContext();
    await setRunClock(other);
    await seedBrowser(other);
    const phonePage = await other.newPage();
    await phonePage.setViewportSize({ width: 375, height: 812 });
    await phonePage.goto('/profile');
    const phoneCart = phonePage.getByRole('button', { name: /Открыть корзину/ });
    await phonePage.waitForTimeout(Math.max(0, codeSentAt + 3_000 - Date.now()));
    const phoneWrote = phonePage.waitForResponse(
      (answer) =>
        answer.url().endsWith('/api/customer/Basket') && answer.request().method() === 'PUT',
    );
    await signInFromProfile(phonePage, phone);
    expect((await phoneWrote).status()).toBe(200);
    await page.reload();
    await expect(laptopCart).toHaveAccessibleName('Открыть корзину, товаров: 2');
    await expect(orderLink(phonePage, before.orderId)).toBeVisible();
    await expect(orderLink(phonePage, after.orderId)).toBeVisible();
    await expect(orderLink(phonePage, typed.orderId)).toHaveCount(0);
    await expect(
      phonePage.getByRole('region', { name: 'Мои адреса' }).getByText('Дом у парка'),
    ).toBeVisible();
    await orderLink(page, after.orderId).scrollIntoViewIfNeeded();
    await keepScreenshot(phonePage, 'sign-in-profile-375-ru', { fullPage: true });

    // One more Margherita on the phone is in the laptop's cart on its next visit.
    await phoneCart.click();
    const written = phonePage.waitForResponse(
      (answer) =>
        answer.url().endsWith('/api/customer/Basket') && answer.request().method() === 'PUT',
    );
    await phonePage
      .getByRole('dialog', { name: 'Корзина' })
      .getByRole('button', { name: 'Больше: Маргарита' })
      .click();
    expect((await written).status()).toBe(200);
    await phonePage.keyboard.press('Escape');
    await page.reload();
    await expect(laptopCart).toHaveAccessibleName('Открыть корзину, товаров: 3');

    // Signing out keeps the cart, and nothing of the customer.
    await phonePage.getByRole('button', { name: 'Выйти', exact: true }).click();
    await expect(phonePage.getByRole('button', { name: 'Войти по номеру' })).toBeFocused();
    await expect(orderLink(phonePage, after.orderId)).toHaveCount(0);
    await expect(phonePage.getByText('Заказов пока нет')).toBeVisible();
    await expect(phonePage.getByText('Дом у парка')).toHaveCount(0);
    await expect(phoneCart).toHaveAccessibleName('Открыть корзину, товаров: 3');
    await phonePage.reload();
    await expect(phoneCart).toHaveAccessibleName('Открыть корзину, товаров: 3');
    await expect(orderLink(phonePage, after.orderId)).toHaveCount(0);
    await expect(phonePage.getByRole('button', { name: 'Войти по номеру' })).toBeVisible();
    // That reached the phone only: the laptop is still signed in.
    await page.reload();
    await expect(orderLink(page, after.orderId)).toBeVisible();

    await Promise.all([typist.close(), other.close()]);
  });

  test('signing out on every device leaves no copy of the cookie signed in (a shared computer)', async ({
    browser,
    page,
  }) => {
    const phone = uniquePhone();
    await seedBrowser(page.context());
    await page.goto('/profile');
    await signInFromProfile(page, phone);
    const order = await placeOrder(page.request, { orderTypeId: 200, phone });
    // Someone copies the browser's cookie: it reads the customer while the sign-in stands.
    const copy = await browser.newContext();
    await setRunClock(copy);
    await copy.addCookies(await page.context().cookies());
    const copyPage = await copy.newPage();
    await copyPage.goto('/profile');
    await expect(orderLink(copyPage, order.orderId)).toBeVisible();
    await page.getByRole('button', { name: 'Выйти на всех устройствах' }).click();
    await expect(page.getByRole('button', { name: 'Войти по номеру' })).toBeFocused();
    await copyPage.reload();
    await expect(copyPage.getByRole('button', { name: 'Войти по номеру' })).toBeVisible();
    await expect(orderLink(copyPage, order.orderId)).toHaveCount(0);
    await copy.close();
  });
});

test('uz at 375 px: the dialog at each step, a wrong code told and announced, and the countdown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await seedBrowser(page.context());
  const phone = uniquePhone();
  await page.goto('/uz/order');
  await page.getByRole('button', { name: 'Raqam bilan kirish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kirish' });
  await dialog.getByRole('button', { name: 'Kodni olish' }).click();
  await expect(
    dialog.getByText('Raqamni to‘liq kiriting: +998 va to‘qqiz raqam.').first(),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Telefon raqami' }).fill(phone.slice(4));
  await keepScreenshot(page, 'sign-in-phone-375-uz');
  await dialog.getByRole('button', { name: 'Kodni olish' }).click();
  const code = dialog.getByRole('textbox', { name: 'SMS’dagi kod' });
  await expect(code).toBeFocused();
  await expect(dialog.getByText(/Yangi kodni \d+ soniyadan so‘ng so‘rash mumkin/)).toBeVisible();
  const right = await lastCode(page.request, phone);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  await code.fill(wrong);
  await expect(dialog.getByRole('status')).toHaveText(
    'Kod noto‘g‘ri. SMS’ni tekshirib, qaytadan urinib ko‘ring.',
  );
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await keepScreenshot(page, 'sign-in-code-375-uz');
  await code.fill(right);
  await expect(dialog).toBeHidden();
  // Checkout offers no sign-in once signed in; the order needs none anyway.
  await expect(page.getByRole('button', { name: 'Raqam bilan kirish' })).toHaveCount(0);
});

test('375 px: a basket the server would not take is told once with a retry, the cart kept, and the retry writes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await seedBrowser(page.context());
  let refusing = true;
  await page.route('**/api/customer/Basket', (route) =>
    refusing && route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { message: 'down' } })
      : route.fallback(),
  );
  await page.goto('/profile');
  await signInFromProfile(page, uniquePhone());
  // The first write and its two retries fail: the notice says the device keeps everything.
  const notice = page.getByText(
    'Корзина ещё не сохранена в вашем профиле. На этом устройстве всё сохранено.',
  );
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: /Открыть корзину/ })).toHaveAccessibleName(
    'Открыть корзину, товаров: 2',
  );
  await keepScreenshot(page, 'basket-not-saved-375-ru');
  refusing = false;
  const written = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/api/customer/Basket') && answer.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Повторить' }).click();
  expect((await written).status()).toBe(200);
  await expect(notice).toBeHidden();
});

for (const { width, height, language, words } of [
  {
    width: 375,
    height: 812,
    language: '',
    words: {
      open: 'Войти по номеру',
      dialog: 'Вход',
      dialogPhone: 'Номер телефона',
      getCode: 'Получить код',
      code: 'Код из SMS',
      name: 'Имя',
      phone: 'Телефон',
      comment: 'Комментарий',
      place: /^Оформить заказ/,
      signedInAs: 'Вы вошли по номеру',
    },
  },
  {
    width: 1280,
    height: 800,
    language: '/en',
    words: {
      open: 'Sign in with phone',
      dialog: 'Sign in',
      dialogPhone: 'Phone number',
      getCode: 'Get a code',
      code: 'Code from the SMS',
      name: 'Name',
      phone: 'Phone',
      comment: 'Comment',
      place: /^Place order/,
      signedInAs: 'Signed in with',
    },
  },
]) {
  test(`${width} px${language}: signed in from checkout, the form stays as typed, usable, and the focus says who is signed in`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await seedBrowser(page.context());
    const phone = uniquePhone();
    const typed = `+998 ${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`;
    await page.goto(`${language}/order`);
    await page.getByRole('textbox', { name: words.name }).fill('Aziz Karimov');
    await page.getByRole('textbox', { name: words.phone, exact: true }).fill(phone.slice(4));
    await page.getByRole('textbox', { name: words.comment }).fill('Домофон не работает');

    await page.getByRole('button', { name: words.open }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    // The number typed in checkout is the one to sign in with, most likely.
    await expect(dialog.getByRole('textbox', { name: words.dialogPhone })).toHaveValue(typed);
    await dialog.getByRole('button', { name: words.getCode }).click();
    const code = dialog.getByRole('textbox', { name: words.code });
    await expect(code).toBeFocused();
    await code.fill(await lastCode(page.request, phone));
    await expect(dialog).toBeHidden();

    // Checkout is there as it was, and the focus is on what says the customer is signed in.
    const signedIn = page.getByText(
      `${words.signedInAs} +998 ${phone.slice(4, 6)} *** ** ${phone.slice(11)}`,
    );
    await expect(signedIn).toBeFocused();
    await expect(page.getByRole('textbox', { name: words.name })).toHaveValue('Aziz Karimov');
    await expect(page.getByRole('textbox', { name: words.phone, exact: true })).toHaveValue(typed);
    await expect(page.getByRole('textbox', { name: words.comment })).toHaveValue(
      'Домофон не работает',
    );
    await expect(page.getByRole('button', { name: words.place })).toBeEnabled();
    await expect(page.getByRole('button', { name: words.open })).toHaveCount(0);
    // Usable: the next Tab goes on into the form, typing still counts.
    await page.getByRole('textbox', { name: words.name }).fill('Aziz Karimov Jr');
    await expect(page.getByRole('textbox', { name: words.name })).toHaveValue('Aziz Karimov Jr');
  });
}
