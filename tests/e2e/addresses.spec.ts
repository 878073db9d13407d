import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { expect, MARGHERITA_LINE, recordOrderBodies, test } from './fixtures';
import { setRunClock } from './support/run-clock';
import { expectNoSidewaysScroll } from './support/layout';
import { keepScreenshot } from './support/screenshots';

/**
 * The address chosen is the address saved: a search result keeps its house number from the
 * search through the confirmation and checkout to the tracker; the door typed at confirmation
 * goes with the order to its owner's tracker, never to someone holding the link. An apartment
 * typed with the street ("Навои 15 кв 12") is split off by the picker's model (pick-model.test.ts,
 * house-number.test.ts) and reaches the order in delivery-map-order.spec.ts.
 */

/** A new visitor with two Margheritas in the cart and no place chosen yet. */
const withCartOnly = async (page: Page) => {
  await page.addInitScript((line) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('cart', JSON.stringify([line]));
  }, MARGHERITA_LINE);
};

interface Journey {
  readonly prefix: '' | '/en' | '/uz';
  /** The screen it is walked on (the screenshots' width). */
  readonly width: number;
  readonly search: string;
  readonly find: string;
  readonly confirmTitle: string;
  readonly house: string;
  readonly door: Readonly<Record<'apartment' | 'entrance' | 'floor' | 'intercom', string>>;
  readonly deliverHere: string;
  readonly deliveryTo: RegExp;
  readonly openCart: RegExp;
  readonly checkout: string;
  readonly deliveryAddress: string;
  readonly name: string;
  readonly phone: string;
  readonly place: RegExp;
  readonly details: string;
  readonly sharedHint: string;
  /** What the search answers, and so what must be saved, sent and shown. */
  readonly address: string;
  /** The door as the checkout and the tracker write it. */
  readonly doorLine: string;
}

const DOOR_TYPED = { apartment: '12', entrance: '3', floor: '4', intercom: '12К' };

const RU: Journey = {
  prefix: '',
  width: 375,
  search: 'Улица и дом',
  find: 'Найти',
  confirmTitle: 'Проверьте адрес доставки',
  house: 'Номер дома',
  door: {
    apartment: 'Квартира или офис',
    entrance: 'Подъезд',
    floor: 'Этаж',
    intercom: 'Код домофона',
  },
  deliverHere: 'Доставить сюда',
  deliveryTo: /Доставка:/,
  openCart: /Открыть корзину/,
  checkout: 'Оформить заказ',
  deliveryAddress: 'Адрес доставки',
  name: 'Имя',
  phone: 'Телефон',
  place: /Оформить заказ ·/,
  details: 'Детали заказа',
  sharedHint: 'Вы следите за заказом по ссылке',
  address: 'улица Навои, 15',
  doorLine: 'кв. 12, подъезд 3, этаж 4, домофон 12К',
};

const UZ: Journey = {
  prefix: '/uz',
  width: 1280,
  search: 'Ko‘cha va uy',
  find: 'Topish',
  confirmTitle: 'Yetkazib berish manzilini tekshiring',
  house: 'Uy raqami',
  door: {
    apartment: 'Xonadon yoki ofis',
    entrance: 'Kirish (podyezd)',
    floor: 'Qavat',
    intercom: 'Domofon kodi',
  },
  deliverHere: 'Shu yerga yetkazish',
  deliveryTo: /Yetkazib berish:/,
  openCart: /Savatni ochish/,
  checkout: 'Buyurtma berish',
  deliveryAddress: 'Yetkazib berish manzili',
  name: 'Ism',
  phone: 'Telefon',
  place: /Buyurtma berish ·/,
  details: 'Buyurtma tafsilotlari',
  sharedHint: 'buyurtmani havola orqali kuzatyapsiz',
  address: 'Navoiy ko‘chasi, 15',
  doorLine: '12-xonadon, 3-kirish, 4-qavat, domofon 12К',
};

const confirmationOf = (page: Page | FrameLocator, journey: Journey) =>
  page.getByRole('form', { name: journey.confirmTitle });

/** Types "Навои 15" into the search, as a customer would, and waits for the confirmation. */
const searchNavoi15 = async (page: Page | FrameLocator, journey: Journey) => {
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: journey.search }).fill('Навои 15');
  await search.getByRole('button', { name: journey.find }).click();
  const confirmation = confirmationOf(page, journey);
  await expect(confirmation).toBeVisible();
  return confirmation;
};

const typeDoor = async (confirmation: Locator, journey: Journey) => {
  for (const [field, value] of Object.entries(DOOR_TYPED) as [keyof typeof DOOR_TYPED, string][])
    await confirmation.getByRole('textbox', { name: journey.door[field] }).fill(value);
};

/** The tracker as someone else sees it: another browser, no cookies, only the link. */
const sharedView = async (browser: Browser, url: string) => {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'ru-RU',
  });
  await setRunClock(context);
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
};

const journeyToTracker = async (page: Page, browser: Browser, journey: Journey) => {
  const sentOrders = recordOrderBodies(page);
  const shot = (name: string, on = page) =>
    keepScreenshot(on, `addresses-${name}-${journey.prefix.slice(1) || 'ru'}-${journey.width}`, {
      fullPage: true,
    });
  await page.setViewportSize({ width: journey.width, height: 900 });
  await withCartOnly(page);
  await page.goto(journey.prefix || '/');

  const confirmation = await searchNavoi15(page, journey);
  await expect(confirmation.getByRole('heading', { name: journey.confirmTitle })).toBeFocused();
  await expect(confirmation.getByText(journey.address.replace(/, 15$/, ''))).toBeVisible();
  await expect(confirmation.getByRole('textbox', { name: journey.house })).toHaveValue('15');
  await typeDoor(confirmation, journey);
  await confirmation.getByRole('button', { name: journey.deliverHere }).click();

  await expect(page.getByText(journey.deliveryTo)).toBeVisible();
  await expect(page.locator('.location-summary strong')).toHaveText(journey.address);
  const saved = await page.evaluate(() => localStorage.getItem('addresses'));
  expect(JSON.parse(saved ?? '[]')).toEqual([
    expect.objectContaining({ title: journey.address, address: journey.address, ...DOOR_TYPED }),
  ]);

  await page.getByRole('button', { name: journey.openCart }).click();
  await page.getByRole('button', { name: journey.checkout, exact: true }).click();
  const where = page.getByRole('region', { name: journey.deliveryAddress });
  await expect(where).toContainText(journey.address);
  await expect(where).toContainText(journey.doorLine);
  await shot('checkout');
  await page.getByRole('textbox', { name: journey.name }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: journey.phone }).fill('901234567');
  await page.getByRole('button', { name: journey.place }).click();

  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  expect(sentOrders.last()).toMatchObject({
    orderTypeId: 0,
    address: journey.address,
    ...DOOR_TYPED,
  });
  const details = page.getByRole('region', { name: journey.details });
  await expect(details).toContainText(journey.address);
  await expect(details).toContainText(journey.doorLine);
  await shot('tracker');

  const stranger = await sharedView(browser, page.url());
  const shared = stranger.page.getByRole('region', { name: journey.details });
  await expect(shared).toContainText(journey.sharedHint);
  // The restaurant's own address may name the street; the customer's house and door never show.
  for (const hidden of [journey.address, journey.doorLine, '12К'])
    await expect(stranger.page.locator('body')).not.toContainText(hidden);
  await shot('shared-tracker', stranger.page);
  await stranger.close();
};

test('"Навои 15" found on the map stays 15 through checkout to the tracker, with its door', async ({
  page,
  browser,
}) => {
  await journeyToTracker(page, browser, RU);
});

test('without the maps script the street search keeps 15 too, in Uzbek', async ({
  page,
  browser,
  context,
}) => {
  // The maps script fails: the search falls back to the main API's street search.
  await context.route('https://api-maps.yandex.ru/**', (route) => route.abort());
  await journeyToTracker(page, browser, UZ);
});

test('a corrected house number is the one saved, and picking the address again chooses it with its door', async ({
  page,
}) => {
  await page.goto('/');
  const confirmation = await searchNavoi15(page, RU);
  const house = confirmation.getByRole('textbox', { name: RU.house });
  await house.fill('');
  await confirmation.getByRole('button', { name: RU.deliverHere }).click();
  await expect(confirmation.getByText('Укажите номер дома.')).toBeVisible();
  await expect(house).toBeFocused();
  await house.fill('15А');
  await confirmation.getByRole('textbox', { name: RU.door.apartment }).fill('7');
  await confirmation.getByRole('button', { name: RU.deliverHere }).click();
  await expect(page.locator('.location-summary strong')).toHaveText('улица Навои, 15А');

  await page.getByRole('button', { name: 'Изменить' }).click();
  const saved = page.getByRole('dialog').getByRole('region', { name: 'Мои адреса' });
  const card = saved.getByRole('button', { name: /^улица Навои, 15А/ });
  await expect(card).toContainText('кв. 7');
  await card.click();
  // Confirmed when it was saved: one tap chooses it again, nothing to confirm twice.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.location-summary strong')).toHaveText('улица Навои, 15А');
  await expect(page.locator('.location-summary__text')).toBeFocused();
  const stored = await page.evaluate(() => localStorage.getItem('addresses'));
  expect(JSON.parse(stored ?? '[]')).toMatchObject([
    { address: 'улица Навои, 15А', apartment: '7' },
  ]);
});

for (const width of [320, 375, 1280]) {
  test(`screenshot of the confirmation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const confirmation = await searchNavoi15(page, RU);
    await typeDoor(confirmation, RU);
    await expectNoSidewaysScroll(page, `the confirmation at ${width} px`);
    await keepScreenshot(page, `address-confirmation-${width}`, { fullPage: true });
  });
}
