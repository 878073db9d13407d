import { createPagesEventContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { onRequest } from '../../functions/_middleware';

const html = () =>
  new Response('<!doctype html><div id="root"></div>', {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

const serve = (path: string, next: () => Response = html, method = 'GET') =>
  onRequest(
    createPagesEventContext<typeof onRequest>({
      request: new Request(`http://localhost${path}`, { method }),
      params: {},
      data: {},
      next,
    }),
  );

describe('pages middleware', () => {
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
      const response = await serve('/assets/menu-Old1234.js', fallbackUnder(IMMUTABLE), method);
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
});
