import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** The width and height a PNG's header gives. */
const pngSize = async (request: APIRequestContext, src: string) => {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
};

// The Russian app, served: the en and uz manifests are the same build's, with their own name,
// tag, start and scope (scripts/build/web-manifest.test.ts), and the page names the one of the
// language on display (src/shared/i18n/model.test.ts, and the switch below).
test('/ installs as an app of its language', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(await pngSize(request, touchIcon ?? '')).toBe('180x180');

  const answer = await request.get('/manifest.webmanifest');
  expect(answer.status()).toBe(200);
  const fields = (await answer.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(fields).toMatchObject({
    name: 'Ташкент Пицца',
    lang: 'ru-RU',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#d62828',
    background_color: '#ffffff',
  });
  for (const icon of fields.icons) expect(await pngSize(request, icon.src)).toBe(icon.sizes);
  expect(fields.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
});

test('switching the language in the page switches the app it would install', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/en/manifest.webmanifest',
  );
});
