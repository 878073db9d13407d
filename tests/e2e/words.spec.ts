import type { Page } from '@playwright/test';
import { expect, test, withFilledCart } from './fixtures';
import { placeOrder, trackerPath, uniquePhone } from './support/orders-api';
import { keepScreenshot } from './support/screenshots';

const UZBEK_MONTH = '(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr)';
const UZBEK_MONTH_SHORT = '(yan|fev|mar|apr|may|iyn|iyl|avg|sen|okt|noy|dek)';
/** "23-noyabr, 2026", as CLDR writes an Uzbek date (Chromium's own ICU has no Uzbek). */
const UZBEK_DATE = new RegExp(`^\\d{1,2}-${UZBEK_MONTH}, \\d{4}$`);
/** "23-noy, 2026, 21:22". */
const UZBEK_DATE_TIME = new RegExp(`\\d{1,2}-${UZBEK_MONTH_SHORT}, \\d{4}, \\d\\d:\\d\\d`);
/** "130 000 so‘m": grouped by (no-break) spaces, never "130,000". */
const UZBEK_PRICE = /^\d{1,3}(\s\d{3})+\sso‘m$/;

const fillContact = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Name' }).fill('Aziz Karimov');
  await page.getByRole('textbox', { name: 'Phone' }).fill('901234567');
};

test.describe('words', () => {
  test('Uzbek dates and prices on the tracker, the profile and the news', async ({ page }) => {
    await page.goto('/uz/news');
    const published = page.getByRole('main').locator('time');
    await expect(published.first()).toHaveText(UZBEK_DATE);
    for (const text of await published.allTextContents()) expect(text).toMatch(UZBEK_DATE);

    const placed = await placeOrder(page.request, { orderTypeId: 200, phone: uniquePhone() });
    await page.goto(`/uz${trackerPath(placed)}`);
    const summary = page.getByRole('region', { name: 'Buyurtma tafsilotlari' });
    await expect(summary.getByRole('definition').first()).toHaveText(UZBEK_DATE_TIME);
    await expect(summary.getByText(/M\d\d/)).toHaveCount(0);
    const total = summary.locator('.cart-totals__total').last();
    await expect(total).toHaveText(UZBEK_PRICE);
    await expect(summary).not.toContainText(',000');
    await keepScreenshot(page, 'words-uz-tracker-1280');

    await page.evaluate((id) => localStorage.setItem('user-id', String(id)), placed.customerId);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/uz/profile');
    const card = page
      .getByRole('region', { name: /^(Faol buyurtmalar|Buyurtmalar tarixi)$/ })
      .getByRole('article')
      .filter({ hasText: String(placed.orderId) });
    await expect(card.locator('.order-card__meta')).toContainText(UZBEK_DATE_TIME);
    await expect(card.locator('.order-card__meta strong')).toHaveText(UZBEK_PRICE);
    await keepScreenshot(page, 'words-uz-profile-375');
  });

  test('the currency word is each language’s own, on the menu and the vacancies', async ({
    page,
  }) => {
    await page.goto('/vacancies');
    const salary = page.locator('.vacancy-card__salary').first();
    await expect(salary).toHaveText(/^\d{1,3}(\s\d{3})+ – \d{1,3}(\s\d{3})+\sсум в месяц$/);
    await expect(page.getByRole('main')).not.toContainText('so‘m');
    await page.goto('/en/vacancies');
    await expect(salary).toHaveText(/^\d{1,3}(\s\d{3})+–\d{1,3}(\s\d{3})+\sUZS a month$/);
    await page.goto('/uz/vacancies');
    await expect(salary).toHaveText(/^Oyiga \d{1,3}(\s\d{3})+ – \d{1,3}(\s\d{3})+\sso‘m$/);
  });

  test('one brand name per language on the contacts', async ({ page }) => {
    for (const [path, chain, foreign] of [
      ['/contacts', 'Сеть «Ташкент Пицца»', /Tashkent Pizza|Toshkent Pitsa/],
      ['/en/contacts', 'Tashkent Pizza chain', /Ташкент|Toshkent Pitsa/],
      ['/uz/contacts', '«Toshkent Pitsa» tarmog‘i', /Ташкент|Tashkent Pizza/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: chain })).toBeVisible();
      await expect(page.locator('body')).not.toContainText(foreign);
    }
  });

  test('offline, a failed read says the connection is gone, not that anything was saved', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
    );
    await page.route('**/api/news/List?**', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('link', { name: 'Новости' }).first().click();
    const toast = page.locator('.toast').first();
    await expect(toast).toContainText('Нет подключения к интернету.');
    await expect(toast).not.toContainText('сохранены');
  });
});

test.describe('a failed order', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px leaves a notice with a retry after its toast has gone, and the retry places it once`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await withFilledCart(page);
      const keys: string[] = [];
      // The create call fails once; the next one reaches the backend.
      await page.route('**/api/delivery/Create', async (route) => {
        keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
        if (keys.length === 1)
          await route.fulfill({ status: 503, json: { message: 'The kitchen is busy' } });
        else await route.fallback();
      });
      await page.goto('/en/order');
      await fillContact(page);
      await page.getByRole('button', { name: /^Place order/ }).click();

      const notice = page
        .getByRole('alert')
        .filter({ hasText: 'The order was not placed. Everything you entered is kept.' });
      await expect(notice).toContainText('The kitchen is busy');
      await expect(notice).toBeInViewport();
      // One toast for the one failure.
      await expect(page.locator('.toast')).toHaveCount(1);
      await expect(page.locator('.toast')).toHaveCount(0);
      await expect(notice).toBeVisible();
      await expect(notice).toBeInViewport();
      await keepScreenshot(page, `order-failed-${width}`);

      await notice.getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/en\/tracker\/\d+-[\w-]{22}$/);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });
  }
});
