import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  MARGHERITA_CHOICES,
  MARGHERITA_LINE,
  expect,
  test,
  withDeliveryCart,
  withFilledCart,
} from './fixtures';
import {
  lastEvent,
  openInTelegram,
  pressMainButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

/**
 * The stop list and change for cash inside Telegram at 375 px, in Russian: the same menu, sheet
 * and checkout as on the web, drawn by telegram-ui, the MainButton doing the adding and placing.
 */
test.use({ launchOptions: telegramLaunchOptions });

/** A bot link's place: pickup from the restaurant nearest Yunusabad's, Yunusabad itself. */
const YUNUSABAD_ENTRY = '/?regionId=1&longitude=69.287&latitude=41.366&orderTypeId=200';
/** Pickup from Mirzo Ulugbek, where Pepperoni is out. */
const MIRZO_ULUGBEK_ENTRY = '/?regionId=1&longitude=69.335&latitude=41.325&orderTypeId=200';

const axeViolations = async (page: Page, include: string[]) =>
  (await new AxeBuilder({ page }).include(include).analyze()).violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html.slice(0, 160)).join(' | ')}`,
  );

test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 812 }));

test('a dish on the stop list is greyed, and its sheet says why, its MainButton inactive', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: YUNUSABAD_ENTRY });
  const card = app.getByRole('button', { name: 'Четыре сыра', exact: true });
  await expect(card).toHaveAccessibleDescription(/^Нет в наличии/);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-stop-list-menu-375');

  await card.click();
  const sheet = app.getByRole('dialog', { name: 'Четыре сыра' });
  await expect(sheet.getByText(/Этого блюда сейчас нет в наличии/)).toBeVisible();
  // The MainButton is the sheet's add, and it cannot be pressed.
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_main_button'))
    .toMatchObject({ is_active: false, text: expect.stringMatching(/^В корзину/) });
  await keepScreenshot(page, 'telegram-stop-list-sheet-375');
  expect(await axeViolations(page, ['iframe', '[role="dialog"]'])).toEqual([]);
});

test('Pepperoni out at Mirzo Ulugbek: the sheets start a half and a combo with another pizza, and cannot choose it', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: MIRZO_ULUGBEK_ENTRY });
  await app.getByRole('button', { name: 'Пицца из половинок', exact: true }).click();
  const builder = app.getByRole('dialog', { name: 'Пицца из половинок' });
  const left = builder.getByRole('radiogroup', { name: 'Левая половина' });
  await expect(left.getByRole('radio', { name: 'Маргарита' })).toBeChecked();
  await expect(left.getByRole('radio', { name: 'Пепперони' })).toBeDisabled();
  await expect(left.getByRole('radio', { name: 'Пепперони' })).toHaveAccessibleDescription(
    'нет в наличии',
  );
  await expect(
    builder
      .getByRole('radiogroup', { name: 'Правая половина' })
      .getByRole('radio', { name: 'Пепперони' }),
  ).toBeDisabled();
  await keepScreenshot(page, 'telegram-stop-list-halves-375');
  expect(await axeViolations(page, ['iframe', '[role="dialog"]'])).toEqual([]);
  await pressMainButton(page, /^В корзину · 59\s000\sсум$/);
  await expect(builder).toBeHidden();

  await app.getByRole('link', { name: 'Комбо', exact: true }).click();
  await app.getByRole('button', { name: 'Комбо на двоих', exact: true }).click();
  const combo = app.getByRole('dialog', { name: 'Комбо на двоих' });
  const first = combo.getByRole('radiogroup', { name: 'Первая пицца' });
  await expect(first.getByRole('radio', { name: 'Маргарита' })).toBeChecked();
  await expect(first.getByRole('radio', { name: 'Пепперони' })).toBeDisabled();
  await pressMainButton(page, /^В корзину · 139\s000\sсум$/);
  await expect(combo).toBeHidden();
  // Both on the cart's MainButton, priced whole: no line the kitchen cannot cook.
  await expect
    .poll(() => lastEvent(page, 'web_app_setup_main_button'))
    .toMatchObject({ text: expect.stringMatching(/^Корзина · 2 · 198\s000\sсум$/) });
});

test('paying cash for a delivery, the customer picks the note; tg_order carries it and the tracker tells them', async ({
  page,
  baseURL,
}) => {
  await withDeliveryCart(page, [MARGHERITA_LINE]);
  const app = await openInTelegram(page, baseURL ?? '', { path: '/order' });
  await expect(app.getByRole('heading', { level: 1, name: 'Оформление заказа' })).toBeVisible();
  await app.getByRole('textbox', { name: 'Телефон' }).fill('901234567');
  const question = app.getByRole('radiogroup', { name: 'С какой суммы подготовить сдачу?' });
  await expect(question).toBeVisible();
  const amount = app.getByRole('textbox', { name: 'Сумма купюрами' });
  await amount.fill('1000');
  await pressMainButton(page, /^Оформить заказ · /);
  await expect(amount).toHaveAccessibleDescription(/Сумма должна быть не меньше суммы заказа/);
  const last = question.getByRole('radio').last();
  // The last option is "without change"; the one before it, the largest pick.
  const pick = question.getByRole('radio').nth((await question.getByRole('radio').count()) - 2);
  await expect(last).toHaveAccessibleName('Без сдачи');
  await pick.check();
  await question.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-cash-change-375');
  expect(await axeViolations(page, ['iframe', '.change-field'])).toEqual([]);

  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/tg_order',
  );
  await pressMainButton(page, /^Оформить заказ · /);
  const body = (await placed).postDataJSON() as { changeFrom?: number; paymentMethod: string };
  expect(body.paymentMethod).toBe('cash');
  expect(body.changeFrom).toBeGreaterThan(0);
  const note = `Сдача с ${body.changeFrom?.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')}\u00a0сум`;
  await expect(app.getByText(note)).toBeVisible();
  await app.getByText(note).scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-cash-change-tracker-375');
});

/** A pizza at its starting choices, as the product dialog adds it. */
const pizzaLine = (id: number) => ({
  id,
  amount: 1,
  cartProdId: `${id}:1101x1:1201x1`,
  modifiers: MARGHERITA_CHOICES,
});
const SERGELI = { RestaurantId: 4, RegionId: 1, Longitude: 69.222, Latitude: 41.226 };

test('the kitchen ran out mid-checkout: no retry, and the flagged line offers its substitute', async ({
  page,
  baseURL,
  request,
}) => {
  // Not stop-list.spec's Mushroom: the two run in parallel, and each restores its own dish.
  const CARBONARA = 111;
  const setStock = async (available: boolean) =>
    expect(
      (
        await request.put(`/api/_dev/stop-list/${SERGELI.RestaurantId}/product/${CARBONARA}`, {
          data: { available },
        })
      ).status(),
    ).toBe(200);
  await withFilledCart(page, [pizzaLine(CARBONARA), MARGHERITA_LINE], SERGELI);
  const app = await openInTelegram(page, baseURL ?? '', { path: '/order' });
  const lines = app.getByRole('list', { name: 'Товары в корзине' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  await app.getByRole('textbox', { name: 'Телефон' }).fill('901234567');
  // The name Telegram knows fills in once the edge has verified the user: ready to order.
  await expect(app.getByRole('textbox', { name: 'Имя' })).toHaveValue('Aziz Karimov');
  await setStock(false);
  try {
    await pressMainButton(page, /^Оформить заказ · /);
    const carbonara = lines.getByRole('listitem').filter({ hasText: 'Карбонара' });
    await expect(carbonara).toContainText('Нет в наличии');
    await expect(carbonara.getByRole('button', { name: 'Убрать' })).toBeFocused();
    await expect(app.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
    const substitute = carbonara.getByRole('button', { name: /^Заменить на «.+»$/ });
    await keepScreenshot(page, 'telegram-stop-refused-375');
    await substitute.click();
    await expect(lines).not.toContainText('Карбонара');
    await expect(lines.getByRole('listitem')).toHaveCount(2);
  } finally {
    await setStock(true);
  }
});
