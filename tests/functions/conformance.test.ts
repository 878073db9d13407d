import { describe, expect, it } from 'vitest';
import { md5 } from 'hono/utils/crypto';
import { referenceBackend } from '../../functions/reference-backend/app';
import { capabilities } from '../../scripts/conformance/capabilities';
import { formatReport, runCapabilities, type Backend } from '../../scripts/conformance/kit';
import { newClientAddress } from './backend-support';
import type { Env } from '../../functions/lib/env';
import { testEnv } from './support';

/**
 * The conformance kit against the reference backend, in process: everything implemented; and
 * against the same backend made wrong on purpose, each fault reported with its request.
 */

const ORIGIN = 'http://backend.test';
const FIXTURE = { phone: '+998900000001' };

/** The reference backend, each request from an address of its own (no shared rate limit). */
const reference = async (request: Request, env: Env = testEnv) => {
  const headers = new Headers(request.headers);
  headers.set('CF-Connecting-IP', newClientAddress());
  return await referenceBackend.fetch(new Request(request, { headers }), env);
};

/** Workerd's WebCrypto has MD5, for Click's signature. */
const md5Of = async (text: string) => (await md5(text)) ?? '';

const backend = (fetch: Backend['fetch'] = reference): Backend => ({
  fetch,
  urls: { main: ORIGIN, messenger: ORIGIN, hr: ORIGIN },
  secrets: {
    main: testEnv.MAIN_API_SECRET,
    messenger: testEnv.MESSENGER_API_SECRET,
    hr: testEnv.HR_API_SECRET,
    payme: testEnv.PAYME_KEY,
    click: testEnv.CLICK_SECRET_KEY,
  },
  clickServiceId: testEnv.CLICK_SERVICE_ID,
  advanceUrl: `${ORIGIN}/api/_dev/orders/{orderId}/advance`,
  md5Hex: md5Of,
});

const check = (fetch?: Backend['fetch']) => runCapabilities(backend(fetch), capabilities(FIXTURE));

/** The reference backend, but `path` answers `answer(original)` instead. */
const changed =
  (path: string, answer: (original: Response) => Promise<Response> | Response) =>
  async (request: Request) => {
    const original = await reference(request);
    return new URL(request.url).pathname === path ? answer(original) : original;
  };

describe('the conformance kit', () => {
  it('finds every capability of the reference backend implemented', async () => {
    const results = await check();
    expect(results.filter(({ verdict }) => verdict !== 'implemented')).toEqual([]);
    expect(new Set(results.map(({ capability }) => capability))).toEqual(
      new Set([
        'capabilities',
        'menu',
        'places',
        'content',
        'vacancies',
        'orders',
        'cash-change',
        'order-bounds',
        'ratings',
        'messenger',
        'payme',
        'click',
      ]),
    );
    expect(formatReport(results)).toMatch(/\d+ implemented, 0 missing, 0 wrong, 0 not checked$/);
  });

  it('reports an answer that is not the contract’s as wrong, with the request and the answer', async () => {
    const results = await check(
      changed('/api/delivery/Price', async (original) => {
        const quote = await original.json<Record<string, unknown>>();
        delete quote.total;
        return Response.json(quote);
      }),
    );
    const price = results.find(({ check: name }) => name === 'POST /api/delivery/Price');
    expect(price?.verdict).toBe('wrong');
    expect(price?.detail?.request).toMatch(/^POST http:\/\/backend\.test\/api\/delivery\/Price /);
    expect(price?.detail?.problem).toContain('total');
    expect(price?.detail?.answer).toContain('dishesPrice');
    // The others stand where they do not build on it.
    expect(results.find(({ capability }) => capability === 'menu')?.verdict).toBe('implemented');
  });

  it('reports an order shown to another customer as wrong', async () => {
    // A backend that forgets whose order it is: the owner's view for anyone.
    const results = await check(
      changed('/api/delivery/Get', (original) =>
        original.status === 404 ? Response.json({ view: 'owner', order: {} }) : original,
      ),
    );
    const stranger = results.find(({ check: name }) =>
      name.startsWith('GET /api/delivery/Get as another customer'),
    );
    expect(stranger?.verdict).toBe('wrong');
    expect(stranger?.detail?.problem).toBe('expected 404, got 200');
  });

  it('reports a Payme endpoint that allows any amount as wrong where Payme’s checklist says so', async () => {
    const results = await check(async (request) => {
      if (new URL(request.url).pathname !== '/api/payments/payme') return reference(request);
      const rpc = await request.clone().json<{ id: number; method: string }>();
      return rpc.method === 'CheckPerformTransaction'
        ? Response.json({ jsonrpc: '2.0', id: rpc.id, result: { allow: true } })
        : reference(request);
    });
    const wrong = results
      .filter(({ verdict }) => verdict === 'wrong')
      .map(({ check: name }) => name);
    expect(wrong).toEqual([
      'POST /api/payments/payme refuses other credentials with -32504',
      'CheckPerformTransaction of an unknown order: -31050…-31099',
      'CheckPerformTransaction of another amount: -31001',
      'CheckPerformTransaction of the paid order: -31050…-31099',
    ]);
    const amount = results.find(({ check: name }) => name.endsWith('another amount: -31001'));
    expect(amount?.detail?.request).toMatch(/"method":"CheckPerformTransaction"/);
    expect(amount?.detail?.answer).toBe('{"jsonrpc":"2.0","id":42,"result":{"allow":true}}');
  });

  it('reports a refusal without the contract’s code as wrong', async () => {
    const results = await check(
      changed('/api/delivery/Create', async (original) =>
        original.status === 409
          ? Response.json(
              { message: (await original.json<{ message: string }>()).message },
              {
                status: 409,
              },
            )
          : original,
      ),
    );
    const below = results.find(({ check: name }) => name.includes('change-below-total'));
    expect(below?.verdict).toBe('wrong');
    expect(below?.detail?.problem).toBe('expected code "change-below-total"');
  });

  it('reports a Click endpoint that prepares any amount as wrong, with Click’s form', async () => {
    const results = await check(async (request) => {
      if (new URL(request.url).pathname !== '/api/payments/click/prepare')
        return reference(request);
      const form = new URLSearchParams(await request.clone().text());
      if (form.get('amount') !== '1.00') return reference(request);
      return Response.json({ error: 0, error_note: 'Success', merchant_prepare_id: 1 });
    });
    const amount = results.find(({ check: name }) => name === 'Prepare of another amount: -2');
    expect(amount?.verdict).toBe('wrong');
    expect(amount?.detail?.problem).toBe('error 0, not -2');
    expect(amount?.detail?.request).toMatch(/click\/prepare .*amount=1\.00/);
  });

  it('reports a rating another customer could give as wrong, and ratings not checked without the hook', async () => {
    const results = await check(
      changed('/api/delivery/Rate', (original) =>
        original.status === 404 ? Response.json({ orderId: 1, rating: {} }) : original,
      ),
    );
    const stranger = results.find(({ check: name }) => name === 'another customer rating it: 404');
    expect(stranger?.verdict).toBe('wrong');
    expect(stranger?.detail?.problem).toBe('expected 404, got 200');

    const withoutHook = await runCapabilities(
      { ...backend(), advanceUrl: undefined },
      capabilities(FIXTURE),
    );
    expect(
      withoutHook
        .filter(({ capability }) => capability === 'ratings')
        .map(({ verdict }) => verdict),
    ).toEqual(Array(6).fill('not checked'));
  });

  it('reports the extensions of a backend of the core missing, and nothing wrong', async () => {
    const core: Env = { ...testEnv, REFERENCE_BACKEND_PROFILE: 'core' };
    const results = await check((request) => reference(request, core));
    const verdicts = (capability: string) =>
      new Set(results.filter((result) => result.capability === capability).map((r) => r.verdict));
    for (const extension of ['cash-change', 'ratings', 'payme', 'click'])
      expect(verdicts(extension), extension).toEqual(new Set(['missing']));
    for (const core of ['capabilities', 'menu', 'places', 'content', 'vacancies', 'orders'])
      expect(verdicts(core), core).toEqual(new Set(['implemented']));
    expect(verdicts('order-bounds')).toEqual(new Set(['implemented']));
    expect(verdicts('messenger')).toEqual(new Set(['implemented']));
    expect(results.filter(({ verdict }) => verdict === 'wrong')).toEqual([]);
    expect(results.find(({ capability }) => capability === 'payme')?.detail?.problem).toBe(
      '"payme" is not announced: the app offers none of it',
    );
  });

  it('reads a backend without the capabilities call as one of the core', async () => {
    const results = await check((request) =>
      new URL(request.url).pathname === '/api/capabilities'
        ? Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }))
        : reference(request),
    );
    expect(results[0]).toMatchObject({ capability: 'capabilities', verdict: 'missing' });
    expect(
      new Set(results.filter(({ capability }) => capability === 'ratings').map((r) => r.verdict)),
    ).toEqual(new Set(['missing']));
    expect(results.filter(({ verdict }) => verdict === 'wrong')).toEqual([]);
  });

  it('reports a capability whose calls are not there as missing, and nothing else wrong', async () => {
    const results = await check((request) =>
      new URL(request.url).pathname === '/api/tg_basket'
        ? Promise.resolve(Response.json({ message: 'Not found' }, { status: 404 }))
        : reference(request),
    );
    expect(
      results.filter(({ capability }) => capability === 'messenger').map(({ verdict }) => verdict),
    ).toEqual(['missing', 'missing', 'missing', 'missing']);
    expect(results.filter(({ verdict }) => verdict === 'wrong')).toEqual([]);
  });

  it('leaves what builds on a wrong menu not checked, saying why, and checks the rest', async () => {
    const results = await check(
      changed('/api/restaurants/List', () => Response.json({ restaurants: 'none' })),
    );
    const verdicts = Object.fromEntries(
      results.map(({ capability, check: name, verdict }) => [`${capability} › ${name}`, verdict]),
    );
    expect(verdicts['menu › GET /api/restaurants/List']).toBe('wrong');
    expect(verdicts['menu › GET /api/shop']).toBe('not checked');
    expect(verdicts['orders › POST /api/delivery/Price']).toBe('not checked');
    expect(verdicts['content › GET /api/news/List']).toBe('implemented');
    expect(results.find(({ check: name }) => name === 'GET /api/shop')?.detail?.problem).toBe(
      'the checks before found no restaurant',
    );
  });

  it('does not check an API it has no address or secret for', async () => {
    const results = await runCapabilities(
      { ...backend(), urls: { main: ORIGIN } },
      capabilities(FIXTURE),
    );
    expect(
      new Set(
        results
          .filter(({ verdict }) => verdict === 'not checked')
          .map(({ capability }) => capability),
      ),
    ).toEqual(new Set(['vacancies', 'messenger']));
  });
});
