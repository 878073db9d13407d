import { expect, test } from './fixtures';
import { setRunClock } from './support/run-clock';
import {
  openInTelegram,
  telegramCloud,
  telegramLaunchOptions,
  keepInLightAndDark,
} from './support/telegram-client';
import { newTelegramId } from './support/unique';

/** The address confirmation inside Telegram, looked at in the client's light and dark theme. */
test.use({ launchOptions: telegramLaunchOptions });

test('"Навои 15" keeps its house at confirmation inside Telegram, in light and dark', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  const app = await openInTelegram(page, baseURL ?? '', { path: '/' });
  const search = app.getByRole('search');
  await search.getByRole('combobox', { name: 'Улица и дом' }).fill('Навои 15');
  await search.getByRole('button', { name: 'Найти' }).click();
  const confirmation = app.getByRole('form', { name: 'Проверьте адрес доставки' });
  await expect(confirmation.getByRole('textbox', { name: 'Номер дома' })).toHaveValue('15');
  await confirmation.getByRole('textbox', { name: 'Квартира или офис' }).fill('12');
  await confirmation.getByRole('textbox', { name: 'Код домофона' }).fill('12К');
  await keepInLightAndDark(page, app, (theme) => `address-confirmation-telegram-${theme}`);
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();
  await expect(app.locator('.location-summary strong')).toHaveText('улица Навои, 15');
});

test('saved addresses follow the Telegram user to another device through the cloud storage', async ({
  page,
  baseURL,
  browser,
}) => {
  const userId = newTelegramId();
  const phone = await openInTelegram(page, baseURL ?? '', { path: '/en', userId });
  await phone.getByRole('button', { name: 'Use my location' }).click();
  await phone.getByRole('button', { name: 'Deliver here' }).click();
  await expect(phone.locator('.location-summary')).toContainText('Delivery to');
  await expect
    .poll(async () => (await telegramCloud(page)).addresses ?? '')
    .toContain('"coordinates":[69.2041,41.2756]');
  const cloud = await telegramCloud(page);

  // The same user on their desktop: a browser of its own, and the cloud Telegram keeps for them.
  const desktop = await browser.newContext();
  await setRunClock(desktop);
  try {
    const desktopPage = await desktop.newPage();
    const app = await openInTelegram(desktopPage, baseURL ?? '', { path: '/en', userId, cloud });
    // A new device has no place yet: the picker lists the address the phone saved.
    const saved = app.getByRole('region', { name: 'My addresses' });
    await expect(saved.getByRole('listitem')).toHaveCount(1);
    await expect(saved.getByRole('listitem')).toContainText('Bunyodkor Avenue, 78');
  } finally {
    await desktop.close();
  }
});
