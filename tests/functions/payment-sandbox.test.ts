import { describe, expect, it } from 'vitest';
import { paymentHandoverOf } from '../../functions/reference-backend/payments/handover';
import { placeAwaiting, paymentStatusOf } from './payments-support';
import { api, callFunction, SAME_ORIGIN, testEnv } from './support';

/**
 * The sandbox pages that play Payme's and Click's checkouts under npm start: what they show, and
 * that Pay goes through the merchant endpoints (and nothing else) to a paid order, once.
 */

const SITE = 'http://localhost';
const SANDBOX_ENV = { PAYME_CHECKOUT_URL: '/api/_dev/sandbox/payme' };

const through = (request: Request) => callFunction(api, request, SANDBOX_ENV);

/** An order awaiting payment, and the sandbox page placing it answered. */
const checkout = async (method: 'payme' | 'click') => {
  const order = await placeAwaiting(method);
  const { paymentUrl } = await paymentHandoverOf({ ...testEnv, ...SANDBOX_ENV }, SITE, order);
  if (!paymentUrl) throw new Error('no payment page');
  return { order, paymentUrl };
};

/** Presses one of the page's buttons: its form posted back, as the browser sends it. */
const press = async (paymentUrl: string, choice: 'pay' | 'cancel') => {
  const html = await (await through(new Request(paymentUrl))).text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const form = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name = '', value = '']): [string, string] => [name, value.replace(/&amp;/g, '&')],
    ),
  );
  form.set('choice', choice);
  return through(
    new Request(`${SITE}${action}`, {
      method: 'POST',
      headers: { ...SAME_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    }),
  );
};

const tracker = (order: { orderId: number; trackingKey: string }) =>
  `${SITE}/tracker/${order.orderId}-${order.trackingKey}`;

describe.each(['payme', 'click'] as const)('the %s sandbox page', (method) => {
  it('shows the merchant, the order and the amount with Pay and Cancel buttons in a form', async () => {
    const { order, paymentUrl } = await checkout(method);
    const response = await through(new Request(paymentUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain(`№${order.orderId}`);
    expect(html).toContain(`${order.total.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')} сум`);
    expect(html).toMatch(/<button type="submit" name="choice" value="pay">Оплатить<\/button>/);
    expect(html).toMatch(/<button type="submit" name="choice" value="cancel">Отменить<\/button>/);
  });

  it('pays through the merchant endpoints and returns to the tracker (303); Pay again charges nothing', async () => {
    const { order, paymentUrl } = await checkout(method);
    const paid = await press(paymentUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(tracker(order));
    expect(await paymentStatusOf(order.orderId)).toBe('paid');
    const again = await press(paymentUrl, 'pay');
    expect(again.status).toBe(303);
    const table = method === 'payme' ? 'payme_transactions' : 'click_transactions';
    const state = method === 'payme' ? 'state = 2' : "state = 'completed'";
    expect(
      await testEnv.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE order_id = ? AND ${state}`)
        .bind(order.orderId)
        .first<number>('n'),
    ).toBe(1);
    // Payme then sends the fiscal receipt back, as its fiscal module does after a payment.
    const receipt = await testEnv.DB.prepare('SELECT receipt_url FROM orders WHERE order_id = ?')
      .bind(order.orderId)
      .first<string | null>('receipt_url');
    if (method === 'payme') expect(receipt).toMatch(/^https:\/\/ofd\.soliq\.uz\/epi\?t=/);
    else expect(receipt).toBeNull();
  });

  it('returns to the tracker on Cancel with the order still awaiting its payment', async () => {
    const { order, paymentUrl } = await checkout(method);
    const cancelled = await press(paymentUrl, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('Location')).toBe(tracker(order));
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
  });
});

describe('the sandbox pages', () => {
  it('speak the return page’s language', async () => {
    const { order } = await checkout('click');
    const url = new URL(`${SITE}/api/_dev/sandbox/click`);
    url.search = new URLSearchParams({
      service_id: testEnv.CLICK_SERVICE_ID ?? '',
      merchant_id: testEnv.CLICK_MERCHANT_ID ?? '',
      amount: String(order.total),
      transaction_param: String(order.orderId),
      return_url: `${SITE}/uz/tracker/${order.orderId}-${order.trackingKey}`,
    }).toString();
    const html = await (await through(new Request(url))).text();
    expect(html).toContain('<html lang="uz">');
    expect(html).toContain('To‘lash');
  });

  it('refuse a return to another site, and a form posted from another site', async () => {
    const { order, paymentUrl } = await checkout('click');
    const elsewhere = new URL(paymentUrl);
    elsewhere.searchParams.set('return_url', 'https://evil.example/');
    expect((await through(new Request(elsewhere))).status).toBe(400);
    const crossSite = await through(
      new Request(`${SITE}/api/_dev/sandbox/click`, {
        method: 'POST',
        headers: {
          Origin: 'https://evil.example',
          'Sec-Fetch-Site': 'cross-site',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: `${new URL(paymentUrl).search.slice(1)}&choice=pay`,
      }),
    );
    expect(crossSite.status).toBe(403);
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
  });
});
