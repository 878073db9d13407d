import { afterEach, describe, expect, it, vi } from 'vitest';
import { signCall } from '../../functions/lib/signed-call';
import { botText, statusName } from '../../functions/lib/bot/texts';
import { tellOrderNews } from '../../functions/reference-backend/order-news';
import { recordBotMayWrite } from '../../functions/reference-backend/orders';
import {
  markPaid,
  PAYMENT_WINDOW_MS,
} from '../../functions/reference-backend/payments/payment-state';
import { ORDER_STATUS } from '@pizza-order-app/contract';
import { telegramInvoiceCall } from '@pizza-order-app/contract/telegram-payments';
import { botCalls, forgetBotCalls, newUpdateId, postUpdate, sentMessages } from './bot-support';
import { placeAwaiting, paymentStatusOf } from './payments-support';
import { api, callFunction, testEnv } from './support';

/** Telegram Payments at the webhook: the pre-checkout query checked, the payment recorded once. */

const CUSTOMER = { id: 5501, is_bot: false, first_name: 'Aziz', language_code: 'en' };

const preCheckout = (orderId: number, totalAmount: number, languageCode = 'en') => ({
  update_id: newUpdateId(),
  pre_checkout_query: {
    id: `query-${crypto.randomUUID()}`,
    from: { ...CUSTOMER, language_code: languageCode },
    currency: 'UZS',
    total_amount: totalAmount,
    invoice_payload: `order:${orderId}`,
  },
});

const successfulPayment = (orderId: number, totalAmount: number, chargeId: string) => ({
  update_id: newUpdateId(),
  message: {
    message_id: 1,
    date: Math.floor(Date.now() / 1000),
    chat: { id: CUSTOMER.id, type: 'private' },
    from: CUSTOMER,
    successful_payment: {
      currency: 'UZS',
      total_amount: totalAmount,
      invoice_payload: `order:${orderId}`,
      telegram_payment_charge_id: chargeId,
      provider_payment_charge_id: `provider-${chargeId}`,
    },
  },
});

/** The bot's answer to the one pre-checkout query just posted. */
const answered = async (update: ReturnType<typeof preCheckout>) => {
  expect((await postUpdate(update)).status).toBe(200);
  const calls = (await botCalls()).filter(
    ({ method, body }) =>
      method === 'answerPreCheckoutQuery' &&
      body.pre_checkout_query_id === update.pre_checkout_query.id,
  );
  expect(calls).toHaveLength(1);
  return calls[0]?.body;
};

afterEach(() => vi.useRealTimers());

describe('pre_checkout_query', () => {
  it('is ok for an order awaiting its payment, in tiyin', async () => {
    const order = await placeAwaiting('telegram');
    expect(await answered(preCheckout(order.orderId, order.total * 100))).toEqual({
      pre_checkout_query_id: expect.any(String) as unknown,
      ok: true,
    });
  });

  it('refuses another amount, in the customer’s language', async () => {
    const order = await placeAwaiting('telegram');
    expect(await answered(preCheckout(order.orderId, order.total, 'uz'))).toMatchObject({
      ok: false,
      error_message: 'Buyurtma summasi o‘zgardi — buyurtmani ilovada oching va qaytadan to‘lang.',
    });
  });

  it('refuses an order already paid', async () => {
    const order = await placeAwaiting('telegram');
    await postUpdate(successfulPayment(order.orderId, order.total * 100, crypto.randomUUID()));
    expect(await answered(preCheckout(order.orderId, order.total * 100, 'ru'))).toMatchObject({
      ok: false,
      error_message: 'Этот заказ уже оплачен — деньги второй раз не списываются.',
    });
  });

  it('refuses an unknown order, an order not paid in Telegram, and a payload naming none', async () => {
    const cash = await placeAwaiting('cash');
    for (const orderId of [987_654_321, cash.orderId])
      expect(await answered(preCheckout(orderId, 100))).toMatchObject({
        ok: false,
        error_message: 'This order was not found: please place it again in the app.',
      });
    const update = preCheckout(1, 100);
    update.pre_checkout_query.invoice_payload = 'something else';
    expect(await answered(update)).toMatchObject({ ok: false });
  });

  it('refuses an order whose time to pay has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('telegram');
    vi.setSystemTime(Date.now() + PAYMENT_WINDOW_MS);
    expect(await answered(preCheckout(order.orderId, order.total * 100))).toMatchObject({
      ok: false,
      error_message:
        'The time to pay for this order has passed or the order was cancelled: please place it again.',
    });
  });
});

describe('successful_payment', () => {
  it('marks the order paid once, even when the update and the payment come again', async () => {
    const order = await placeAwaiting('telegram');
    const chargeId = crypto.randomUUID();
    await postUpdate(successfulPayment(order.orderId, order.total * 100, chargeId));
    expect(await paymentStatusOf(order.orderId)).toBe('paid');
    const paidAt = await testEnv.DB.prepare('SELECT paid_at FROM orders WHERE order_id = ?')
      .bind(order.orderId)
      .first<number>('paid_at');
    // The same update again (Telegram's retry), and the same payment in another update.
    const repeated = successfulPayment(order.orderId, order.total * 100, chargeId);
    await postUpdate(repeated);
    await postUpdate(repeated);
    expect(
      await testEnv.DB.prepare('SELECT paid_at FROM orders WHERE order_id = ?')
        .bind(order.orderId)
        .first<number>('paid_at'),
    ).toBe(paidAt);
    expect(
      await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM telegram_payments WHERE order_id = ?')
        .bind(order.orderId)
        .first<number>('n'),
    ).toBe(1);
  });
});

describe('POST /api/telegram/invoice', () => {
  const invoice = JSON.stringify({
    orderId: 1,
    title: 'Order No. 1',
    description: 'Payment',
    prices: [{ label: 'Pizza', amount: 5_900_000 }],
  });
  const post = async (headers: Record<string, string>) =>
    callFunction(
      api,
      new Request(`http://localhost${telegramInvoiceCall.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: invoice,
      }),
    );

  it('makes the invoice link for the backend’s signed request', async () => {
    await forgetBotCalls();
    const response = await post(
      await signCall(testEnv.PAYMENT_CALLS_SECRET, telegramInvoiceCall.path, invoice),
    );
    expect(response.status).toBe(200);
    expect((await response.json<{ invoiceLink: string }>()).invoiceLink).toMatch(
      /^https:\/\/t\.me\/\$/,
    );
    expect((await botCalls()).map(({ method }) => method)).toEqual(['createInvoiceLink']);
  });

  it('refuses an unsigned request, one signed for another path, or with another secret', async () => {
    expect((await post({})).status).toBe(401);
    expect(
      (
        await post(
          await signCall(testEnv.PAYMENT_CALLS_SECRET, '/api/telegram/order-status', invoice),
        )
      ).status,
    ).toBe(401);
    expect(
      (await post(await signCall('another-secret', telegramInvoiceCall.path, invoice))).status,
    ).toBe(401);
    // One secret per purpose: the order events' secret signs no payment call.
    expect(
      (await post(await signCall(testEnv.ORDER_EVENTS_SECRET, telegramInvoiceCall.path, invoice)))
        .status,
    ).toBe(401);
  });
});

describe('the order news of an order paid in Telegram', () => {
  const STEP_MS = 60_000;
  const tell = () =>
    tellOrderNews(testEnv, 'http://localhost', { stepMs: STEP_MS, now: Date.now() });
  const toldTo = async (tgId: number) =>
    (await sentMessages()).filter(({ chat_id }) => chat_id === tgId).map(({ text }) => text);
  const status = (orderId: number, code: number) =>
    botText('ru', 'status', { id: orderId, status: statusName('ru', code) });

  // Issue 38: never "accepted" for an order that awaits its payment.
  it('tell that it awaits its payment, then its statuses from when it was paid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tgId = 5601;
    const order = await placeAwaiting('telegram', { customer: { tgId } });
    await recordBotMayWrite(testEnv.DB, order.orderId, tgId, true);
    vi.setSystemTime(Date.now() + 3 * STEP_MS);
    await tell();
    const awaiting = botText('ru', 'payment-awaiting', { id: order.orderId });
    expect(await toldTo(tgId)).toEqual([awaiting]);
    expect(await markPaid(testEnv.DB, order.orderId, Date.now())).toBe(true);
    vi.setSystemTime(Date.now() + STEP_MS + 1000);
    await tell();
    // Paid and cooking by the next look: the newest, with the promise counted from the payment.
    const [first, cooking, ...more] = await toldTo(tgId);
    expect([first, more]).toEqual([awaiting, []]);
    expect(cooking?.split('\n')[0]).toBe(status(order.orderId, ORDER_STATUS.cooking));
  });

  it('tell its cancellation, nothing charged, when the window passes unpaid', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tgId = 5602;
    const order = await placeAwaiting('telegram', { customer: { tgId } });
    await recordBotMayWrite(testEnv.DB, order.orderId, tgId, true);
    await tell();
    vi.setSystemTime(Date.now() + PAYMENT_WINDOW_MS);
    await tell();
    expect(await toldTo(tgId)).toEqual([
      botText('ru', 'payment-awaiting', { id: order.orderId }),
      botText('ru', 'cancelled-unpaid', { id: order.orderId }),
    ]);
  });
});
