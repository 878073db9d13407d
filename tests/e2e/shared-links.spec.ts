import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { takeoverSeen, watchTakeover } from './support/takeover';

const PREVIEW_BOT = 'TelegramBot (like TwitterBot)';

test.describe('a detail page before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('a news item reads as itself: title, date, picture and text, in its language', async ({
    page,
  }) => {
    await page.goto('/en/news/1');
    await expect(page).toHaveTitle('We opened in Mirzo Ulugbek — Tashkent Pizza');
    // Inert until the app takes over, so it has no roles yet: found by its markup.
    const article = page.locator('.first-visit section.page');
    await expect(article.locator('h1')).toHaveText('We opened in Mirzo Ulugbek');
    await expect(article.locator('time')).toHaveText('October 28, 2026');
    await expect(article.locator('img.article__image')).toHaveAttribute(
      'src',
      '/images/news/opening.svg',
    );
    await expect(article.locator('.rich-text p').first()).toBeVisible();
    await expect(page.locator('.first-visit section.page > .skeleton')).toHaveCount(0);
  });

  test('a promotion reads as itself in Uzbek', async ({ page }) => {
    await page.goto('/uz/stocks/1');
    await expect(page).toHaveTitle('Barcha pastalarga −20% — Toshkent Pitsa');
    const article = page.locator('.first-visit section.page');
    await expect(article.locator('h1')).toHaveText('Barcha pastalarga −20%');
    await expect(article.locator('.rich-text')).toContainText('20% chegirma');
  });

  test('a promotion says what can be done with it now: its code while it runs, that it ended after', async ({
    page,
  }) => {
    await page.goto('/en/stocks/3');
    const running = page.locator('.first-visit section.page');
    await expect(running.locator('.take-promotion')).toContainText('PIZZA15');
    await expect(running.locator('.take-promotion a')).toHaveText('To the menu');
    await expect(running).not.toContainText('This promotion ended');
    await page.goto('/en/stocks/4');
    const ended = page.locator('.first-visit section.page');
    await expect(ended).toContainText('This promotion ended on');
    await expect(ended.locator('.take-promotion')).toHaveCount(0);
  });
});

// A promotion as it is now: running without a code, running with one, and ended.
for (const [path, title] of [
  ['/en/stocks/1', 'All pasta −20%'],
  ['/en/stocks/3', 'Promo code PIZZA15: −15%'],
  ['/en/stocks/4', 'Summer promo code SUMMER25: −25%'],
] as const)
  test(`the app takes ${path} over from what the edge wrote: no request, no shift`, async ({
    page,
    browser,
  }) => {
    // Where the picture and the actions sit on a phone before any script: the app's own screen
    // replaces those elements, which a layout-shift entry does not see, so they are compared.
    const PHONE = { width: 375, height: 812 };
    const placesOf = (from: Page) =>
      Promise.all(
        ['img.article__image', '.article__actions:last-child'].map(async (selector) =>
          Math.round((await from.locator(`main ${selector}`).boundingBox())?.y ?? -1),
        ),
      );
    const before = await browser.newPage({ javaScriptEnabled: false, viewport: PHONE });
    await before.goto(path);
    const firstHtml = await placesOf(before);
    await before.close();
    await page.setViewportSize(PHONE);
    await watchTakeover(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/stocks/Get')) reads.push(request.url());
    });
    await page.goto(path);
    // The app's own screen: a heading with its role, the first visit's copy gone.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.first-visit')).toHaveCount(0);
    await expect(page).toHaveTitle(`${title} — Tashkent Pizza`);
    expect(reads).toEqual([]);
    expect(await takeoverSeen(page)).toEqual({ shift: 0, placeholder: false });
    expect(await placesOf(page)).toEqual(firstHtml);
  });

test('the preview bot gets a promotion’s own tags, and the chain’s card loads', async ({
  request,
  baseURL,
}) => {
  const tagsOf = async (path: string) => {
    const html = await (await request.get(path, { headers: { 'User-Agent': PREVIEW_BOT } })).text();
    return Object.fromEntries(
      [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map(
        ([, name = '', content = '']) => [name, content] as const,
      ),
    );
  };
  const promotion = await tagsOf('/stocks/1');
  expect(promotion).toMatchObject({
    'og:title': 'Вся паста −20%',
    'og:description': 'Скидка 20% на любую пасту в заказе.',
    'og:image': `${baseURL}/images/stocks/pasta.svg`,
    'og:url': `${baseURL}/stocks/1`,
    'og:locale': 'ru_RU',
    'twitter:card': 'summary_large_image',
  });
  const list = await tagsOf('/en/stocks');
  expect(list['og:title']).toBe('Promotions');
  const card = await request.get(list['og:image'] ?? '');
  expect(card.ok()).toBe(true);
  expect(card.headers()['content-type']).toBe('image/png');
});
