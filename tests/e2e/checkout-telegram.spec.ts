import type { FrameLocator, Page } from '@playwright/test';
import { CHILANZAR_ENTRY, expect, test, withFilledCart } from './fixtures';
import {
  checkoutInTelegram,
  inLightAndDark,
  openInTelegram,
  pressTelegramButton,
  telegramLaunchOptions,
} from './support/telegram-client';
import { keepScreenshot } from './support/screenshots';

// A customer journey: with the motion most customers see (playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test.use({ launchOptions: telegramLaunchOptions });

test('the checkout starts with the name Telegram knows, and the customer may change it', async ({
  page,
  baseURL,
}) => {
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);

  const name = app.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Aziz Karimov');
  await name.fill('Aziz');
  await expect(name).toHaveValue('Aziz');
  // The order takes what the customer left there.
  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/tg_order',
  );
  await app.getByRole('textbox', { name: 'Phone' }).fill('901234567');
  await pressTelegramButton(page, 'main_button_pressed');
  expect((await placed).postDataJSON()).toMatchObject({ customerName: 'Aziz' });
});

test('a web visitor’s checkout starts with no name', async ({ page }) => {
  await withFilledCart(page);
  await page.goto('/en/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
});

/** Whether telegram-ui drew the element or one of its ancestors up to the form's field. */
const drawnByTelegramUi = (element: Element) => {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if ([...node.classList].some((name) => name.startsWith('tgui-'))) return true;
    if (node.matches('.field, form, main')) return false;
  }
  return false;
};

/** The checkout's controls, by what the customer sees: a field, a choice, a notice, a sheet. */
const checkoutControls = (app: Page | FrameLocator) => {
  const name = app.getByRole('textbox', { name: 'Name' });
  const asSoonAsPossible = app
    .getByRole('group', { name: 'When' })
    .getByRole('button', { name: 'As soon as possible' });
  const cash = app.getByRole('group', { name: 'Payment' }).getByRole('button').first();
  const change = app.getByRole('button', { name: 'Change' });
  return { name, asSoonAsPossible, cash, change };
};

test('in Telegram (light and dark) the checkout’s controls are telegram-ui’s', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const app = await openInTelegram(page, baseURL ?? '', { path: CHILANZAR_ENTRY });
  await checkoutInTelegram(page, app);
  const controls = checkoutControls(app);
  await inLightAndDark(page, app, async (theme) => {
    for (const [what, control] of Object.entries(controls))
      expect(await control.evaluate(drawnByTelegramUi), `${what}, ${theme}`).toBe(true);
    await keepScreenshot(page, `telegram-checkout-375-${theme}`);
  });

  await controls.change.click();
  const picker = app.getByRole('dialog', { name: 'Where will you pick up your order?' });
  await expect(picker).toBeVisible();
  const restaurant = picker
    .getByRole('list', { name: 'Restaurants' })
    .getByRole('button', { name: /Chilanzar/ });
  await inLightAndDark(page, app, async (theme) => {
    expect(await picker.evaluate(drawnByTelegramUi), `the sheet, ${theme}`).toBe(true);
    expect(await restaurant.evaluate(drawnByTelegramUi), `a restaurant, ${theme}`).toBe(true);
    await keepScreenshot(page, `telegram-picker-375-${theme}`);
  });
});

test('on the web the checkout’s controls are the site’s own', async ({ page }) => {
  await withFilledCart(page);
  await page.goto('/en/order');
  const controls = checkoutControls(page);
  for (const [what, control] of Object.entries(controls))
    expect(await control.evaluate(drawnByTelegramUi), what).toBe(false);
  await expect(page.locator('[class*="tgui-"]')).toHaveCount(0);
});
