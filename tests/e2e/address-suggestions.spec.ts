import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInTelegram, telegramLaunchOptions } from './support/telegram-client';

/**
 * The place picker's first screen: streets suggested while the customer types (chosen with the
 * keyboard), and the saved addresses first, on the web and inside Telegram.
 */

const HOME = {
  id: 'home',
  coordinates: [69.246, 41.322],
  title: 'Дом',
  address: 'улица Навои, 20',
  iconSrc: '/icons/home.svg',
  apartment: '7',
};

/** Typed a key at a time, each sooner than the search's pause: it answers once typing stops. */
const suggestNavoi = async (app: Page | FrameLocator) => {
  const field = app.getByRole('search').getByRole('combobox', { name: 'Улица и дом' });
  await field.pressSequentially('Навои 15', { delay: 80 });
  const suggestions = app.getByRole('listbox', { name: 'Улица и дом' });
  await expect(suggestions.getByRole('option', { name: 'улица Навои, 15' })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await field.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: 'улица Навои, 15' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await field.press('Enter');
  const confirmation = app.getByRole('form', { name: 'Проверьте адрес доставки' });
  await expect(confirmation.getByRole('textbox', { name: 'Номер дома' })).toHaveValue('15');
  await confirmation.getByRole('textbox', { name: 'Квартира или офис' }).fill('12');
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();
};

/** The saved address is listed above the search, and chosen from there. */
const chooseSaved = async (app: Page | FrameLocator) => {
  const saved = app.getByRole('region', { name: 'Мои адреса' });
  const card = saved.getByRole('button', { name: /^Дом/ });
  await expect(card).toBeVisible();
  const search = await app.getByRole('search').boundingBox();
  const savedBox = await saved.boundingBox();
  expect(savedBox?.y ?? Infinity).toBeLessThan(search?.y ?? 0);
  await card.click();
  const confirmation = app.getByRole('form', { name: 'Проверьте адрес доставки' });
  await expect(confirmation.getByRole('textbox', { name: 'Квартира или офис' })).toHaveValue('7');
  await confirmation.getByRole('button', { name: 'Доставить сюда' }).click();
};

test.describe('web, 375 px', () => {
  test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 900 }));

  test('a street typed slowly is suggested, and ArrowDown + Enter picks it', async ({ page }) => {
    await page.goto('/');
    await suggestNavoi(page);
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Доставка: улица Навои, 15' }),
    ).toBeVisible();
  });

  test('a saved address comes first and is chosen from there', async ({ page }) => {
    await page.addInitScript((home) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('addresses', JSON.stringify([home]));
    }, HOME);
    await page.goto('/');
    await chooseSaved(page);
    await expect(
      page.getByRole('paragraph').filter({ hasText: 'Доставка: улица Навои, 20' }),
    ).toBeVisible();
  });
});

test.describe('inside Telegram', () => {
  test.use({ launchOptions: telegramLaunchOptions });
  test.beforeEach(({ page }) => page.setViewportSize({ width: 375, height: 900 }));

  test('a street typed slowly is suggested, and ArrowDown + Enter picks it', async ({
    page,
    baseURL,
  }) => {
    const app = await openInTelegram(page, baseURL ?? '', { path: '/' });
    await suggestNavoi(app);
    await expect(app.locator('.location-summary strong')).toHaveText('улица Навои, 15');
  });

  test('a saved address comes first and is chosen from there', async ({ page, baseURL }) => {
    const app = await openInTelegram(page, baseURL ?? '', {
      path: '/',
      cloud: { addresses: JSON.stringify([HOME]) },
    });
    await chooseSaved(app);
    await expect(app.locator('.location-summary strong')).toHaveText('улица Навои, 20');
  });
});
