import type { FrameLocator, Page } from '@playwright/test';
import { MENU_HOURS } from '../../functions/reference-backend/seed/menu';
import { formatDate } from '@pizza-order-app/contract/lib/format-date';
import { promisedAt } from '@pizza-order-app/contract/lib/time-slots';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { contrastViolations, settled } from './support/contrast';
import { runNow } from './support/run-clock';
import {
  checkoutInTelegram,
  openInTelegram,
  pressMainButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { freshPhone } from './support/unique';
import { keepScreenshot } from './support/screenshots';

test.use({ launchOptions: telegramLaunchOptions });

/** The tracker's promise inside Telegram (dark, 375 px): a pickup is promised ready by a time. */

/** Places the checkout's order with Telegram's MainButton; when it was sent and answered. */
const place = async (page: Page, app: FrameLocator) => {
  const placedFrom = runNow();
  await pressMainButton(page, /^Place order/);
  await expect(app.getByRole('list', { name: 'Order progress' })).toBeVisible();
  return { placedFrom, placedTo: runNow() };
};

const expectRestaurantCall = async (app: FrameLocator) => {
  const call = app
    .getByRole('group', { name: 'Get in touch' })
    .getByRole('link', { name: /^Call the restaurant/ });
  await expect(call).toHaveAttribute('href', 'tel:+998712000001');
  await expect(call).toContainText('Chilanzar, +998 71 200 00 01');
};

const openCheckout = async (page: Page, baseURL: string | undefined) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY, theme: 'dark' });
  await checkoutInTelegram(page, app);
  await app.getByRole('textbox', { name: 'Phone' }).fill(freshPhone());
  return app;
};

test('Telegram dark 375: a pickup for a slot is ready by the slot’s end, shown as its window, with the restaurant to call', async ({
  page,
  baseURL,
}) => {
  const app = await openCheckout(page, baseURL);
  await app.getByRole('button', { name: 'At a set time' }).click();
  const window =
    (await app.getByRole('combobox', { name: 'Time' }).locator('option:checked').textContent()) ??
    '';
  const [, day, from = '', to = ''] =
    /^(Today|Tomorrow), (\d\d:\d\d)–(\d\d:\d\d)$/.exec(window) ?? [];
  expect(to, window).not.toBe('');
  // Tomorrow's for a slot of tomorrow, or of today's last one that ends at midnight.
  const endsTomorrow = day === 'Tomorrow' || to <= from;
  await place(page, app);
  await expect(
    app.getByText(`Ready ${endsTomorrow ? 'tomorrow ' : ''}by ${to}`, { exact: true }),
  ).toBeVisible();
  await expect(
    app
      .getByRole('region', { name: 'Order details' })
      .getByRole('definition')
      .filter({ hasText: window }),
  ).toBeVisible();
  await expectRestaurantCall(app);
  await settled(app);
  expect(await contrastViolations(page)).toEqual([]);
  await keepScreenshot(page, 'telegram-tracker-slot-375-dark');
});

test('Telegram dark 375: a pickup as soon as possible is ready by its time plus the kitchen’s', async ({
  page,
  baseURL,
}) => {
  const app = await openCheckout(page, baseURL);
  await expect(
    app.getByRole('button', { name: 'As soon as possible', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  const { placedFrom, placedTo } = await place(page, app);
  const promised = [placedFrom, placedTo].map((at) =>
    formatDate(promisedAt(MENU_HOURS, new Date(at), null) ?? '', 'en', 'time'),
  );
  await expect(
    app.getByText(new RegExp(`^Ready (tomorrow )?by (${promised.join('|')})$`)),
  ).toBeVisible();
  await expect(app.getByRole('region', { name: 'Order details' })).toContainText(
    'As soon as possible',
  );
  await expectRestaurantCall(app);
  await settled(app);
  expect(await contrastViolations(page)).toEqual([]);
  await keepScreenshot(page, 'telegram-tracker-asap-375-dark');
});
