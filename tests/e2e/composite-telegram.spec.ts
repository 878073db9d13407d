import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import { finishOrder } from './support/orders-api';
import { runNow } from './support/run-clock';
import {
  lastEvent,
  inLightAndDark,
  openInTelegram,
  pressMainButton,
  telegramLaunchOptions,
  recordTelegramBaskets,
  keepInLightAndDark,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

// A customer journey: with the motion most customers see (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

/**
 * Half-and-half pizza and a combo you choose inside Telegram at 375 px, in Russian: built in the
 * sheet, added with the MainButton, kept in the messenger basket with their parts, named with
 * every part in the cart and on the tracker, and brought back by repeat-order.
 */
test.use({ launchOptions: telegramLaunchOptions });

const PICKUP = `/?regionId=1&longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}&orderTypeId=200`;
const HALVES = '½ Пепперони + ½ Ташкентская';
const COMBO = 'Комбо на двоих: Пепперони, Четыре сыра, Кока-кола 0,5 л';

/** axe on the open sheet inside the app's frame: nothing to report. */
const expectAxeClean = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .include(['iframe', '[role="dialog"]'])
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
};

test('ru, light and dark: a half-and-half and a chosen combo from the sheet to the tracker and back', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The page's clock, so the tracker's next read comes when the test moves it on.
  await page.clock.install({ time: runNow() });
  const baskets = recordTelegramBaskets(page);
  const app = await openInTelegram(page, baseURL ?? '', { path: PICKUP });

  await app.getByRole('button', { name: 'Пицца из половинок', exact: true }).click();
  const builder = app.getByRole('dialog', { name: 'Пицца из половинок' });
  await expect(builder.getByText('Цена — по более дорогой половине')).toBeVisible();
  // By the keyboard, as a radio group is used: Space chooses the focused option.
  const tashkent = builder
    .getByRole('radiogroup', { name: 'Правая половина' })
    .getByRole('radio', { name: 'Ташкентская' });
  await tashkent.focus();
  await page.keyboard.press('Space');
  await expect(tashkent).toBeChecked();
  await expect(builder.locator('.halves-picture img')).toHaveCount(2);
  await inLightAndDark(page, app, async (theme) => {
    await keepScreenshot(page, `telegram-composite-halves-375-${theme}`);
    await expectAxeClean(page);
  });
  // The sheet's add is Telegram's MainButton, at the dearer half's price.
  await pressMainButton(page, /^В корзину · 89\s000\sсум$/);
  await expect(builder).toBeHidden();
  // Back on the menu: its MainButton is the cart's again.
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_main_button'))
    .toMatchObject({ text: expect.stringMatching(/^Корзина · 1 · 89\s000\sсум$/) });

  // A folder's dishes are drawn when it is first shown (docs/product.md §2).
  await app.getByRole('link', { name: 'Комбо', exact: true }).click();
  await app.getByRole('button', { name: 'Комбо на двоих', exact: true }).click();
  const combo = app.getByRole('dialog', { name: 'Комбо на двоих' });
  const second = combo.getByRole('radiogroup', { name: 'Вторая пицца' });
  await expect(second.getByRole('radio', { name: 'Четыре сыра' })).toHaveAccessibleDescription(
    /^\+10\s000$/,
  );
  await second.getByRole('radio', { name: 'Четыре сыра' }).focus();
  await page.keyboard.press('Space');
  await expect(second.getByRole('radio', { name: 'Четыре сыра' })).toBeChecked();
  await inLightAndDark(page, app, async (theme) => {
    await keepScreenshot(page, `telegram-composite-combo-375-${theme}`);
    await expectAxeClean(page);
  });
  await pressMainButton(page, /^В корзину · 149\s000\sсум$/);
  await expect(combo).toBeHidden();

  await pressMainButton(page, /^Корзина · 2 · 238\s000\sсум$/);
  const lines = app.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  await expect(lines.locator('.cart-line__name')).toHaveText([HALVES, COMBO]);
  // The sheet has slid up before it is drawn for the record.
  const cart = app.getByRole('dialog', { name: 'Корзина' });
  await expect
    .poll(() => cart.evaluate((sheet) => sheet.getBoundingClientRect().top))
    .toBeLessThan(300);
  await keepInLightAndDark(page, app, (theme) => `telegram-composite-cart-375-${theme}`);
  // The messenger basket keeps the parts of both lines.
  await expect
    .poll(() => baskets.at(-1))
    .toMatchObject({
      products: [
        { id: 113, count: 1, parts: [102, 110] },
        { id: 201, count: 1, parts: [102, 103, 701] },
      ],
    });

  await pressMainButton(page, 'Оформить заказ');
  await app.getByRole('textbox', { name: 'Телефон' }).fill('901234567');
  await pressMainButton(page, /^Оформить заказ · 238\s000\sсум/);
  const ordered = app.getByRole('list', { name: 'Состав заказа' });
  await expect(ordered.getByRole('listitem')).toHaveCount(2);
  await expect(ordered.getByRole('listitem').nth(0)).toContainText(`${HALVES} × 1`);
  await expect(ordered.getByRole('listitem').nth(1)).toContainText(`${COMBO} × 1`);
  await ordered.scrollIntoViewIfNeeded();
  await keepInLightAndDark(page, app, (theme) => `telegram-composite-tracker-375-${theme}`);

  // Finished by its kitchen, the order is repeated with its parts (the tracker reads it again
  // every 10 s).
  const title = await app.getByRole('heading', { level: 1, name: /^Заказ №\d+$/ }).textContent();
  await finishOrder(page.request, Number(title?.replace(/\D/g, '')));
  await page.clock.runFor(10_000);
  const repeat = app.getByRole('button', { name: /^Повторить заказ №\d+$/ });
  await expect(repeat).toBeVisible();
  await repeat.click();
  await expect(app.getByRole('dialog', { name: 'Корзина' })).toBeVisible();
  await expect(lines.locator('.cart-line__name')).toHaveText([HALVES, COMBO]);
});
