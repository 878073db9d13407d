import { expect, test } from './fixtures';
import { setRunClock } from './support/run-clock';
import { openInTelegram, telegramCloud, telegramLaunchOptions } from './support/telegram-client';
import { newTelegramId } from './support/unique';

/** Saved addresses inside Telegram: kept in the client's cloud storage, for the user's every device. */
test.use({ launchOptions: telegramLaunchOptions });

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
