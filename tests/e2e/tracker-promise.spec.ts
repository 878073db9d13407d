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

// In Russian only: the Uzbek words, with the time before the verb, are checked in
// tracker-promise.test.tsx and checkout-form.test.tsx; an order placed from /uz reaches its
// tracker in addresses.spec.ts.
const WORDS = {
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
} as const;

/** A delivery to the saved address in Chilanzar, from checkout, at 375 px; the tracker's path. */
const placeDelivery = async (page: Page, slot: boolean) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await withDeliveryCart(page, [MARGHERITA_LINE]);
  await page.goto('/order');
  let window: string | null = null;
  if (slot) {
    await page.getByRole('button', { name: WORDS.byTime }).click();
    const time = page.getByRole('combobox', { name: WORDS.time });
    window = (await time.locator('option:checked').textContent()) ?? '';
    expect(window).toMatch(
      new RegExp(`^(${WORDS.today}|${WORDS.tomorrow}), \\d\\d:\\d\\d–\\d\\d:\\d\\d$`),
    );
  }
  await page.getByRole('textbox', { name: WORDS.name }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: WORDS.phone }).fill(freshPhone());
  const placedFrom = runNow();
  await page.getByRole('button', { name: WORDS.place }).click();
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
const asapPromises = (from: number, to: number) =>
  [from, to].map((at) => {
    const promised = promisedAt(MENU_HOURS, new Date(at), null) ?? '';
    const time = formatDate(promised, 'ru', 'time');
    const tomorrow = tashkentDay(Date.parse(promised)) !== tashkentDay(at);
    return `Привезём ${tomorrow ? 'завтра ' : ''}к ${time}`;
  });

test(`ru 375: a slot's order promises the slot's end and shows the slot as its window`, async ({
  page,
}) => {
  const { window } = await placeDelivery(page, true);
  const [, day, from = '', to = ''] = /^(\S+), (\d\d:\d\d)–(\d\d:\d\d)$/.exec(window ?? '') ?? [];
  // The promise is the slot's end: tomorrow's for a slot of tomorrow, or of today's last one
  // that ends at midnight ("Сегодня, 23:30–00:00" is promised "завтра к 00:00").
  const endsTomorrow = day === WORDS.tomorrow || to <= from;
  await expect(
    page.getByText(`Привезём ${endsTomorrow ? 'завтра ' : ''}к ${to}`, { exact: true }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: WORDS.summary });
  await expect(summary.getByRole('definition').filter({ hasText: window ?? '' })).toBeVisible();
  const restaurant = page
    .getByRole('group', { name: WORDS.calls })
    .getByRole('link', { name: WORDS.restaurant });
  await expect(restaurant).toHaveAttribute('href', 'tel:+998712000001');
  await settled(page);
  expect(await contrastViolations(page)).toEqual([]);
  await keepScreenshot(page, 'tracker-slot-375-ru', { fullPage: true });
});

test(`ru 375: an "as soon as possible" order promises its time plus the kitchen's, and the courier can be called on the way`, async ({
  page,
}) => {
  await page.clock.install({ time: runNow() });
  const { placedFrom, placedTo, orderId } = await placeDelivery(page, false);
  const promised = asapPromises(placedFrom, placedTo);
  const promise = page.getByText(new RegExp(`^(${promised.join('|')})$`));
  await expect(promise).toBeVisible();
  const summary = page.getByRole('region', { name: WORDS.summary });
  await expect(summary).toContainText(WORDS.asap);

  const calls = page.getByRole('group', { name: WORDS.calls });
  await expect(calls.getByRole('link', { name: WORDS.restaurant })).toHaveAttribute(
    'href',
    'tel:+998712000001',
  );
  await expect(calls.getByRole('link', { name: WORDS.courier })).toHaveCount(0);
  // The kitchen sends it on its way; the tracker's next read, about 10 s on, shows the courier.
  await advanceOrderTo(page.request, orderId, ORDER_STATUS.onTheWay);
  await page.clock.runFor(10_000);
  await expect(
    page.getByRole('heading', { name: `${WORDS.status}: ${WORDS.onTheWay}` }),
  ).toBeVisible();
  const courier = calls.getByRole('link', { name: WORDS.courier });
  await expect(courier).toHaveAttribute('href', /^tel:\+99890310110[1-3]$/);
  expect(await contrastViolations(page)).toEqual([]);
  await keepScreenshot(page, 'tracker-courier-375-ru', { fullPage: true });
});

test(`ru 375: shortly before closing "as soon as possible" warns, then gives way to the slots`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.clock.install({ time: lastTashkent('02:10') });
  await withDeliveryCart(page, [MARGHERITA_LINE]);
  await page.goto('/order');
  const asap = page.getByRole('button', { name: WORDS.checkoutAsap, exact: true });
  await expect(asap).toHaveAttribute('aria-pressed', 'true');
  const closingSoon = page.getByRole('status').filter({ hasText: WORDS.closingSoon });
  await expect(closingSoon).toBeVisible();
  await closingSoon.scrollIntoViewIfNeeded();
  expect(await contrastViolations(page)).toEqual([]);
  await keepScreenshot(page, 'checkout-closing-soon-375-ru');

  // 02:46: an order now would be ready after 03:00. The page's clock is read every 60 s.
  await page.clock.fastForward('36:00');
  const tooLate = page.getByRole('status').filter({ hasText: WORDS.tooLate });
  await expect(tooLate).toBeVisible();
  await expect(asap).toHaveCount(0);
  await expect(page.getByRole('button', { name: WORDS.byTime })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByRole('combobox', { name: WORDS.time }).locator('option:checked'),
  ).toHaveText(WORDS.chooseSlot);
  expect(await contrastViolations(page)).toEqual([]);
  await tooLate.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'checkout-too-late-375-ru');
});
