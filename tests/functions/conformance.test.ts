import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { md5 } from 'hono/utils/crypto';
import { referenceBackend } from '../../functions/reference-backend/app';
import { capabilities } from '../../scripts/conformance/capabilities';
import {
  formatReport,
  runCapabilities,
  type Backend,
  type ReceivedCall,
} from '../../scripts/conformance/kit';
import { newClientAddress } from './backend-support';
import type { Env } from '../../functions/lib/env';
import { testEnv } from './support';

/**
 * The conformance kit against the reference backend, in process: everything implemented; and
 * against the same backend made wrong on purpose, each fault reported with its request.
 */

const ORIGIN = 'http://backend.test';
/** Where the reference backend posts its order events: the kit playing the edge. */
const EDGE = 'http://edge.test';
const FULL: Env = { ...testEnv, REFERENCE_ORDER_EVENTS_URL: EDGE };

/** A phone of its own, so no run meets another's limits per customer. */
const uniquePhone = () => `+99890${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
const fixture = () => ({ phone: uniquePhone(), otherPhone: uniquePhone() });

/** What the reference backend posted to the edge, by way of the runtime's fetch. */
let edgeCalls: ReceivedCall[] = [];
beforeEach(() => {
  edgeCalls = [];
  const network = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== EDGE) return network(request);
    edgeCalls.push({
      path: url.pathname,
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    return Response.json({ delivered: 'sent' });
  });
});
afterEach(() => vi.restoreAllMocks());

/** The reference backend, each request from an address of its own (no shared rate limit). */
const reference = async (request: Request, env: Env = FULL) => {
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
    'payment-calls': testEnv.PAYMENT_CALLS_SECRET,
    'order-events': testEnv.ORDER_EVENTS_SECRET,
  },
  clickServiceId: testEnv.CLICK_SERVICE_ID,
  advanceUrl: `${ORIGIN}/api/_dev/orders/{orderId}/advance`,
  stopListUrl: `${ORIGIN}/api/_dev/stop-list/{restaurantId}/{kind}/{id}`,
  // The reference backend posts its events before it answers: nothing to wait for.
  edgeInbox: { received: () => edgeCalls, waitMs: 0 },
  md5Hex: md5Of,
});

const check = (fetch?: Backend['fetch']) =>
  runCapabilities(backend(fetch), capabilities(fixture()));

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
        'stop-list',
        'sign-in',
        'ratings',
        'courier',
        'messenger',
        'payme',
        'click',
        'telegram-payments',
        'order-events',
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

  it('reports a stop-listed dish accepted at order creation as wrong, with the request', async () => {
    // A backend whose orders forget the stop list: the dish it stopped is placed all the same.
    const results = await check(
      changed('/api/delivery/Create', (original) =>
        original.status === 409 ? Response.json({ orderId: 1, customerId: 1 }) : original,
      ),
    );
    const stopped = results.find(
      ({ check: name }) => name === 'POST /api/delivery/Create with it: 409 product-unavailable',
    );
    expect(stopped?.verdict).toBe('wrong');
    expect(stopped?.detail?.problem).toBe('expected 409, got 200');
    expect(stopped?.detail?.request).toMatch(
      /^POST http:\/\/backend\.test\/api\/delivery\/Create /,
    );
    expect(
      results.find(({ check: name }) => name.startsWith('a dish with a chosen modifier'))?.verdict,
    ).toBe('wrong');
    // The menu marks it, and pricing refuses it: those stand.
    expect(
      results
        .filter(
          ({ capability, verdict }) => capability === 'stop-list' && verdict === 'implemented',
        )
        .map(({ check: name }) => name),
    ).toEqual([
      'a dish put on the stop list reads isAvailable: false on the menu',
      'POST /api/delivery/Price with it: 409 product-unavailable',
      'taken off the stop list, it is on the menu and priced again',
    ]);
  });

  it('reports a Telegram payment check that allows any amount as wrong, with the request', async () => {
    const results = await check(async (request) =>
      new URL(request.url).pathname === '/api/payments/telegram/check'
        ? Response.json({ ok: true })
        : reference(request),
    );
    const wrong = results
      .filter(({ verdict }) => verdict === 'wrong')
      .map(({ check: name }) => name);
    expect(wrong).toEqual([
      'POST /api/payments/telegram/check refuses an unsigned or missigned call: 401',
      'the check of an unknown order: unknown-order',
      'the check of another amount or currency: amount-mismatch',
      'the check of the paid order: paid-already',
    ]);
    const amount = results.find(({ check: name }) => name.endsWith('amount-mismatch'));
    expect(amount?.detail?.request).toMatch(
      /^POST http:\/\/backend\.test\/api\/payments\/telegram\/check \{"orderId":\d+,"currency":"UZS","totalAmount":\d+\}$/,
    );
    expect(amount?.detail?.answer).toBe('{"ok":true}');
    expect(amount?.detail?.problem).toBe('expected { ok: false, reason: "amount-mismatch" }');
  });

  it('reports a phone-less session reading a customer’s addresses as wrong', async () => {
    const results = await check(
      changed('/api/customer/Addresses', (original) =>
        original.status === 401 ? Response.json({ addresses: [] }) : original,
      ),
    );
    const refusal = results.find(({ check: name }) =>
      name.endsWith('without a verified phone: 401'),
    );
    expect(refusal?.verdict).toBe('wrong');
    expect(refusal?.detail?.problem).toBe('expected 401, got 200');
    expect(refusal?.detail?.request).toMatch(
      /^GET http:\/\/backend\.test\/api\/customer\/Addresses/,
    );
  });

  it('reports a courier in the view shared by the tracking key as wrong', async () => {
    const results = await check(
      changed('/api/delivery/Get', async (original) => {
        const read = await original.json<{ view?: string; order?: Record<string, unknown> }>();
        return Response.json(
          read.view === 'shared'
            ? {
                ...read,
                order: { ...read.order, courier: { name: 'Bobur', phone: '+998901112233' } },
              }
            : read,
          { status: original.status },
        );
      }),
    );
    const shared = results.find(({ check: name }) => name.startsWith('the view shared'));
    expect(shared?.verdict).toBe('wrong');
    expect(shared?.detail?.answer).toContain('Bobur');
    expect(shared?.detail?.request).toMatch(/trackingKey=/);
  });

  it('reports order events signed with another secret as wrong, with the event', async () => {
    const results = await check((request) =>
      reference(request, { ...FULL, ORDER_EVENTS_SECRET: 'another-secret' }),
    );
    const told = results.find(({ capability }) => capability === 'order-events');
    expect(told?.verdict).toBe('wrong');
    expect(told?.detail?.problem).toBe(
      'X-Order-Event-Signature is not the HMAC of its timestamp and body',
    );
    expect(told?.detail?.request).toMatch(
      /^POST \/api\/telegram\/order-status X-Order-Event-Timestamp: \d+, X-Order-Event-Signature: [0-9a-f]{64} \{"orderId":\d+,"tgId":/,
    );
    expect(edgeCalls.length).toBeGreaterThan(0);
  });

  it('reports an order’s news told twice as wrong', async () => {
    // An edge that hears every event twice stands for a backend that posts each twice.
    const results = await runCapabilities(
      {
        ...backend(),
        edgeInbox: { received: () => edgeCalls.flatMap((call) => [call, call]), waitMs: 0 },
      },
      capabilities(fixture()),
    );
    const once = results.find(
      ({ check: name }) => name === 'each status the order is moved to is told, once',
    );
    expect(once?.verdict).toBe('wrong');
    expect(once?.detail?.problem).toBe('the news 1 was told 2 times');
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
      capabilities(fixture()),
    );
    expect(
      withoutHook
        .filter(({ capability }) => capability === 'ratings')
        .map(({ verdict }) => verdict),
    ).toEqual(Array(6).fill('not checked'));
  });

  it('reports the extensions of a backend of the core missing, and nothing wrong', async () => {
    const core: Env = { ...FULL, REFERENCE_BACKEND_PROFILE: 'core' };
    const results = await check((request) => reference(request, core));
    const verdicts = (capability: string) =>
      new Set(results.filter((result) => result.capability === capability).map((r) => r.verdict));
    for (const extension of [
      'cash-change',
      'ratings',
      'payme',
      'click',
      'sign-in',
      'courier',
      'telegram-payments',
      'order-events',
    ])
      expect(verdicts(extension), extension).toEqual(new Set(['missing']));
    for (const core of ['capabilities', 'menu', 'places', 'content', 'vacancies', 'orders'])
      expect(verdicts(core), core).toEqual(new Set(['implemented']));
    expect(verdicts('order-bounds')).toEqual(new Set(['implemented']));
    expect(verdicts('messenger')).toEqual(new Set(['implemented']));
    // The stop list is the menu's own: the core keeps it.
    expect(verdicts('stop-list')).toEqual(new Set(['implemented']));
    // A backend of the core tells the edge nothing, even when asked to.
    expect(edgeCalls).toEqual([]);
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
      capabilities(fixture()),
    );
    expect(
      new Set(
        results
          .filter(({ verdict }) => verdict === 'not checked')
          .map(({ capability }) => capability),
      ),
    ).toEqual(new Set(['vacancies', 'messenger', 'telegram-payments', 'order-events']));
  });

  it('says why it does not check the stop list and order events without their hook and listener', async () => {
    const results = await runCapabilities(
      { ...backend(), stopListUrl: undefined, edgeInbox: undefined },
      capabilities(fixture()),
    );
    const notChecked = (capability: string) =>
      results.filter((result) => result.capability === capability);
    expect(new Set(notChecked('stop-list').map(({ verdict }) => verdict))).toEqual(
      new Set(['not checked']),
    );
    expect(notChecked('stop-list')[0]?.detail?.problem).toContain('--stop-list');
    expect(new Set(notChecked('order-events').map(({ verdict }) => verdict))).toEqual(
      new Set(['not checked']),
    );
    expect(notChecked('order-events')[0]?.detail?.problem).toMatch(
      /^not checkable without a listener: .*--events-port/,
    );
    expect(results.filter(({ verdict }) => verdict === 'wrong')).toEqual([]);
  });
});
