import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { contrastViolations, settled } from './support/contrast';
import {
  checkoutInTelegram,
  openInTelegram,
  pressMainButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { freshPhone } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

/**
 * The tracker's promise inside Telegram (dark, 375 px): a pickup is promised ready by a time. For
 * "as soon as possible" the time is the edge's rule (tests/functions/order-promise.test.ts) and its
 * words the tracker's (src/pages/tracker/tracker-promise.test.tsx).
 */

test('Telegram dark 375: a pickup for a slot is ready by the slot’s end, shown as its window, with the restaurant to call', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, theme: 'dark' });
  await checkoutInTelegram(page, app);
  await app.getByRole('textbox', { name: 'Phone' }).fill(freshPhone());
  await app.getByRole('button', { name: 'At a set time' }).click();
  const window =
    (await app.getByRole('combobox', { name: 'Time' }).locator('option:checked').textContent()) ??
    '';
  const [, day, from = '', to = ''] =
    /^(Today|Tomorrow), (\d\d:\d\d)–(\d\d:\d\d)$/.exec(window) ?? [];
  expect(to, window).not.toBe('');
  // Tomorrow's for a slot of tomorrow, or of today's last one that ends at midnight.
  const endsTomorrow = day === 'Tomorrow' || to <= from;
  await pressMainButton(page, /^Place order/);
  await expect(app.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(
    app.getByText(`Ready ${endsTomorrow ? 'tomorrow ' : ''}by ${to}`, { exact: true }),
  ).toBeVisible();
  await expect(
    app
      .getByRole('region', { name: 'Order details' })
      .getByRole('definition')
      .filter({ hasText: window }),
  ).toBeVisible();
  const call = app
    .getByRole('group', { name: 'Get in touch' })
    .getByRole('link', { name: /^Call the restaurant/ });
  await expect(call).toHaveAttribute('href', 'tel:+998712000001');
  await expect(call).toContainText('Chilanzar, +998 71 200 00 01');
  await settled(app);
  expect(await contrastViolations(page)).toEqual([]);
  await keepScreenshot(page, 'telegram-tracker-slot-375-dark');
});
