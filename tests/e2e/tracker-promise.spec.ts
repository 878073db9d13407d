import type { Page } from '@playwright/test';
import { MENU_HOURS } from '../../functions/reference-backend/seed/menu';
import { formatDate } from '@pizza-order-app/contract/lib/format-date';
import { promisedAt } from '@pizza-order-app/contract/lib/time-slots';
import { ORDER_STATUS } from '@pizza-order-app/contract/orders-api';
import { expect, MARGHERITA_LINE, test, withDeliveryCart } from './fixtures';
import { contrastViolations, settled } from './support/contrast';
import { advanceOrderTo } from './support/orders-api';
import { runNow } from './support/run-clock';
import { freshPhone } from './support/unique';
import { keepScreenshot } from './support/screenshots';

/**
 * The tracker's promise (docs/product.md §4): an order placed with a slot and "as soon as
 * possible" from the checkout, its promise, its slot as a window, and whom to call.
 */

const WORDS = {
  ru: {
    home: '',
    byTime: 'Ко времени',
    time: 'Время',
    name: 'Имя',
    phone: 'Телефон',
    place: /^Оформить заказ ·/,
    status: 'Статус',
    today: 'Сегодня',
    tomorrow: 'Завтра',
    summary: 'Детали заказа',
    asap: 'Как можно скорее',
    checkoutAsap: 'Как можно скорее',
    closingSoon:
      'Кухня закрывается в 03:00: «как можно скорее» можно заказать до 02:30, позже заказ сегодня уже не приготовят.',
    tooLate:
      'Кухня закрывается в 03:00 и уже не успеет приготовить заказ «как можно скорее» — выберите время.',
    chooseSlot: 'Выберите время',
    calls: 'Связаться',
    restaurant: /^Позвонить в ресторан/,
    courier: /^Позвонить курьеру/,
    onTheWay: 'В пути',
  },
  uz: {
    home: '/uz',
    byTime: 'Belgilangan vaqtga',
    time: 'Vaqt',
    name: 'Ism',
    phone: 'Telefon',
    place: /^Buyurtma berish ·/,
    status: 'Holat',
    today: 'Bugun',
    tomorrow: 'Ertaga',
    summary: 'Buyurtma tafsilotlari',
    asap: 'Iloji boricha tezroq',
    checkoutAsap: 'Imkon qadar tez',
    closingSoon:
      'Oshxona 03:00 da yopiladi: «imkon qadar tez» buyurtmani 02:30 gacha bering, keyin u bugun tayyorlanmaydi.',
    tooLate:
      'Oshxona 03:00 da yopiladi va «imkon qadar tez» buyurtmani endi tayyorlab ulgurmaydi — vaqtni tanlang.',
    chooseSlot: 'Vaqtni tanlang',
    calls: 'Bog‘lanish',
    restaurant: /^Restoranga qo‘ng‘iroq qilish/,
    courier: /^Kuryerga qo‘ng‘iroq qilish/,
    onTheWay: 'Yo‘lda',
  },
} as const;
type Language = keyof typeof WORDS;

/** A delivery to the saved address in Chilanzar, from checkout, at 375 px; the tracker's path. */
const placeDelivery = async (page: Page, language: Language, slot: boolean) => {
  const words = WORDS[language];
  await page.setViewportSize({ width: 375, height: 812 });
  await withDeliveryCart(page, [MARGHERITA_LINE]);
  await page.goto(`${words.home}/order`);
  let window: string | null = null;
  if (slot) {
    await page.getByRole('button', { name: words.byTime }).click();
    const time = page.getByRole('combobox', { name: words.time });
    window = (await time.locator('option:checked').textContent()) ?? '';
    expect(window).toMatch(
      new RegExp(`^(${words.today}|${words.tomorrow}), \\d\\d:\\d\\d–\\d\\d:\\d\\d$`),
    );
  }
  await page.getByRole('textbox', { name: words.name }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: words.phone }).fill(freshPhone());
  const placedFrom = runNow();
  await page.getByRole('button', { name: words.place }).click();
  await expect(page).toHaveURL(/\/tracker\/\d+-[\w-]{22}$/);
  const orderId = Number(/\/tracker\/(\d+)-/.exec(page.url())?.[1]);
  return { window, placedFrom, placedTo: runNow(), orderId };
};

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

/** The calendar day in Tashkent (UTC+5) of an instant. */
const tashkentDay = (at: number) => new Date(at + 5 * 3_600_000).toISOString().slice(0, 10);

/**
 * What the promise may read for an "as soon as possible" order the server placed in [from, to]:
 * its time, said to be tomorrow's when it falls after midnight ("Привезём завтра к 00:15").
 */
const asapPromises = (from: number, to: number, language: Language) =>
  [from, to].map((at) => {
    const promised = promisedAt(MENU_HOURS, new Date(at), null) ?? '';
    const time = formatDate(promised, language, 'time');
    const tomorrow = tashkentDay(Date.parse(promised)) !== tashkentDay(at);
    return language === 'ru'
      ? `Привезём ${tomorrow ? 'завтра ' : ''}к ${time}`
      : `${tomorrow ? 'Ertaga ' : ''}${time} gacha yetkazib beramiz`;
  });

for (const language of ['ru', 'uz'] as const) {
  const words = WORDS[language];

  test(`${language} 375: a slot's order promises the slot's end and shows the slot as its window`, async ({
    page,
  }) => {
    const { window } = await placeDelivery(page, language, true);
    const [, day, from = '', to = ''] = /^(\S+), (\d\d:\d\d)–(\d\d:\d\d)$/.exec(window ?? '') ?? [];
    // The promise is the slot's end: tomorrow's for a slot of tomorrow, or of today's last one
    // that ends at midnight ("Сегодня, 23:30–00:00" is promised "завтра к 00:00").
    const endsTomorrow = day === words.tomorrow || to <= from;
    await expect(
      page.getByText(
        language === 'ru'
          ? `Привезём ${endsTomorrow ? 'завтра ' : ''}к ${to}`
          : `${endsTomorrow ? 'Ertaga ' : ''}${to} gacha yetkazib beramiz`,
        { exact: true },
      ),
    ).toBeVisible();
    const summary = page.getByRole('region', { name: words.summary });
    await expect(summary.getByRole('definition').filter({ hasText: window ?? '' })).toBeVisible();
    const restaurant = page
      .getByRole('group', { name: words.calls })
      .getByRole('link', { name: words.restaurant });
    await expect(restaurant).toHaveAttribute('href', 'tel:+998712000001');
    await settled(page);
    expect(await contrastViolations(page)).toEqual([]);
    await keepScreenshot(page, `tracker-slot-375-${language}`, { fullPage: true });
  });

  test(`${language} 375: an "as soon as possible" order promises its time plus the kitchen's, and the courier can be called on the way`, async ({
    page,
  }) => {
    await page.clock.install({ time: runNow() });
    const { placedFrom, placedTo, orderId } = await placeDelivery(page, language, false);
    const promised = asapPromises(placedFrom, placedTo, language);
    const promise = page.getByText(new RegExp(`^(${promised.join('|')})$`));
    await expect(promise).toBeVisible();
    const summary = page.getByRole('region', { name: words.summary });
    await expect(summary).toContainText(words.asap);

    const calls = page.getByRole('group', { name: words.calls });
    await expect(calls.getByRole('link', { name: words.restaurant })).toHaveAttribute(
      'href',
      'tel:+998712000001',
    );
    await expect(calls.getByRole('link', { name: words.courier })).toHaveCount(0);
    // The kitchen sends it on its way; the tracker's next read, about 10 s on, shows the courier.
    await advanceOrderTo(page.request, orderId, ORDER_STATUS.onTheWay);
    await page.clock.runFor(10_000);
    await expect(
      page.getByRole('heading', { name: `${words.status}: ${words.onTheWay}` }),
    ).toBeVisible();
    const courier = calls.getByRole('link', { name: words.courier });
    await expect(courier).toHaveAttribute('href', /^tel:\+99890310110[1-3]$/);
    expect(await contrastViolations(page)).toEqual([]);
    await keepScreenshot(page, `tracker-courier-375-${language}`, { fullPage: true });
  });

  test(`${language} 375: shortly before closing "as soon as possible" warns, then gives way to the slots`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.clock.install({ time: lastTashkent('02:10') });
    await withDeliveryCart(page, [MARGHERITA_LINE]);
    await page.goto(`${words.home}/order`);
    const asap = page.getByRole('button', { name: words.checkoutAsap, exact: true });
    await expect(asap).toHaveAttribute('aria-pressed', 'true');
    const closingSoon = page.getByRole('status').filter({ hasText: words.closingSoon });
    await expect(closingSoon).toBeVisible();
    await closingSoon.scrollIntoViewIfNeeded();
    expect(await contrastViolations(page)).toEqual([]);
    await keepScreenshot(page, `checkout-closing-soon-375-${language}`);

    // 02:46: an order now would be ready after 03:00. The page's clock is read every 60 s.
    await page.clock.fastForward('36:00');
    const tooLate = page.getByRole('status').filter({ hasText: words.tooLate });
    await expect(tooLate).toBeVisible();
    await expect(asap).toHaveCount(0);
    await expect(page.getByRole('button', { name: words.byTime })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('combobox', { name: words.time }).locator('option:checked'),
    ).toHaveText(words.chooseSlot);
    expect(await contrastViolations(page)).toEqual([]);
    await tooLate.scrollIntoViewIfNeeded();
    await keepScreenshot(page, `checkout-too-late-375-${language}`);
  });
}
