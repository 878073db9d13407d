import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYME_TRANSACTION_TIMEOUT_MS } from '../../functions/reference-backend/payments/payme';
import { PAYMENT_WINDOW_MS } from '../../functions/reference-backend/payments/payment-state';
import { orderCall } from '@pizza-order-app/contract';
import { call } from './backend-support';
import {
  AUTH,
  newTransactionId,
  placeAwaiting,
  paymentStatusOf,
  rpc,
  type RpcAnswer,
} from './payments-support';
import { api, callFunction, mainBearer, testEnv } from './support';

/** Payme's Merchant API, played as Payme's sandbox checks it, one scenario at a time. */

/** Any time in milliseconds (the matcher is typed `any`). */
const ANY_NUMBER: unknown = expect.any(Number);

const errorCode = async (method: string, params: unknown) =>
  (await rpc(method, params)).error?.code;

const create = (
  order: { orderId: number; total: number },
  { id = newTransactionId(), amount = order.total * 100, time = Date.now() } = {},
) => rpc('CreateTransaction', { id, time, amount, account: { order_id: String(order.orderId) } });

afterEach(() => vi.useRealTimers());

describe('POST /api/payments/payme: the protocol', () => {
  it('refuses wrong or missing credentials with -32504, HTTP 200, echoing the id', async () => {
    const order = await placeAwaiting('payme');
    const params = { amount: order.total * 100, account: { order_id: order.orderId } };
    for (const auth of [
      null,
      `Basic ${btoa('Paycom:wrong-key')}`,
      `Basic ${btoa(`Other:${testEnv.PAYME_KEY}`)}`,
    ]) {
      const answer = await rpc('CheckPerformTransaction', params, { auth });
      expect(answer.id).toBe(42);
      expect(answer.error?.code).toBe(-32504);
      expect(Object.keys(answer.error?.message ?? {}).sort()).toEqual(['en', 'ru', 'uz']);
    }
  });

  it('answers a body that is no JSON with -32700, no method or params with -32600, an unknown method with -32601', async () => {
    expect((await rpc('', null, { body: '{"id": 1, "method": ' })).error?.code).toBe(-32700);
    expect((await rpc('', null, { body: '{"id": 1, "params": {}}' })).error?.code).toBe(-32600);
    expect((await rpc('ChangePassword', { password: 'x' })).error?.code).toBe(-32601);
    expect((await rpc('CheckTransaction', { id: 5 })).error?.code).toBe(-32600);
  });

  it('is reached through the site’s write guard without an Origin, as Payme posts it', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/payments/payme', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: AUTH },
        body: JSON.stringify({ id: 7, method: 'CheckTransaction', params: { id: 'nope' } }),
      }),
    );
    expect(response.status).toBe(200);
    expect((await response.json<RpcAnswer>()).error?.code).toBe(-31003);
  });
});

describe('CheckPerformTransaction', () => {
  it('allows the order’s total in tiyin, with its receipt (fiscal-receipts.test.ts)', async () => {
    const order = await placeAwaiting('payme');
    const answer = await rpc('CheckPerformTransaction', {
      amount: order.total * 100,
      account: { order_id: String(order.orderId) },
    });
    expect(answer.result).toEqual({
      allow: true,
      detail: expect.objectContaining({ receipt_type: 0 }) as unknown,
    });
  });

  it('refuses another amount with -31001 (the total in so’m is not tiyin)', async () => {
    const order = await placeAwaiting('payme');
    for (const amount of [order.total, order.total * 100 + 1])
      expect(
        await errorCode('CheckPerformTransaction', {
          amount,
          account: { order_id: order.orderId },
        }),
      ).toBe(-31001);
  });

  it('reads only an order number’s canonical digits: "2.0", " 2", "02" and "0x2" are no order (-31050)', async () => {
    const order = await placeAwaiting('payme');
    const tiyin = order.total * 100;
    const check = (orderId: string | number) =>
      rpc('CheckPerformTransaction', { amount: tiyin, account: { order_id: orderId } });
    expect((await check(String(order.orderId))).result?.allow).toBe(true);
    expect((await check(order.orderId)).result?.allow).toBe(true);
    for (const variant of [
      `${order.orderId}.0`,
      ` ${order.orderId}`,
      `0${order.orderId}`,
      `0x${order.orderId.toString(16)}`,
      `${order.orderId}e0`,
      order.orderId + 0.5,
    ])
      expect((await check(variant)).error?.code).toBe(-31050);
  });

  it('refuses an unknown order, or one not paid with Payme, with -31050 naming order_id', async () => {
    const cash = await placeAwaiting('cash');
    const click = await placeAwaiting('click');
    for (const orderId of [987_654_321, cash.orderId, click.orderId, 'abc']) {
      const { error } = await rpc('CheckPerformTransaction', {
        amount: 100,
        account: { order_id: orderId },
      });
      expect(error?.code).toBe(-31050);
      expect(error?.data).toBe('order_id');
      expect(error?.message.uz).toBe('Buyurtma topilmadi');
    }
  });

  it('refuses an order whose window has passed (-31052) or that is paid (-31051)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('payme');
    const params = { amount: order.total * 100, account: { order_id: order.orderId } };
    const id = newTransactionId();
    await create(order, { id });
    await rpc('PerformTransaction', { id });
    expect(await errorCode('CheckPerformTransaction', params)).toBe(-31051);
    const late = await placeAwaiting('payme');
    vi.setSystemTime(Date.now() + PAYMENT_WINDOW_MS);
    expect(
      await errorCode('CheckPerformTransaction', {
        amount: late.total * 100,
        account: { order_id: late.orderId },
      }),
    ).toBe(-31052);
  });
});

describe('CreateTransaction', () => {
  it('creates the transaction in state 1, and answers the same one to the same call again', async () => {
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    const first = await create(order, { id });
    expect(first.result).toEqual({ create_time: ANY_NUMBER, transaction: id, state: 1 });
    const again = await create(order, { id });
    expect(again.result).toEqual(first.result);
  });

  it('refuses a new transaction while another of the order awaits payment with -31008, as Payme’s sandbox checks', async () => {
    const order = await placeAwaiting('payme');
    const first = newTransactionId();
    await create(order, { id: first });
    expect((await create(order)).error?.code).toBe(-31008);
    expect((await rpc('CheckTransaction', { id: first })).result).toMatchObject({ state: 1 });
  });

  it('refuses a wrong amount with -31001 and an unknown order with -31050', async () => {
    const order = await placeAwaiting('payme');
    expect((await create(order, { amount: order.total })).error?.code).toBe(-31001);
    expect((await create({ orderId: 987_654_321, total: 1 })).error?.code).toBe(-31050);
  });

  it('refuses a transaction Payme made over 12 hours ago with -31008', async () => {
    const order = await placeAwaiting('payme');
    const { error } = await create(order, { time: Date.now() - PAYME_TRANSACTION_TIMEOUT_MS - 1 });
    expect(error?.code).toBe(-31008);
  });
});

describe('PerformTransaction', () => {
  it('performs the transaction, marks the order paid, and answers the same to a repeat', async () => {
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    await create(order, { id });
    const performed = await rpc('PerformTransaction', { id });
    expect(performed.result).toEqual({
      transaction: id,
      perform_time: ANY_NUMBER,
      state: 2,
    });
    expect(await paymentStatusOf(order.orderId)).toBe('paid');
    const { order: read } = await call(
      orderCall,
      `/api/delivery/Get?Language=2&orderId=${order.orderId}`,
      {
        headers: { Authorization: await mainBearer(order.customer) },
      },
    );
    expect(read.payment).toEqual({ method: 'payme', status: 'paid' });
    expect((await rpc('PerformTransaction', { id })).result).toEqual(performed.result);
  });

  it('answers -31003 for an unknown transaction', async () => {
    expect(await errorCode('PerformTransaction', { id: 'no-such-transaction' })).toBe(-31003);
  });

  it('cancels a transaction created over 12 hours ago with reason 4, and answers -31008', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    await create(order, { id });
    vi.setSystemTime(Date.now() + PAYME_TRANSACTION_TIMEOUT_MS + 1);
    expect(await errorCode('PerformTransaction', { id })).toBe(-31008);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
  });

  it('counts the 12 hours from Payme’s time: created 11 h 59 min after it and performed 2 min later is -31008, cancelled with reason 4', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    const paymeTime = Date.now() - PAYME_TRANSACTION_TIMEOUT_MS + 60_000;
    expect((await create(order, { id, time: paymeTime })).result).toMatchObject({ state: 1 });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(await errorCode('PerformTransaction', { id })).toBe(-31008);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
  });

  it('does not take a payment once the order’s window has passed: reason 4, -31008, the order cancelled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    await create(order, { id });
    vi.setSystemTime(Date.now() + PAYMENT_WINDOW_MS);
    expect(await errorCode('PerformTransaction', { id })).toBe(-31008);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 4 });
    const { order: read } = await call(
      orderCall,
      `/api/delivery/Get?Language=2&orderId=${order.orderId}`,
      {
        headers: { Authorization: await mainBearer(order.customer) },
      },
    );
    expect(read.statusCode).toBe(255);
  });
});

describe('CancelTransaction', () => {
  it('before perform: state -1 with Payme’s reason, the order still awaiting another payment; repeats answer the same', async () => {
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    await create(order, { id });
    const cancelled = await rpc('CancelTransaction', { id, reason: 3 });
    expect(cancelled.result).toEqual({
      transaction: id,
      cancel_time: ANY_NUMBER,
      state: -1,
    });
    expect((await rpc('CancelTransaction', { id, reason: 3 })).result).toEqual(cancelled.result);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -1, reason: 3 });
    expect(await errorCode('PerformTransaction', { id })).toBe(-31008);
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
    expect((await create(order)).result).toMatchObject({ state: 1 });
  });

  it('after perform: state -2, the order cancelled and its payment refunded; repeats answer the same', async () => {
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    await create(order, { id });
    await rpc('PerformTransaction', { id });
    const cancelled = await rpc('CancelTransaction', { id, reason: 5 });
    expect(cancelled.result).toEqual({
      transaction: id,
      cancel_time: ANY_NUMBER,
      state: -2,
    });
    expect((await rpc('CancelTransaction', { id, reason: 5 })).result).toEqual(cancelled.result);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: -2, reason: 5 });
    const { order: read } = await call(
      orderCall,
      `/api/delivery/Get?Language=2&orderId=${order.orderId}`,
      {
        headers: { Authorization: await mainBearer(order.customer) },
      },
    );
    expect(read.statusCode).toBe(255);
    expect(read.payment).toEqual({ method: 'payme', status: 'refunded' });
  });

  it('refuses to cancel a performed transaction of a fulfilled order with -31007', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    await create(order, { id });
    await rpc('PerformTransaction', { id });
    vi.setSystemTime(Date.now() + 10 * 60 * 60_000);
    expect(await errorCode('CancelTransaction', { id, reason: 5 })).toBe(-31007);
    expect((await rpc('CheckTransaction', { id })).result).toMatchObject({ state: 2 });
  });

  it('answers -31003 for an unknown transaction', async () => {
    expect(await errorCode('CancelTransaction', { id: 'no-such-transaction', reason: 1 })).toBe(
      -31003,
    );
  });

  it('takes only Payme’s own reasons (1–5, 10): any other is a malformed request, -32600', async () => {
    for (const reason of [0, 6, 9, 11, -1, 4.5])
      expect(await errorCode('CancelTransaction', { id: 'no-such-transaction', reason })).toBe(
        -32600,
      );
  });
});

describe('PerformTransaction racing CancelTransaction', () => {
  it('ends in one outcome both answers tell, round after round', async () => {
    for (let round = 0; round < 24; round += 1) {
      const order = await placeAwaiting('payme');
      const id = newTransactionId();
      await create(order, { id });
      const [performed, cancelled] = await Promise.all([
        rpc('PerformTransaction', { id }),
        rpc('CancelTransaction', { id, reason: 3 }),
      ]);
      const stored = (await rpc('CheckTransaction', { id })).result;
      expect(cancelled.result).toEqual({
        transaction: id,
        cancel_time: stored?.cancel_time,
        state: stored?.state,
      });
      expect(Number(stored?.cancel_time)).toBeGreaterThan(0);
      if (performed.result) {
        // Performed first: the cancel was a refund of it.
        expect(performed.result).toEqual({
          transaction: id,
          perform_time: stored?.perform_time,
          state: 2,
        });
        expect(stored).toMatchObject({ state: -2, reason: 3 });
        expect(await paymentStatusOf(order.orderId)).toBe('refunded');
      } else {
        // Cancelled first: nothing was taken, the order awaits another payment.
        expect(performed.error?.code).toBe(-31008);
        expect(stored).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
        expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
      }
    }
  });
});

describe('CheckTransaction and GetStatement', () => {
  it('tell a transaction’s times in milliseconds, its state and reason', async () => {
    const order = await placeAwaiting('payme');
    const id = newTransactionId();
    const { result: created } = await create(order, { id });
    await rpc('PerformTransaction', { id });
    const { result } = await rpc('CheckTransaction', { id });
    expect(result).toEqual({
      create_time: created?.create_time,
      perform_time: ANY_NUMBER,
      cancel_time: 0,
      transaction: id,
      state: 2,
      reason: null,
    });
    expect(Number(result?.perform_time)).toBeGreaterThanOrEqual(Number(created?.create_time));
  });

  it('list the transactions Payme made in the period, with their account and amount', async () => {
    const order = await placeAwaiting('payme');
    const other = await placeAwaiting('payme');
    const time = Date.now() - 60_000;
    const inside = newTransactionId();
    const outside = newTransactionId();
    await create(order, { id: inside, time });
    await create(other, { id: outside, time: time - 1_000 });
    const { result } = await rpc('GetStatement', { from: time, to: time + 10 });
    expect(result?.transactions).toEqual([
      {
        id: inside,
        time,
        amount: order.total * 100,
        account: { order_id: String(order.orderId) },
        create_time: ANY_NUMBER,
        perform_time: 0,
        cancel_time: 0,
        transaction: inside,
        state: 1,
        reason: null,
      },
    ]);
  });
});
