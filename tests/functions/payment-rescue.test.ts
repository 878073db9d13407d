import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerClaim } from '../../functions/lib/tokens';
import { clickSign } from '../../functions/reference-backend/payments/click';
import {
  markPaid,
  PAYMENT_WINDOW_MS,
} from '../../functions/reference-backend/payments/payment-state';
import {
  checkTelegramPayment,
  recordTelegramPayment,
} from '../../functions/reference-backend/payments/telegram';
import { RESTAURANTS } from '../../functions/reference-backend/seed/restaurants';
import { ORDER_STATUS } from '@pizza-order-app/contract';
import {
  cancelUnpaidOrderCall,
  changePaymentCall,
  PAYMENT_RESCUE_CODES,
} from '@pizza-order-app/contract/payment-rescue';
import { active, call, json, send } from './backend-support';
import { placeAwaiting, paymentStatusOf } from './payments-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/**
 * Rescuing an unpaid order (docs/api.md, "Rescuing an unpaid order"): its owner pays the courier
 * instead, or cancels it, while it awaits its payment; a provider's late callback takes nothing.
 */

afterEach(() => vi.useRealTimers());

const post = async (path: string, body: object, customer: CustomerClaim | null) =>
  send(path, json('POST', { language: 3, ...body }, { Authorization: await mainBearer(customer) }));

const changePayment = (orderId: number, paymentMethod: string, customer: CustomerClaim | null) =>
  post(changePaymentCall.path, { orderId, paymentMethod }, customer);

const cancel = (orderId: number, customer: CustomerClaim | null) =>
  post(cancelUnpaidOrderCall.path, { orderId }, customer);

const answerOf = async <T>(response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
};

const refusal = async (response: Response) => ({
  status: response.status,
  ...(await response.json<{ message: string; code?: string }>()),
});

/** A Telegram user's order, its owner named by the bearer's `tgId` as inside the mini-app. */
const telegramCustomer = (): { tgId: number } => ({
  tgId: 700_000 + Math.floor(Math.random() * 1e5),
});

describe('POST /api/delivery/ChangePayment', () => {
  it('lets the owner pay cash instead: the kitchen starts it now, nothing awaits', async () => {
    const order = await placeAwaiting('payme');
    const { order: changed } = await call(
      changePaymentCall,
      changePaymentCall.path,
      json(
        'POST',
        { orderId: order.orderId, paymentMethod: 'cash', language: 3 },
        { Authorization: await mainBearer(order.customer) },
      ),
    );
    expect(changed.paymentMethod).toBe('cash');
    expect(changed.payment).toEqual({ method: 'cash' });
    expect(changed.statusCode).toBe(ORDER_STATUS.accepted);
    expect(await paymentStatusOf(order.orderId)).toBeNull();
    // A repeat (a double tap, a retry after a lost answer) answers the same order.
    const repeated = await answerOf<{ order: { paymentMethod: string } }>(
      await changePayment(order.orderId, 'cash', order.customer),
    );
    expect(repeated.order.paymentMethod).toBe('cash');
  });

  it('takes a Telegram user by the claim alike, with card to the courier', async () => {
    const customer = telegramCustomer();
    const order = await placeAwaiting('telegram', { customer });
    const { order: changed } = await answerOf<{ order: { payment: unknown } }>(
      await changePayment(order.orderId, 'card', customer),
    );
    expect(changed.payment).toEqual({ method: 'card' });
  });

  it('answers a stranger 404 and an anonymous caller 401, changing nothing', async () => {
    const order = await placeAwaiting('click');
    const stranger = await refusal(await changePayment(order.orderId, 'cash', newWebCustomer()));
    expect(stranger.status).toBe(404);
    const unknown = await refusal(await changePayment(999_999_999, 'cash', order.customer));
    expect(unknown).toEqual(stranger);
    expect((await changePayment(order.orderId, 'cash', null)).status).toBe(401);
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
  });

  it('refuses an online method, an order not awaiting and a method the restaurant does not take', async () => {
    const order = await placeAwaiting('payme');
    expect((await changePayment(order.orderId, 'click', order.customer)).status).toBe(400);

    const paid = await placeAwaiting('payme');
    await markPaid(testEnv.DB, paid.orderId, Date.now());
    expect(await refusal(await changePayment(paid.orderId, 'cash', paid.customer))).toMatchObject({
      status: 409,
      code: PAYMENT_RESCUE_CODES.notAwaitingPayment,
      message: 'The order no longer awaits its payment: please reload the order',
    });

    // Changed to cash, it does not change again to card: it no longer awaits a payment.
    expect((await changePayment(order.orderId, 'cash', order.customer)).status).toBe(200);
    expect(await refusal(await changePayment(order.orderId, 'card', order.customer))).toMatchObject(
      { status: 409, code: PAYMENT_RESCUE_CODES.notAwaitingPayment },
    );

    const restaurant = RESTAURANTS.find(({ id }) => id === active.id) as {
      paymentMethods: readonly string[];
    };
    const before = restaurant.paymentMethods;
    restaurant.paymentMethods = ['card', 'payme', 'click', 'telegram'];
    try {
      const noCash = await placeAwaiting('payme');
      expect(
        await refusal(await changePayment(noCash.orderId, 'cash', noCash.customer)),
      ).toMatchObject({ status: 409, code: PAYMENT_RESCUE_CODES.methodNotTaken });
      expect(await paymentStatusOf(noCash.orderId)).toBe('awaiting');
    } finally {
      restaurant.paymentMethods = before;
    }
  });

  it('refuses once the window has passed: the order is cancelled by then', async () => {
    const order = await placeAwaiting('payme', { now: Date.now() - PAYMENT_WINDOW_MS - 1000 });
    expect(await refusal(await changePayment(order.orderId, 'cash', order.customer))).toMatchObject(
      { status: 409, code: PAYMENT_RESCUE_CODES.notAwaitingPayment },
    );
  });
});

describe('POST /api/delivery/Cancel', () => {
  it('cancels the owner’s unpaid order, and answers a repeat with it', async () => {
    const order = await placeAwaiting('click');
    const first = await answerOf<{ order: { statusCode: number; payment: unknown } }>(
      await cancel(order.orderId, order.customer),
    );
    expect(first.order.statusCode).toBe(ORDER_STATUS.cancelled);
    expect(first.order.payment).toEqual({ method: 'click', status: 'cancelled' });
    const again = await answerOf<{ order: { statusCode: number } }>(
      await cancel(order.orderId, order.customer),
    );
    expect(again.order.statusCode).toBe(ORDER_STATUS.cancelled);
  });

  it('answers a stranger 404 and an anonymous caller 401, cancelling nothing', async () => {
    const customer = telegramCustomer();
    const order = await placeAwaiting('telegram', { customer });
    expect((await cancel(order.orderId, { tgId: customer.tgId + 1 })).status).toBe(404);
    expect((await cancel(order.orderId, newWebCustomer())).status).toBe(404);
    expect((await cancel(order.orderId, null)).status).toBe(401);
    expect(await paymentStatusOf(order.orderId)).toBe('awaiting');
    // Its owner, named by the Telegram claim, may.
    expect((await cancel(order.orderId, customer)).status).toBe(200);
  });

  it('refuses a paid order, and one changed to cash, with 409', async () => {
    const paid = await placeAwaiting('payme');
    await markPaid(testEnv.DB, paid.orderId, Date.now());
    expect(await refusal(await cancel(paid.orderId, paid.customer))).toMatchObject({
      status: 409,
      code: PAYMENT_RESCUE_CODES.notAwaitingPayment,
    });
    expect(await paymentStatusOf(paid.orderId)).toBe('paid');

    const cash = await placeAwaiting('payme');
    expect((await changePayment(cash.orderId, 'cash', cash.customer)).status).toBe(200);
    expect((await cancel(cash.orderId, cash.customer)).status).toBe(409);
  });
});

describe('a provider calling after the rescue', () => {
  const AUTH = `Basic ${btoa(`Paycom:${testEnv.PAYME_KEY}`)}`;
  const payme = async (method: string, params: unknown) => {
    const response = await send('/api/payments/payme', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: AUTH },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return response.json<{ result?: { state?: number }; error?: { code: number } }>();
  };

  it('Payme: CheckPerformTransaction on a cancelled or switched order is -31052; an open transaction is not performed', async () => {
    const cancelled = await placeAwaiting('payme');
    expect((await cancel(cancelled.orderId, cancelled.customer)).status).toBe(200);
    const check = (order: { orderId: number; total: number }) =>
      payme('CheckPerformTransaction', {
        amount: order.total * 100,
        account: { order_id: String(order.orderId) },
      });
    expect((await check(cancelled)).error?.code).toBe(-31052);

    // The customer opened Payme, then chose cash before paying: Payme's late perform is refused.
    const switched = await placeAwaiting('payme');
    const id = `rescue-${crypto.randomUUID()}`;
    const created = await payme('CreateTransaction', {
      id,
      time: Date.now(),
      amount: switched.total * 100,
      account: { order_id: String(switched.orderId) },
    });
    expect(created.result?.state).toBe(1);
    expect((await changePayment(switched.orderId, 'cash', switched.customer)).status).toBe(200);
    expect((await check(switched)).error?.code).toBe(-31052);
    expect((await payme('PerformTransaction', { id })).error?.code).toBe(-31008);
    expect((await payme('CheckTransaction', { id })).result?.state).toBe(-1);
    expect(await paymentStatusOf(switched.orderId)).toBeNull();
  });

  it('Click: Prepare and Complete on a cancelled or switched order are -9, nothing paid', async () => {
    const clickCall = async (
      step: 'prepare' | 'complete',
      order: { orderId: number; total: number },
      extra: Record<string, string> = {},
    ) => {
      const fields: Record<string, string> = {
        click_trans_id: String(9_000_000 + Math.floor(Math.random() * 1e6)),
        service_id: testEnv.CLICK_SERVICE_ID ?? '',
        click_paydoc_id: '1',
        merchant_trans_id: String(order.orderId),
        amount: `${order.total}.00`,
        action: step === 'prepare' ? '0' : '1',
        error: '0',
        error_note: 'Success',
        sign_time: '2026-11-27 10:00:00',
        ...extra,
      };
      const signString = await clickSign(testEnv.CLICK_SECRET_KEY ?? '', {
        click_trans_id: fields.click_trans_id ?? '',
        service_id: fields.service_id ?? '',
        merchant_trans_id: fields.merchant_trans_id ?? '',
        merchant_prepare_id: fields.merchant_prepare_id,
        amount: fields.amount ?? '',
        action: step === 'prepare' ? '0' : '1',
        sign_time: fields.sign_time ?? '',
      });
      const response = await send(`/api/payments/click/${step}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, sign_string: signString }).toString(),
      });
      return {
        fields,
        answer: await response.json<{ error: number; merchant_prepare_id?: number }>(),
      };
    };

    const cancelled = await placeAwaiting('click');
    expect((await cancel(cancelled.orderId, cancelled.customer)).status).toBe(200);
    expect((await clickCall('prepare', cancelled)).answer.error).toBe(-9);

    const switched = await placeAwaiting('click');
    const prepared = await clickCall('prepare', switched);
    expect(prepared.answer.error).toBe(0);
    expect((await changePayment(switched.orderId, 'cash', switched.customer)).status).toBe(200);
    const completed = await clickCall('complete', switched, {
      click_trans_id: prepared.fields.click_trans_id ?? '',
      merchant_prepare_id: String(prepared.answer.merchant_prepare_id),
    });
    expect(completed.answer.error).toBe(-9);
    expect(await paymentStatusOf(switched.orderId)).toBeNull();
  });

  it('Telegram: the pre-checkout check says not-awaiting, and a late payment is refused', async () => {
    const customer = telegramCustomer();
    const order = await placeAwaiting('telegram', { customer });
    expect((await changePayment(order.orderId, 'cash', customer)).status).toBe(200);
    const paid = { orderId: order.orderId, currency: 'UZS', totalAmount: order.total * 100 };
    expect(await checkTelegramPayment(testEnv.DB, paid, Date.now())).toEqual({
      ok: false,
      reason: 'not-awaiting',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      await recordTelegramPayment(
        testEnv.DB,
        {
          ...paid,
          telegramPaymentChargeId: `late-${crypto.randomUUID()}`,
          providerPaymentChargeId: 'provider-late',
        },
        Date.now(),
      ),
    ).toBe('refused');
    expect(await paymentStatusOf(order.orderId)).toBeNull();
  });
});
