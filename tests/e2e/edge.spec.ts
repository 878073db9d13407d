import { expect, test } from './fixtures';
import { keepScreenshot } from './support/screenshots';

// What the edge decides before any script runs: these pages have JavaScript off.
test.describe('the edge, before any script', () => {
  // At a phone's width only: nothing the edge writes depends on the width.
  test('an English browser is sent to its language and sees the news cards (375 px)', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'en-US',
      viewport: { width: 375, height: 900 },
    });
    const page = await context.newPage();
    const response = await page.goto('/news');
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/news$/);
    await expect(page).toHaveURL(/\/en\/news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // Inert until the app takes over, so it has no roles yet: found by its markup.
    const cards = page.locator('.first-visit .article-card');
    await expect(cards.first().locator('.article-card__title')).toHaveText(
      'We opened in Mirzo Ulugbek',
    );
    await expect(page.locator('.first-visit section.page > .skeleton')).toHaveCount(0);
    await keepScreenshot(page, 'edge-first-visit-news-375', { fullPage: true });
    await context.close();
  });

  test('nothing internal is public: no cross-origin reads, no sniffing, no source maps', async ({
    request,
  }) => {
    const page = await request.get('/');
    expect(page.headers()['access-control-allow-origin']).toBeUndefined();
    const html = await page.text();
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? '';
    const code = await request.get(script);
    expect(code.ok()).toBe(true);
    expect(code.headers()['access-control-allow-origin']).toBeUndefined();
    expect(await code.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${script}.map`)).ok()).toBe(false);
    const answer = await request.get('/api/token');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a page of another site cannot start or switch a session', async ({ request }) => {
    const form = await request.post('/api/session', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      form: { a: '1' },
    });
    expect(form.status()).toBe(403);
    expect(form.headers()['set-cookie']).toBeUndefined();
    const text = await request.post('/api/link', {
      headers: { 'Content-Type': 'text/plain' },
      data: '{"search":"?tgId=1"}',
    });
    expect(text.status()).toBe(415);
  });

  test('an edge endpoint answers another method with 405, not the /api catch-all', async ({
    request,
  }) => {
    const refused = await request.post('/api/hash');
    expect(refused.status()).toBe(405);
    expect(refused.headers()['allow']).toBe('GET');
    expect((await request.get('/api/session')).status()).toBe(405);
  });
});
