import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { contrastViolations, settled } from './support/contrast';
import {
  COURIER_DISTANCE as DISTANCE,
  COURIER_DOOR as DOOR,
  untilOnTheWay,
} from './support/courier';
import { holdPageClock } from './support/run-clock';
import { finishOrder, placeOrder, trackerPath, uniquePhone } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

/**
 * The courier on the map and the rating (issue 32, items 4 and 5) on the web at 375 px, in
 * Russian; each order moved on by the test, as its kitchen would.
 */

const placeDelivery = async (page: Page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  return placeOrder(page.request, { orderTypeId: 0, phone: uniquePhone(), door: DOOR });
};

test.describe('the courier on the map', () => {
  test('ru 375: a delivery on its way shows its courier on the map, how far and how soon', async ({
    page,
  }) => {
    const placed = await placeDelivery(page);
    await holdPageClock(page);
    await page.goto(trackerPath(placed));
    await untilOnTheWay(page, page, placed.orderId);
    await expect(page.getByRole('heading', { name: 'Где курьер' })).toBeVisible();
    await expect(page.getByText(DISTANCE)).toBeVisible();
    const map = page.getByRole('region', { name: 'Карта' });
    await expect(map.getByRole('application', { name: 'Map double' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Ресторан' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Ваш адрес' })).toBeVisible();
    await expect(map.getByRole('button', { name: /^Курьер (Азиз|Бекзод|Шохрух)$/ })).toBeVisible();
    await settled(page);
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Где курьер' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'courier-map-375-ru');
  });

  test('ru 375: without the map the courier is still told as text', async ({ page }) => {
    await page.route('https://api-maps.yandex.ru/**', (route) => route.abort());
    const placed = await placeDelivery(page);
    await holdPageClock(page);
    await page.goto(trackerPath(placed));
    await untilOnTheWay(page, page, placed.orderId);
    await expect(page.getByText(DISTANCE)).toBeVisible();
    await expect(
      page.getByText('Карту загрузить не удалось — где курьер, сказано выше.'),
    ).toBeVisible();
    await expect(page.getByRole('application', { name: 'Map double' })).toHaveCount(0);
    expect(await contrastViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Где курьер' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'courier-text-375-ru');
  });
});

/** A delivery placed as this page's customer, delivered before the test goes on. */
const placeDelivered = async (page: Page) => {
  const placed = await placeDelivery(page);
  await finishOrder(page.request, placed.orderId);
  return placed;
};

test.describe('rating a delivered order', () => {
  test('ru 375: the tracker asks, the rating is sent and shown in the history', async ({
    page,
  }) => {
    const placed = await placeDelivered(page);
    await page.addInitScript(
      (id) => localStorage.setItem('user-id', String(id)),
      placed.customerId,
    );
    await page.goto(trackerPath(placed));
    const ask = page.getByRole('region', { name: 'Оцените заказ' });
    await expect(ask).toBeVisible();
    const send = ask.getByRole('button', { name: 'Отправить оценку' });
    await send.click();
    await expect(ask.getByRole('alert')).toHaveText('Выберите оценку — от 1 до 5 звёзд.');

    const stars = ask.getByRole('radiogroup', { name: 'Оценка' });
    await stars.getByRole('radio', { name: '3 из 5 — нормально' }).check();
    // One Tab stop, the arrow keys move the choice.
    await page.keyboard.press('ArrowRight');
    await expect(stars.getByRole('radio', { name: '4 из 5 — хорошо' })).toBeChecked();
    await expect(ask.getByRole('alert')).toHaveCount(0);
    const tags = ask.getByRole('group', { name: 'Что понравилось' });
    for (const tag of ['Горячая', 'Курьер вежлив']) {
      await tags.getByRole('button', { name: tag }).click();
      await expect(tags.getByRole('button', { name: tag })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(tags.getByRole('button', { name: 'Вовремя' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await ask.getByRole('textbox', { name: 'Комментарий (необязательно)' }).fill('Всё отлично');
    await settled(page);
    expect(await contrastViolations(page)).toEqual([]);
    await ask.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'rating-form-375-ru', { fullPage: true });

    await send.click();
    await expect(ask.getByRole('status')).toHaveText('Спасибо за оценку!');
    await expect(ask).toContainText('Ваша оценка: 4 из 5');
    await expect(ask).toContainText('Горячая, Курьер вежлив');
    await expect(
      ask.getByRole('button', { name: `Изменить оценку заказа №${placed.orderId}` }),
    ).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);
    await keepScreenshot(page, 'rating-given-375-ru');

    await page.getByRole('link', { name: 'Мои заказы' }).click();
    const card = page.getByRole('article', { name: `Заказ №${placed.orderId}` });
    await expect(card).toContainText('Ваша оценка: 4 из 5');
    await expect(card).toContainText('Всё отлично');
    // Rated: the profile asks about nothing.
    await expect(page.getByRole('heading', { name: /^Как вам заказ/ })).toHaveCount(0);
    await settled(page);
    expect(await contrastViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'rating-history-375-ru');
  });

  test('ru 375: the profile asks once about an order not rated, and "Не сейчас" is remembered', async ({
    page,
  }) => {
    const placed = await placeDelivered(page);
    await page.addInitScript(
      (id) => localStorage.setItem('user-id', String(id)),
      placed.customerId,
    );
    await page.goto('/profile');
    const ask = page.getByRole('region', { name: `Как вам заказ №${placed.orderId}?` });
    await expect(ask.getByRole('radiogroup', { name: 'Оценка' })).toBeVisible();
    expect(await contrastViolations(page)).toEqual([]);
    await keepScreenshot(page, 'rating-profile-ask-375-ru');
    await ask.getByRole('button', { name: 'Не сейчас' }).click();
    await expect(ask).toHaveCount(0);
    await page.reload();
    const card = page.getByRole('article', { name: `Заказ №${placed.orderId}` });
    await expect(
      card.getByRole('button', { name: `Оценить заказ №${placed.orderId}` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Как вам заказ/ })).toHaveCount(0);
    // Rated from the history after all.
    await card.getByRole('button', { name: `Оценить заказ №${placed.orderId}` }).click();
    await card.getByRole('radio', { name: '5 из 5 — отлично' }).check();
    await card.getByRole('button', { name: 'Отправить оценку' }).click();
    await expect(card).toContainText('Ваша оценка: 5 из 5');
  });
});
