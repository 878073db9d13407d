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
