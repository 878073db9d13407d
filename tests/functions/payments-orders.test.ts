import { afterEach, describe, expect, it, vi } from 'vitest';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import type { CustomerClaim } from '../../functions/lib/tokens';
import { PAYMENT_WINDOW_MS } from '../../functions/reference-backend/payments/payment-state';
import { RESTAURANTS } from '../../functions/reference-backend/seed/restaurants';
import {
  createOrderCall,
  orderCall,
  ordersCall,
  restaurantsListCall,
  telegramOrderCall,
  type OrderDraft,
} from '@pizza-order-app/contract';
import { botCalls } from './bot-support';
import { call, draft, json, newClientAddress, send } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/** Placing an order with an online method, and the payment its reads carry (docs/api.md, "Payments"). */

const placeWeb = async (
  customer: CustomerClaim,
  overrides: Partial<OrderDraft> = {},
  language = 2,
) =>
  send(
    '/api/delivery/Create',
    json(
      'POST',
      { ...draft(`pay-${crypto.randomUUID()}`), language, ...overrides },
      { Authorization: await mainBearer(customer), 'CF-Connecting-IP': newClientAddress() },
    ),
  );

const placedWeb = async (
  customer: CustomerClaim,
  overrides: Partial<OrderDraft> = {},
  language = 2,
) => {
  const response = await placeWeb(customer, overrides, language);
  expect(response.status, await response.clone().text()).toBe(200);
  const { parse } = await import('valibot');
  return parse(createOrderCall.response, await response.json());
};

const placeTelegram = async (tgId: number, overrides: Partial<OrderDraft> = {}) =>
  send(
    '/api/tg_order',
    json(
      'POST',
      { ...draft(`pay-tg-${crypto.randomUUID()}`), tgId, language: 3, ...overrides },
      {
        ...(await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId)).headers,
        'CF-Connecting-IP': newClientAddress(),
      },
    ),
  );

const readAs = async (orderId: number, customer: CustomerClaim | null, trackingKey?: string) =>
  send(
    `/api/delivery/Get?Language=2&orderId=${orderId}${trackingKey ? `&trackingKey=${trackingKey}` : ''}`,
    { headers: { Authorization: await mainBearer(customer) } },
  );

const ownerRead = async (orderId: number, customer: CustomerClaim) => {
  const response = await readAs(orderId, customer);
  expect(response.status).toBe(200);
  const { parse } = await import('valibot');
  const answer = parse(orderCall.response, await response.json());
  if (answer.view !== 'owner') throw new Error('expected the owner view');
  return answer.order;
};

const cancelAsOperator = (orderId: number) =>
  send(`/api/_dev/orders/${orderId}/cancel`, { method: 'POST' });

const paidNow = (orderId: number) =>
  testEnv.DB.prepare(`UPDATE orders SET payment_status = 'paid', paid_at = ? WHERE order_id = ?`)
    .bind(Date.now(), orderId)
    .run();

afterEach(() => vi.useRealTimers());

describe('an order placed with Payme or Click on the web', () => {
  it('awaits payment and answers Payme’s GET checkout: base64 of the merchant, the order, tiyin, the tracker and the language', async () => {
    const customer = newWebCustomer();
    const placed = await placedWeb(customer, { paymentMethod: 'payme' }, 3);
    const order = await ownerRead(placed.orderId, customer);
    const prefix = `${testEnv.PAYME_CHECKOUT_URL}/`;
    expect(placed.paymentUrl?.startsWith(prefix)).toBe(true);
    const decoded = atob(placed.paymentUrl?.slice(prefix.length) ?? '');
    expect(decoded).toBe(
      [
        `m=${testEnv.PAYME_MERCHANT_ID}`,
        `ac.order_id=${placed.orderId}`,
        `a=${order.total * 100}`,
        `c=http://localhost/en/tracker/${placed.orderId}-${placed.trackingKey}`,
        'l=en',
      ].join(';'),
    );
    expect(order.statusCode).toBe(1);
    expect(order.payment).toEqual({
      method: 'payme',
      status: 'awaiting',
      expiresAt: new Date(Date.parse(order.createdAt) + PAYMENT_WINDOW_MS).toISOString(),
      paymentUrl: placed.paymentUrl,
    });
  });

  it('answers Click’s GET checkout with the amount in so’m, on this site when the setting is a path', async () => {
    const customer = newWebCustomer();
    const placed = await placedWeb(customer, { paymentMethod: 'click' });
    const url = new URL(placed.paymentUrl ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost${testEnv.CLICK_CHECKOUT_URL}`);
    const order = await ownerRead(placed.orderId, customer);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: testEnv.CLICK_SERVICE_ID,
      merchant_id: testEnv.CLICK_MERCHANT_ID,
      amount: String(order.total),
      transaction_param: String(placed.orderId),
      return_url: `http://localhost/tracker/${placed.orderId}-${placed.trackingKey}`,
    });
  });

  it('answers the same payment page to a repeated placement (the same idempotency key)', async () => {
    const customer = newWebCustomer();
    const body = { ...draft(`pay-repeat-${crypto.randomUUID()}`), paymentMethod: 'payme' as const };
    const first = await placedWeb(customer, body);
    const again = await placedWeb(customer, body);
    expect(again).toEqual(first);
  });

  it('answers no payment page for cash, and its reads name the method alone', async () => {
    const customer = newWebCustomer();
    const placed = await placedWeb(customer);
    expect(placed.paymentUrl).toBeUndefined();
    expect((await ownerRead(placed.orderId, customer)).payment).toEqual({ method: 'cash' });
  });

  it('refuses Telegram’s invoice on the web, in the customer’s language', async () => {
    const response = await placeWeb(newWebCustomer(), { paymentMethod: 'telegram' }, 1);
    expect(response.status).toBe(409);
    expect((await response.json<{ message: string }>()).message).toBe(
      'Bu to‘lov usuli bu yerda mavjud emas — boshqasini tanlang',
    );
  });

  it('refuses a method the restaurant switched off, and the restaurants say which it takes', async () => {
    const noClick = RESTAURANTS.find((restaurant) => !restaurant.paymentMethods.includes('click'));
    if (!noClick) throw new Error('the seed needs a restaurant without Click');
    const response = await placeWeb(
      newWebCustomer(),
      {
        paymentMethod: 'click',
        restaurantId: noClick.id,
        regionId: noClick.regionId,
        longitude: noClick.longitude,
        latitude: noClick.latitude,
      },
      3,
    );
    expect(response.status).toBe(409);
    expect((await response.json<{ message: string }>()).message).toBe(
      'This restaurant does not take this payment method: please choose another',
    );
    const { restaurants } = await call(restaurantsListCall, '/api/restaurants/List?Language=3', {
      headers: { Authorization: await mainBearer() },
    });
    expect(restaurants.find(({ id }) => id === noClick.id)?.paymentMethods).toEqual([
      'cash',
      'card',
      'payme',
      'telegram',
    ]);
    // Naming none would mean cash only: the others name every method.
    expect(restaurants.find(({ id }) => id !== noClick.id)?.paymentMethods).toEqual([
      'cash',
      'card',
      'payme',
      'click',
      'telegram',
    ]);
  });
});

describe('an order placed with Telegram’s invoice through tg_order', () => {
  it('answers the invoice link the edge made with createInvoiceLink: UZS, tiyin, the lines adding up to the total', async () => {
    const tgId = 880_001;
    const response = await placeTelegram(tgId, { paymentMethod: 'telegram' });
    expect(response.status, await response.clone().text()).toBe(200);
    const { parse } = await import('valibot');
    const placed = parse(telegramOrderCall.response, await response.json());
    expect(placed.invoiceLink).toMatch(/^https:\/\/t\.me\/\$/);
    const invoice = (await botCalls()).findLast(({ method }) => method === 'createInvoiceLink');
    expect(invoice?.body).toMatchObject({
      currency: 'UZS',
      payload: `order:${placed.orderId}`,
      provider_token: testEnv.TELEGRAM_PAYMENT_PROVIDER_TOKEN,
      // The order's number and the brand as the app writes them (issue 38).
      title: `Order #${placed.orderId}`,
      description: 'Tashkent Pizza: payment for your order',
    });
    const prices = invoice?.body.prices as { label: string; amount: number }[];
    const { total } = JSON.parse(
      (await testEnv.DB.prepare('SELECT payload FROM orders WHERE order_id = ?')
        .bind(placed.orderId)
        .first<string>('payload')) ?? '{}',
    ) as { total: number };
    expect(prices.reduce((sum, { amount }) => sum + amount, 0)).toBe(total * 100);
    expect(prices.map(({ label }) => label)).toContain('Delivery');
  });

  it('refuses Payme and Click inside Telegram', async () => {
    for (const paymentMethod of ['payme', 'click'] as const) {
      const response = await placeTelegram(880_002, { paymentMethod });
      expect(response.status).toBe(409);
      expect((await response.json<{ message: string }>()).message).toBe(
        'This payment method is not available here: please choose another',
      );
    }
  });
});

describe('the payment in an order’s reads', () => {
  it('shows the owner where to pay, a tracker link holder the method and state only, anyone else nothing', async () => {
    const owner = newWebCustomer();
    const placed = await placedWeb(owner, { paymentMethod: 'click' });
    expect((await ownerRead(placed.orderId, owner)).payment?.paymentUrl).toBe(placed.paymentUrl);

    const shared = await readAs(placed.orderId, newWebCustomer(), placed.trackingKey);
    const { order, view } = await shared.json<{ view: string; order: Record<string, unknown> }>();
    expect(view).toBe('shared');
    expect(order.payment).toEqual({ method: 'click', status: 'awaiting' });
    expect(JSON.stringify(order)).not.toContain('paymentUrl');

    expect((await readAs(placed.orderId, newWebCustomer())).status).toBe(404);
    expect((await readAs(placed.orderId, null)).status).toBe(404);
  });

  it('lists the payment with the owner’s orders', async () => {
    const owner = newWebCustomer();
    const placed = await placedWeb(owner, { paymentMethod: 'payme' });
    const { orders } = await call(
      ordersCall,
      `/api/delivery/List?Language=2&customerId=${placed.customerId}&skip=0&take=10`,
      { headers: { Authorization: await mainBearer(owner) } },
    );
    expect(orders[0]?.payment).toMatchObject({ method: 'payme', status: 'awaiting' });
  });

  it('holds an awaiting order at “accepted”, and counts its statuses from when it was paid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = newWebCustomer();
    const placed = await placedWeb(owner, { paymentMethod: 'payme' });
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await ownerRead(placed.orderId, owner)).statusCode).toBe(1);
    await paidNow(placed.orderId);
    const paidAt = Date.now();
    vi.setSystemTime(paidAt + 61_000);
    const order = await ownerRead(placed.orderId, owner);
    expect(order.statusCode).toBe(2);
    expect(order.statusHistory[1]?.at).toBe(new Date(paidAt + 60_000).toISOString());
    expect(order.payment).toEqual({ method: 'payme', status: 'paid' });
  });

  it('cancels an order whose payment window passed unpaid: status 255, payment cancelled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = newWebCustomer();
    const placed = await placedWeb(owner, { paymentMethod: 'click' });
    const placedAt = Date.now();
    vi.setSystemTime(placedAt + PAYMENT_WINDOW_MS - 1);
    expect((await ownerRead(placed.orderId, owner)).payment?.status).toBe('awaiting');
    vi.setSystemTime(placedAt + PAYMENT_WINDOW_MS);
    const order = await ownerRead(placed.orderId, owner);
    expect(order.statusCode).toBe(255);
    expect(order.statusHistory.at(-1)).toEqual({
      statusCode: 255,
      at: new Date(placedAt + PAYMENT_WINDOW_MS).toISOString(),
    });
    expect(order.payment).toEqual({ method: 'click', status: 'cancelled' });
  });

  it('shows “refunded” once the operator cancels a paid order, “cancelled” for an awaiting one', async () => {
    const owner = newWebCustomer();
    const paid = await placedWeb(owner, { paymentMethod: 'payme' });
    await paidNow(paid.orderId);
    const cancelled = await cancelAsOperator(paid.orderId);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({
      orderId: paid.orderId,
      statusCode: 255,
      payment: 'refunded',
    });
    const order = await ownerRead(paid.orderId, owner);
    expect(order.statusCode).toBe(255);
    expect(order.payment).toEqual({ method: 'payme', status: 'refunded' });
    expect((await cancelAsOperator(paid.orderId)).status).toBe(409);

    const awaiting = await placedWeb(owner, { paymentMethod: 'click' });
    await cancelAsOperator(awaiting.orderId);
    expect((await ownerRead(awaiting.orderId, owner)).payment).toEqual({
      method: 'click',
      status: 'cancelled',
    });
    expect((await cancelAsOperator(987_654_321)).status).toBe(404);
  });
});
