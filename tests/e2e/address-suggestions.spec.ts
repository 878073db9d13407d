import { expect, test } from './fixtures';
import { chooseSaved, HOME, suggestNavoi } from './support/place-picker';

/**
 * The place picker's first screen: streets suggested while the customer types (chosen with the
 * keyboard), and the saved addresses first, on the web (address-suggestions-telegram.spec.ts: in
 * Telegram).
 */

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
    await expect(page.getByRole('paragraph').filter({ hasText: 'Доставка: Дом' })).toBeVisible();
  });
});
