import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickSign } from '../../functions/reference-backend/payments/click';
import { PAYMENT_WINDOW_MS } from '../../functions/reference-backend/payments/payment-state';
import { send } from './backend-support';
import { placeAwaiting, paymentStatusOf } from './payments-support';
import { api, callFunction, testEnv } from './support';

/** Click's Shop API, played as Click's checks of a shop, one scenario at a time. */

interface ClickAnswer {
  click_trans_id: number;
  merchant_trans_id: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

let ids = 5_000_000;

type Fields = Record<string, string>;

/** A Prepare's fields as Click sends them for an order. */
const prepareFields = (order: { orderId: number; total: number }, change: Fields = {}): Fields => ({
  click_trans_id: String(ids++),
  service_id: testEnv.CLICK_SERVICE_ID ?? '',
  click_paydoc_id: String(ids++),
  merchant_trans_id: String(order.orderId),
  amount: `${order.total}.00`,
  action: '0',
  error: '0',
  error_note: 'Success',
  sign_time: '2026-11-27 10:00:00',
  ...change,
});

const signed = async (fields: Fields, secret = testEnv.CLICK_SECRET_KEY ?? '') => ({
  ...fields,
  sign_string: await clickSign(secret, {
    click_trans_id: fields.click_trans_id ?? '',
    service_id: fields.service_id ?? '',
    merchant_trans_id: fields.merchant_trans_id ?? '',
    merchant_prepare_id: fields.merchant_prepare_id,
    amount: fields.amount ?? '',
    action: fields.action ?? '0',
    sign_time: fields.sign_time ?? '',
  }),
});

const post = async (step: 'prepare' | 'complete', fields: Fields) => {
  const response = await send(`/api/payments/click/${step}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(response.status).toBe(200);
  return response.json<ClickAnswer>();
};

const prepare = async (order: { orderId: number; total: number }, change: Fields = {}) => {
  const fields = prepareFields(order, change);
  return { fields, answer: await post('prepare', await signed(fields)) };
};

const complete = async (prepared: { fields: Fields; answer: ClickAnswer }, change: Fields = {}) =>
  post(
    'complete',
    await signed({
      ...prepared.fields,
      action: '1',
      merchant_prepare_id: String(prepared.answer.merchant_prepare_id),
      ...change,
    }),
  );

afterEach(() => vi.useRealTimers());

describe('POST /api/payments/click/prepare and /complete', () => {
  it('prepare and complete pay the order: error 0, the prepare id, then the confirm id', async () => {
    const order = await placeAwaiting('click');
    const prepared = await prepare(order);
    expect(prepared.answer).toEqual({
      click_trans_id: Number(prepared.fields.click_trans_id),
      merchant_trans_id: String(order.orderId),
      merchant_prepare_id: expect.any(Number) as unknown,
      error: 0,
      error_note: 'Success',
    });
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
    const completed = await complete(prepared);
    expect(completed).toMatchObject({
      error: 0,
      merchant_confirm_id: prepared.answer.merchant_prepare_id,
    });
    expect(await paymentStatusOf(order.orderId)).toBe('paid');
  });

  it('comes through the site’s write guard form-encoded, as Click posts it', async () => {
    const order = await placeAwaiting('click');
    const response = await callFunction(
      api,
      new Request('http://localhost/api/payments/click/prepare', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(await signed(prepareFields(order))).toString(),
      }),
    );
    expect(response.status).toBe(200);
    expect((await response.json<ClickAnswer>()).error).toBe(0);
  });

  it('refuses a bad sign_string with -1, in both steps', async () => {
    const order = await placeAwaiting('click');
    const fields = prepareFields(order);
    expect((await post('prepare', await signed(fields, 'another-secret'))).error).toBe(-1);
    expect((await post('prepare', { ...(await signed(fields)), amount: '1.00' })).error).toBe(-1);
    const prepared = await prepare(order);
    const forged = await post('complete', {
      ...(await signed({ ...prepared.fields, action: '1', merchant_prepare_id: '1' })),
      merchant_prepare_id: String(prepared.answer.merchant_prepare_id),
    });
    expect(forged.error).toBe(-1);
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
  });

  it('refuses an amount other than the total in so’m with -2', async () => {
    const order = await placeAwaiting('click');
    expect((await prepare(order, { amount: String(order.total * 100) })).answer.error).toBe(-2);
    expect((await prepare(order, { amount: String(order.total - 1) })).answer.error).toBe(-2);
  });

  it('refuses an action the endpoint does not take, or none Click has, with -3 once the signature holds', async () => {
    const order = await placeAwaiting('click');
    expect((await prepare(order, { action: '1', merchant_prepare_id: '1' })).answer.error).toBe(-3);
    expect((await prepare(order, { action: '7' })).answer.error).toBe(-3);
    // Signed wrongly, an unknown action is a bad signature first.
    const forged = await signed(prepareFields(order, { action: '7' }), 'another-secret');
    expect((await post('prepare', forged)).error).toBe(-1);
  });

  it('refuses an unknown order, or one not paid with Click, with -5', async () => {
    const payme = await placeAwaiting('payme');
    for (const orderId of [987_654_321, payme.orderId])
      expect((await prepare({ orderId, total: payme.total })).answer.error).toBe(-5);
  });

  it('refuses a request without Click’s fields with -8', async () => {
    const order = await placeAwaiting('click');
    const fields = new URLSearchParams(await signed(prepareFields(order)));
    fields.delete('sign_time');
    expect((await post('prepare', Object.fromEntries(fields))).error).toBe(-8);
  });

  it('answers a complete for an unknown prepare with -6', async () => {
    const order = await placeAwaiting('click');
    const prepared = await prepare(order);
    expect((await complete(prepared, { merchant_prepare_id: '999999999' })).error).toBe(-6);
  });

  it('answers the same prepare to a repeated Prepare, and -4 to a second Complete: paid once', async () => {
    const order = await placeAwaiting('click');
    const prepared = await prepare(order);
    const again = await post('prepare', await signed(prepared.fields));
    expect(again.merchant_prepare_id).toBe(prepared.answer.merchant_prepare_id);
    expect((await complete(prepared)).error).toBe(0);
    const paidAt = await testEnv.DB.prepare('SELECT paid_at FROM orders WHERE order_id = ?')
      .bind(order.orderId)
      .first<number>('paid_at');
    const twice = await complete(prepared);
    expect(twice.error).toBe(-4);
    expect(
      await testEnv.DB.prepare('SELECT paid_at FROM orders WHERE order_id = ?')
        .bind(order.orderId)
        .first<number>('paid_at'),
    ).toBe(paidAt);
    expect((await prepare(order)).answer.error).toBe(-4);
  });

  it('cancels the transaction when Click completes with error < 0: -9, the order still awaiting', async () => {
    const order = await placeAwaiting('click');
    const prepared = await prepare(order);
    const cancelled = await complete(prepared, {
      error: '-5017',
      error_note: 'Insufficient funds',
    });
    expect(cancelled.error).toBe(-9);
    expect((await complete(prepared)).error).toBe(-9);
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
    const retry = await prepare(order);
    expect((await complete(retry)).error).toBe(0);
    expect(await paymentStatusOf(order.orderId)).toBe('paid');
  });

  it('takes no payment once the order’s window has passed: -9', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('click');
    const prepared = await prepare(order);
    vi.setSystemTime(Date.now() + PAYMENT_WINDOW_MS);
    expect((await complete(prepared)).error).toBe(-9);
    expect((await prepare(order)).answer.error).toBe(-9);
  });
});
