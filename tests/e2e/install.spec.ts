import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const HOMES = [
  { home: '/', manifest: '/manifest.webmanifest', name: 'Ташкент Пицца', lang: 'ru-RU' },
  { home: '/en', manifest: '/en/manifest.webmanifest', name: 'Tashkent Pizza', lang: 'en-US' },
  { home: '/uz', manifest: '/uz/manifest.webmanifest', name: 'Toshkent Pitsa', lang: 'uz-UZ' },
] as const;

/** The width and height a PNG's header gives. */
const pngSize = async (request: APIRequestContext, src: string) => {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
};

for (const { home, manifest, name, lang } of HOMES) {
  test(`${home} installs as an app of its language`, async ({ page, request }) => {
    await page.goto(home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest);
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngSize(request, touchIcon ?? '')).toBe('180x180');

    const answer = await request.get(manifest);
    expect(answer.status()).toBe(200);
    const fields = (await answer.json()) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(fields).toMatchObject({
      name,
      lang,
      start_url: home,
      scope: home,
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
}

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
