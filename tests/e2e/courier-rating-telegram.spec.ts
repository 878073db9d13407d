import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { contrastViolations, settled } from './support/contrast';
import { COURIER_DISTANCE, COURIER_DOOR, untilOnTheWay } from './support/courier';
import { holdPageClock } from './support/run-clock';
import { finishOrder, placeTelegramOrder, trackerPath, uniquePhone } from './support/orders-api';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';
import { runNow } from './support/run-clock';
import { newTelegramId } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

/**
 * The courier on the map and the rating inside Telegram (light, 375 px, Russian).
 */

/**
 * Taps a control once it is in the middle of the view: at the bottom edge of the harness's
 * webview the tap lands on the client's own chrome drawn over it, not on the app.
 */
const tapInView = async (control: Locator) => {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await control.click();
};

test('Telegram 375 ru: a delivery on its way shows its courier on the map, how far and how soon', async ({
  page,
  request,
  baseURL,
}) => {
  const userId = newTelegramId();
  const placed = await placeTelegramOrder(request, {
    userId,
    orderTypeId: 0,
    phone: uniquePhone(),
    door: COURIER_DOOR,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await holdPageClock(page);
  const app = await openInTelegram(page, baseURL ?? '', {
    path: `${trackerPath(placed)}?customerId=${placed.customerId}`,
    userId,
  });
  await untilOnTheWay(page, app, placed.orderId);
  await expect(app.getByText(COURIER_DISTANCE)).toBeVisible();
  const map = app.getByRole('region', { name: 'Карта' });
  await expect(map.getByRole('button', { name: /^Курьер (Азиз|Бекзод|Шохрух)$/ })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Ваш адрес' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Ресторан' })).toBeVisible();
  await settled(app);
  expect(await contrastViolations(page)).toEqual([]);
  await app.getByRole('heading', { name: 'Где курьер' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-courier-map-375-ru');
});

test('Telegram 375 ru: a delivered order asks for a rating on its tracker, kept in the history', async ({
  page,
  request,
  baseURL,
}) => {
  const userId = newTelegramId();
  const placed = await placeTelegramOrder(request, {
    userId,
    orderTypeId: 0,
    phone: uniquePhone(),
    door: COURIER_DOOR,
  });
  await page.setViewportSize({ width: 375, height: 812 });
  // The page's clock, so the tracker's next read comes when the test moves it on.
  await page.clock.install({ time: runNow() });
  const app = await openInTelegram(page, baseURL ?? '', {
    path: `${trackerPath(placed)}?customerId=${placed.customerId}`,
    userId,
  });
  // Delivered by its kitchen; the tracker reads it again every 10 s.
  await finishOrder(request, placed.orderId);
  await page.clock.runFor(10_000);
  await expect(app.getByRole('heading', { name: 'Статус: Выполнен' })).toBeVisible();
  const ask = app.getByRole('region', { name: 'Оцените заказ' });
  await ask.getByRole('radio', { name: '5 из 5 — отлично' }).check();
  await ask
    .getByRole('group', { name: 'Что понравилось' })
    .getByRole('button', { name: 'Вовремя' })
    .click();
  await expect(ask.getByRole('button', { name: 'Вовремя' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await settled(app);
  expect(await contrastViolations(page)).toEqual([]);
  await ask.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-rating-form-375-ru');
  await tapInView(ask.getByRole('button', { name: 'Отправить оценку' }));
  await expect(ask.getByRole('status')).toHaveText('Спасибо за оценку!');
  await expect(ask).toContainText('Ваша оценка: 5 из 5');

  // The history, as the customer opens the profile from the bot's menu.
  const profile = await openInTelegram(page, baseURL ?? '', {
    path: `/profile?customerId=${placed.customerId}`,
    userId,
  });
  const card = profile.getByRole('article', { name: `Заказ №${placed.orderId}` });
  await expect(card).toContainText('Ваша оценка: 5 из 5');
  await expect(card).toContainText('Вовремя');
  await settled(profile);
  expect(await contrastViolations(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-rating-history-375-ru');
});
