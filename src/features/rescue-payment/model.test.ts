import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { orderChangedFx } from '../../entities/order/lazy';
import { toastShown } from '../../shared/ui/toast/model';
import {
  $cancelAsked,
  $rescuedOrder,
  cancelAsked,
  cancelConfirmed,
  cancelDismissed,
  cancelUnpaidOrderFx,
  changePaymentFx,
  payOnReceiptChosen,
  rescueAnnounced,
} from './model';

const ORDER = { orderId: 7, paymentMethod: 'cash', payment: { method: 'cash' } } as Order;

const scopeWith = (change = vi.fn(), cancel = vi.fn()) => {
  const changed = vi.fn();
  const scope = fork({
    handlers: [
      [changePaymentFx, change],
      [cancelUnpaidOrderFx, cancel],
      [orderChangedFx, changed],
    ],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  return { scope, toasts, changed };
};

describe('rescuing an unpaid order', () => {
  it('changes it to cash in the language, and shows the answer on every screen at once', async () => {
    const change = vi.fn(() => ({ order: ORDER }));
    const { scope, toasts, changed } = scopeWith(change);
    await allSettled(payOnReceiptChosen, { scope, params: { orderId: 7, paymentMethod: 'cash' } });
    expect(change).toHaveBeenCalledExactlyOnceWith({
      orderId: 7,
      paymentMethod: 'cash',
      language: 'ru',
    });
    expect(changed).toHaveBeenCalledExactlyOnceWith(ORDER);
    expect(toasts).toEqual([]);
  });

  it('ignores a second press while the first change is on its way', async () => {
    let answer: (value: { order: Order }) => void = () => undefined;
    const change = vi.fn(() => new Promise<{ order: Order }>((resolve) => (answer = resolve)));
    const { scope } = scopeWith(change);
    const first = allSettled(payOnReceiptChosen, {
      scope,
      params: { orderId: 7, paymentMethod: 'card' },
    });
    await vi.waitFor(() => expect(change).toHaveBeenCalledTimes(1));
    const second = allSettled(payOnReceiptChosen, {
      scope,
      params: { orderId: 7, paymentMethod: 'card' },
    });
    answer({ order: ORDER });
    await Promise.all([first, second]);
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('cancels only after the customer confirms, and not after "Keep the order"', async () => {
    const cancel = vi.fn(() => ({ order: ORDER }));
    const { scope, changed } = scopeWith(vi.fn(), cancel);
    await allSettled(cancelAsked, { scope, params: 7 });
    expect(scope.getState($cancelAsked)).toBe(7);
    await allSettled(cancelDismissed, { scope });
    await allSettled(cancelConfirmed, { scope });
    expect(cancel).not.toHaveBeenCalled();

    await allSettled(cancelAsked, { scope, params: 7 });
    await allSettled(cancelConfirmed, { scope });
    expect(cancel).toHaveBeenCalledExactlyOnceWith({ orderId: 7, language: 'ru' });
    expect(scope.getState($cancelAsked)).toBeNull();
    expect(changed).toHaveBeenCalledExactlyOnceWith(ORDER);
  });

  it('says a refusal in the server’s words, with one toast', async () => {
    const refused = new ApiError(
      'http',
      409,
      'The order no longer awaits its payment: please reload the order',
      'not-awaiting-payment',
    );
    const { scope, toasts, changed } = scopeWith(
      vi.fn(() => {
        throw refused;
      }),
    );
    await allSettled(payOnReceiptChosen, { scope, params: { orderId: 7, paymentMethod: 'cash' } });
    expect(toasts).toEqual([
      {
        tone: 'error',
        title: { key: 'error.title' },
        detail: { text: 'The order no longer awaits its payment: please reload the order' },
      },
    ]);
    expect(changed).not.toHaveBeenCalled();
  });

  it('remembers the order rescued until its new state took the focus, and none refused', async () => {
    const { scope } = scopeWith(
      vi.fn(() => ({ order: ORDER })),
      vi.fn(() => {
        throw new ApiError('http', 409, 'Paid meanwhile', 'not-awaiting-payment');
      }),
    );
    await allSettled(payOnReceiptChosen, { scope, params: { orderId: 7, paymentMethod: 'cash' } });
    expect(scope.getState($rescuedOrder)).toBe(7);
    await allSettled(rescueAnnounced, { scope });
    expect(scope.getState($rescuedOrder)).toBeNull();

    await allSettled(cancelAsked, { scope, params: 8 });
    await allSettled(cancelConfirmed, { scope });
    expect(scope.getState($rescuedOrder)).toBeNull();
  });
});
