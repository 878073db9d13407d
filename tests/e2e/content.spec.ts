import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { takeoverSeen, watchTakeover } from './support/takeover';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

// In Russian only: the en and uz pages run the same screens with other words. Each language has
// every message (src/shared/i18n/messages.test.ts) and its own dates and periods
// (packages/contract/src/lib/format-date.test.ts, src/entities/article/article-date.test.tsx);
// shell.spec.ts's uz tour and words.spec.ts load the uz and en screens straight from the edge.
test.describe('content in / (ru)', () => {
  test('news and promotions: lists, details with their own titles, unknown ids', async ({
    page,
  }) => {
    await page.goto('/news');
    await expect(heading(page, 'Новости')).toBeVisible();
    await page.getByRole('link', { name: /Открыли ресторан в Мирзо-Улугбеке/ }).click();
    await expect(heading(page, 'Открыли ресторан в Мирзо-Улугбеке')).toBeVisible();
    await expect(page).toHaveTitle(/^Открыли ресторан в Мирзо-Улугбеке/);
    await expect(page).toHaveURL(/\/news\/1$/);
    await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);

    await page.goto('/stocks');
    await expect(heading(page, 'Акции')).toBeVisible();
    await page.getByRole('link', { name: /Вся паста −20%/ }).click();
    await expect(heading(page, 'Вся паста −20%')).toBeVisible();
    await expect(page.locator('.article__date')).toHaveText(/^С .+ по .+$/);

    await page.goto('/news/999');
    await expect(heading(page, 'Новость не найдена')).toBeVisible();
    await page.goto('/stocks/not-a-number');
    await expect(heading(page, 'Акция не найдена')).toBeVisible();
  });

  test('contacts list every active restaurant with a map link', async ({ page }) => {
    await page.goto('/contacts');
    await expect(heading(page, 'Контакты')).toBeVisible();
    await expect(page.locator('.restaurant-contact')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Чиланзар на карте' })).toHaveAttribute(
      'href',
      /yandex\..+69\.204.+41\.275/,
    );
  });

  test('vacancies filter by city and lead to the form with the vacancy chosen', async ({
    page,
  }) => {
    await page.goto('/vacancies');
    await expect(heading(page, 'Вакансии')).toBeVisible();
    await expect(page.locator('.vacancy-card')).toHaveCount(6);
    await page.getByLabel('Город').selectOption({ label: 'Чирчик' });
    await expect(page.locator('.vacancy-card')).toHaveCount(1);
    await expect(page.locator('.vacancy-card').getByRole('heading')).toHaveText('Мойщик посуды');
    await expect(page).toHaveURL(/city=Chirchiq/);

    await page.goto('/vacancies');
    await page.getByRole('link', { name: 'Откликнуться: Кассир' }).click();
    await expect(page.getByRole('combobox', { name: 'Вакансия', exact: true })).toHaveValue('3');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page.getByText('Укажите имя — не меньше 2 букв.')).toBeVisible();
    await expect(page.getByText('Введите номер в формате +998 XX XXX XX XX.')).toBeVisible();
  });

  test('the delivery map checks a clicked point against the zones', async ({ page }) => {
    await page.goto('/delivery-map');
    await expect(heading(page, 'Зона доставки')).toBeVisible();
    const map = page.getByRole('application', { name: 'Map double' });
    await expect(map.locator('[data-area]')).toHaveCount(6);
    await expect(page.locator('.zone-legend__item')).toHaveCount(6);
    await map.click(); // the centre of Tashkent: Chorsu's zone comes first of those holding it
    await expect(
      page.getByRole('status').filter({ hasText: /Доставляем! Заказ привезёт ресторан «Чорсу»/ }),
    ).toBeVisible();
    const box = await map.boundingBox();
    await map.click({ position: { x: (box?.width ?? 0) - 20, y: (box?.height ?? 0) - 20 } });
    await expect(page.getByRole('alert')).toContainText('Сюда мы пока не доставляем');
  });
});

test('script-bearing HTML in a news body is shown as text and never runs', async ({ page }) => {
  await page.route('**/api/news/Get?**', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { item: { body: string } };
    answer.item.body =
      '<p>Safe paragraph</p><script>window.__pwned = "script"</script>' +
      '<img src="x" onerror="window.__pwned = \'onerror\'"><a href="javascript:window.__pwned=1">link</a>';
    await route.fulfill({ response, json: answer });
  });
  // Reached inside the app, which reads the item itself: a first visit's page starts from the
  // item the edge wrote in, sanitised there (tests/functions/first-visit-article.test.ts).
  await page.goto('/en/news');
  await page.getByRole('link', { name: /The Tashkent Special with qazi/ }).click();
  await expect(page).toHaveURL(/\/en\/news\/2$/);
  await expect(page.getByText('Safe paragraph')).toBeVisible();
  await expect(page.locator('.rich-text script')).toHaveCount(0);
  await expect(page.locator('.rich-text [onerror]')).toHaveCount(0);
  await expect(page.locator('.rich-text a')).not.toHaveAttribute('href', /javascript:/);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test.describe('a first visit to the news', () => {
  test('sees the cards the edge wrote in before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/en/news');
    // Inert until the app takes over, so it has no roles yet: found by its markup.
    const firstCard = page.locator('.first-visit .article-card').first();
    await expect(firstCard.locator('.article-card__title')).toHaveText(
      'We opened in Mirzo Ulugbek',
    );
    await expect(firstCard.locator('time')).toHaveText('October 28, 2026');
    await expect(firstCard.locator('a')).toHaveAttribute('href', '/en/news/1');
    await page.goto('/stocks');
    await expect(page.locator('.first-visit .article-card__date').first()).toContainText('2026');
    await context.close();
  });

  test('the app starts from what the edge wrote: no placeholder in between', async ({ page }) => {
    await watchTakeover(page);
    await page.goto('/en/news');
    await expect(page.getByRole('link', { name: /We opened in Mirzo Ulugbek/ })).toBeVisible();
    expect((await takeoverSeen(page))?.placeholder).toBe(false);
  });

  test('a card whose picture cannot load shows the stand-in once the app takes over', async ({
    page,
  }) => {
    await page.route('**/images/news/opening.svg', (route) => route.abort('connectionrefused'));
    await page.goto('/en/news');
    const card = page.getByRole('link', { name: /We opened in Mirzo Ulugbek/ });
    await expect(card).toBeVisible();
    await expect(card.locator('img')).toHaveAttribute('src', '/images/no-picture.svg');
  });
});

const fillApplication = async (page: Page) => {
  await page.getByLabel('Full name').fill('Dilnoza Karimova');
  await page.getByLabel('Phone').fill('901234567');
  await page.getByLabel('Date of birth').fill('1999-04-12');
  await page.getByLabel('Vacancy').selectOption({ label: 'Pizza cook · Tashkent' });
  await page.getByLabel('Where you would like to work').selectOption({ label: 'Chilanzar' });
  await page.getByLabel('Work experience').fill('Two years in a café');
};

test('an application goes to the HR API with its bearer and the backend stores it', async ({
  page,
}) => {
  await page.goto('/en/vacancies/form');
  await fillApplication(page);
  await expect(page.getByLabel('Phone')).toHaveValue('+998 90 123 45 67');
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/applications') && request.method() === 'POST',
  );
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/applications'));
  await page.getByRole('button', { name: 'Send application' }).click();
  const request = await sent;
  expect(request.headers().authorization).toMatch(/^Bearer ey/);
  expect(request.postDataJSON()).toMatchObject({
    name: 'Dilnoza Karimova',
    phone: '+998901234567',
    vacancyId: 1,
    restaurantId: 1,
  });
  const { id } = (await (await answered).json()) as { id: number };
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect(page.getByText(`Application number ${id}.`)).toBeVisible();
  // Sent drafts are gone: a new application starts empty.
  await page.getByRole('button', { name: 'Send another one' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test('the delivery map finds a typed address; an unknown one is reported', async ({ page }) => {
  await page.goto('/en/delivery-map');
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: 'Street and house' }).fill('nowhere at all');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find that address');
  await search.getByRole('combobox', { name: 'Street and house' }).fill('2 Navoi Street');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'from Chorsu' })).toBeVisible();
});

test('without the maps script the delivery map lists zones and checks by the backend search', async ({
  page,
  context,
}) => {
  await context.route('https://api-maps.yandex.ru/**', (route) => route.abort());
  await page.goto('/en/delivery-map');
  await expect(page.getByText('The map is unavailable right now')).toBeVisible();
  await expect(page.locator('.zone-legend__districts').first()).toContainText(/^Areas: .+Street/);
  const search = page.getByRole('search');
  await search.getByRole('combobox', { name: 'Street and house' }).fill('Navoi 12');
  await search.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'from Chorsu' })).toBeVisible();
});
