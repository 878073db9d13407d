import { CHILANZAR_PICKUP, expect, test } from './fixtures';
import {
  openInTelegram,
  pressMainButton,
  recordTelegramBaskets,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

/**
 * "Без лука" inside Telegram, dark, at 375 px in Russian: the onion left out in the sheet, added
 * with the MainButton, kept in the messenger basket, and said on the cart line and the tracker.
 */
test.use({ launchOptions: telegramLaunchOptions });

const ONION = 4;

test('ru, dark: the onion left out in the sheet, kept in the basket and on the tracker', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const baskets = recordTelegramBaskets(page);
  const pickup = `/?regionId=1&longitude=${CHILANZAR_PICKUP.Longitude}&latitude=${CHILANZAR_PICKUP.Latitude}&orderTypeId=200`;
  const app = await openInTelegram(page, baseURL ?? '', { theme: 'dark', path: pickup });

  await app.getByRole('button', { name: 'Пепперони', exact: true }).click();
  const sheet = app.getByRole('dialog', { name: 'Пепперони' });
  const onion = sheet
    .getByRole('group', { name: 'Состав' })
    .getByRole('button', { name: 'лук', exact: true });
  await onion.click();
  await expect(onion).toHaveAttribute('aria-pressed', 'true');
  await expect(sheet.getByText('без лука')).toBeVisible();
  await sheet.getByText('Пищевая ценность').click();
  await expect(sheet.getByText('268 ккал')).toBeVisible();
  await keepScreenshot(page, 'telegram-ingredients-dialog-375-dark');
  await pressMainButton(page, /^В корзину · 69\s000\sсум$/);
  await expect(sheet).toBeHidden();

  await pressMainButton(page, /^Корзина · 1 · 69\s000\sсум$/);
  const lines = app.getByRole('list', { name: 'Товары в корзине' }).getByRole('listitem');
  await expect(lines.nth(0).getByText('без лука')).toBeVisible();
  await expect
    .poll(() => baskets.at(-1))
    .toMatchObject({ products: [{ id: 102, count: 1, removedIngredients: [ONION] }] });

  await pressMainButton(page, 'Оформить заказ');
  await app.getByRole('textbox', { name: 'Телефон' }).fill('901234567');
  await pressMainButton(page, /^Оформить заказ · 69\s000\sсум/);
  const ordered = app.getByRole('list', { name: 'Состав заказа' });
  await expect(ordered.getByRole('listitem').nth(0)).toContainText('без лука');
  await ordered.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'telegram-ingredients-tracker-375-dark');
});
