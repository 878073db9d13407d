import { afterEach, describe, expect, it, vi } from 'vitest';
import { onRequest } from '../../functions/_middleware';
import { callFunction } from './support';

const html = () =>
  new Response('<!doctype html><div id="root"></div>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

const serve = (path: string, next: () => Response = html, init: RequestInit = {}) =>
  callFunction(onRequest, new Request(`http://localhost${path}`, init), {}, next);

describe('pages middleware', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['/', '/news/3', '/en', '/en/order', '/uz/vacancies/form', '/delivery-map'])(
    'answers the screen %s with 200',
    async (path) => {
      expect((await serve(path)).status).toBe(200);
    },
  );

  it.each(['/nope', '/en/nope', '/uz/news/1/2', '/ru/news'])(
    'answers %s with 404 and the app page',
    async (path) => {
      const response = await serve(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('id="root"');
    },
  );

  // What Pages answers for a path without a file: index.html, with the `_headers` of the path.
  const fallbackUnder = (cacheControl: string) => () =>
    new Response('<!doctype html><div id="root"></div>', {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'Cache-Control': cacheControl,
        ETag: '"index"',
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      },
    });
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  it.each(['GET', 'HEAD'])(
    'answers a missing /assets/ file (%s) with a plain 404 that no cache keeps',
    async (method) => {
      const response = await serve('/assets/menu-Old1234.js', fallbackUnder(IMMUTABLE), { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('ETag')).toBeNull();
      expect(response.headers.get('Strict-Transport-Security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      if (method === 'GET') expect(await response.text()).not.toContain('id="root"');
    },
  );

  it.each(['/nope', '/en/nope', '/images/nope.svg'])(
    'never lets a cache keep the 404 page of %s',
    async (path) => {
      const response = await serve(path, fallbackUnder(IMMUTABLE));
      expect(response.status).toBe(404);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    },
  );

  it('never lets a cache keep a page that failed, and keeps the caching of one that did not', async () => {
    const failed = () =>
      new Response('<!doctype html>', {
        status: 503,
        headers: { 'content-type': 'text/html', 'Cache-Control': 'no-cache' },
      });
    const failedPage = await serve('/contacts', failed);
    expect(failedPage.status).toBe(503);
    expect(failedPage.headers.get('Cache-Control')).toBe('no-store');
    expect((await serve('/contacts', fallbackUnder('no-cache'))).headers.get('Cache-Control')).toBe(
      'no-cache',
    );
  });

  it('leaves API answers and files alone', async () => {
    const json = () => Response.json({ ok: true });
    expect((await serve('/api/unknown', json)).status).toBe(200);
    expect(
      (
        await serve(
          '/logo.svg',
          () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
        )
      ).status,
    ).toBe(200);
  });

  it('answers a function under /api/ that fails with JSON naming nothing of the failure', async () => {
    // What it logs: tests/functions/edge-failures.test.ts.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await serve('/api/token', () => {
      throw new Error('MAIN_API_SECRET is not a string');
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ message: 'The endpoint failed' });
  });
});

// docs/product.md §2/§4, decided before a page is served with the app's own rule (languageRedirect): no
// visitor is shown a first screen in another language (it moved here from the inline check).
describe('the language a page is served in', () => {
  const visit = (path: string, headers: Record<string, string>) =>
    serve(path, html, { headers: { 'Accept-Language': 'ru-RU', ...headers } });
  const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

  it.each([
    ['/', 'ru-RU'],
    ['/en/news', 'de-DE'],
    ['/news', 'de-DE, fr'],
  ])('serves %s as it is to a first visit in its own language (%s)', async (path, browser) => {
    expect((await visit(path, { 'Accept-Language': browser })).status).toBe(200);
  });

  it.each([
    ['/', { 'Accept-Language': 'en-GB, ru' }, '/en'],
    ['/news', { 'Accept-Language': 'uz' }, '/uz/news'],
    ['/news', { Cookie: 'i18n_redirected=en' }, '/en/news'],
    ['/news?tag=new', { 'Accept-Language': 'en-US' }, '/en/news?tag=new'],
    ['//evil.example', { 'Accept-Language': 'en-US' }, '/en/evil.example'],
  ])('sends %s with %j to %s, as the app would', async (path, headers, location) => {
    const response = await visit(path, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Vary')).toBe('Accept-Language, Cookie');
  });

  it('follows the cookie over the browser, as the app does', async () => {
    const ruCookie = { Cookie: 'theme=dark; i18n_redirected=ru', 'Accept-Language': 'en-US' };
    expect((await visit('/', ruCookie)).status).toBe(200);
    expect((await visit('/uz', ruCookie)).status).toBe(200);
  });

  // Issue 38: a Russian Telegram user on an English phone opened the bot's Russian button at /en.
  it.each(['/?tg=1', '/?tg=1&startapp=p_r1', '/tracker/5?tg=1', '/?tgWebAppStartParam=p_r1'])(
    'serves %s, a Telegram launch, as the bot opened it, whatever the device’s language',
    async (path) => {
      expect((await visit(path, { 'Accept-Language': 'en-US,en;q=0.9' })).status).toBe(200);
    },
  );

  it('follows the customer’s own choice in a Telegram launch too, as the app does', async () => {
    const response = await visit('/?tg=1', { Cookie: 'i18n_redirected=uz' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/uz?tg=1');
  });

  it('leaves crawlers, files and API answers where they are', async () => {
    const english = { 'Accept-Language': 'en-US' };
    expect((await visit('/news', { ...english, 'User-Agent': CRAWLER })).status).toBe(200);
    const svg = () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } });
    expect((await serve('/logo.svg', svg, { headers: english })).status).toBe(200);
    const json = () => Response.json({ ok: true });
    expect((await serve('/api/token', json, { headers: english })).status).toBe(200);
  });
});
