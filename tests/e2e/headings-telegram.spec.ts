import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test } from './fixtures';
import { HOME } from './support/place-picker';
import {
  checkoutInTelegram,
  openInTelegram,
  telegramLaunchOptions,
} from './support/telegram-client';

/**
 * Inside Telegram, the headings go down one level at a time (axe's heading-order): telegram-ui
 * draws its buttons' labels and its cells' lines in <h6> elements, which must not read as
 * headings under a screen's <h1> and <h2>; the first screen's place picker starts at <h2>.
 */

test.use({ launchOptions: telegramLaunchOptions });
test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 812 }));

/** axe's check of the heading levels over the whole app, inside its frame. */
const headingOrder = async (page: Page) =>
  (
    await new AxeBuilder({ page }).include('iframe').withRules(['heading-order']).analyze()
  ).violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map(({ html }) => html.slice(0, 120)).join(' | ')}`,
  );

test('the checkout, its payment methods among them, keeps its heading levels', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);
  await expect(app.getByRole('group', { name: 'Payment' })).toBeVisible();
  expect(await headingOrder(page)).toEqual([]);
});

test('the first screen’s place picker, a saved address among its choices, keeps its heading levels', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript((home) => {
    localStorage.setItem('addresses', JSON.stringify([home]));
  }, HOME);
  const app = await openInTelegram(page, baseURL ?? '', { path: '/' });
  await expect(app.getByRole('region', { name: 'Мои адреса' })).toBeVisible();
  expect(await headingOrder(page)).toEqual([]);
});
