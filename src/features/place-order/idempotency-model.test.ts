// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { ApiError } from '../../shared/api/api-error';
import { CART, KEY, fillContact, startCheckout } from './checkout-fixture';
import { settle } from '../../shared/lib/test/settle';
import { $checkoutForm, orderSubmitted } from './form-model';
import { $placementFailure } from './submission-model';

describe('the idempotency key', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('places one order for a double tap', async () => {
    const place = vi.fn(
      () =>
        new Promise((resolve) =>
          setTimeout(resolve, 10, { orderId: 1, customerId: 2, trackingKey: KEY }),
        ),
    );
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await Promise.all([
      settle(allSettled(orderSubmitted, { scope })),
      settle(allSettled(orderSubmitted, { scope })),
    ]);
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('keeps the cart and the form on failure, says so, and retries with the same key', async () => {
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('timeout', 0))
      .mockResolvedValueOnce({ orderId: 3, customerId: 4, trackingKey: KEY });
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($cart)).toEqual(CART);
    expect(scope.getState($checkoutForm).name).toBe(' Aziz ');
    expect(scope.getState($placementFailure)).not.toBeNull();
    expect(toasts).toEqual([
      { tone: 'error', title: { key: 'error.title' }, detail: { key: 'error.timeout' } },
    ]);
    await settle(allSettled(orderSubmitted, { scope }));
    const keys = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(scope.getState($placementFailure)).toBeNull();
    expect(scope.getState($cart)).toEqual([]);
  });

  it('takes a new key when the backend says the key already made an order with other details', async () => {
    const conflict = new ApiError(
      'http',
      409,
      'This order was already sent with other details',
      'idempotency-conflict',
    );
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(conflict)
      .mockResolvedValueOnce({ orderId: 8, customerId: 4, trackingKey: KEY });
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(toasts).toEqual([
      {
        tone: 'error',
        title: { key: 'error.title' },
        detail: { text: 'This order was already sent with other details' },
      },
    ]);
    expect(scope.getState($cart)).toEqual(CART);
    await settle(allSettled(orderSubmitted, { scope }));
    const [first, second] = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(second).not.toBe(first);
  });
});
