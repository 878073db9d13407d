// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { settle } from '../../shared/lib/test/settle';
import { CONTEXT, fillContact, startCheckout } from './checkout-fixture';
import { orderSubmitted } from './form-model';
import { $orderRefusals, $stockRefused, $stockRefusals } from './refusal-model';
import { $placementFailure } from './submission-model';
import { $cart, amountChanged } from '../../entities/cart';
import { ORDER_REFUSAL_CODES } from '@pizza-order-app/contract/orders-api';

describe('a refused order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is counted once per refusal, for checkout to read the menu again, with one toast naming the dish', async () => {
    const message = '«Четыре сыра» сейчас нет в наличии в этом ресторане — уберите это из заказа';
    const place = vi.fn().mockRejectedValue(new ApiError('http', 409, message));
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope, params: CONTEXT }));
    expect(scope.getState($orderRefusals)).toBe(1);
    expect(toasts).toHaveLength(1);
    expect(JSON.stringify(toasts[0])).toContain('Четыре сыра');
  });

  it('is not counted for a failure that is no refusal', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('http', 500, 'The backend failed'));
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope, params: CONTEXT }));
    expect(scope.getState($orderRefusals)).toBe(0);
  });

  it('of a dish that ran out offers no retry until the cart changes, then its notice goes', async () => {
    const refusal = new ApiError(
      'http',
      409,
      '«Грибная» сейчас нет в наличии',
      ORDER_REFUSAL_CODES.productUnavailable,
    );
    const { scope } = await startCheckout(vi.fn().mockRejectedValue(refusal));
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope, params: CONTEXT }));
    expect(scope.getState($stockRefusals)).toBe(1);
    expect(scope.getState($stockRefused)).toBe(true);
    expect(scope.getState($placementFailure)).not.toBeNull();
    const [line] = scope.getState($cart);
    await allSettled(amountChanged, {
      scope,
      params: { cartProdId: line?.cartProdId ?? '', amount: 0 },
    });
    expect(scope.getState($stockRefused)).toBe(false);
    expect(scope.getState($placementFailure)).toBeNull();
  });

  it('of another kind keeps the retry', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('http', 409, 'Changed', 'price-changed'));
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope, params: CONTEXT }));
    expect(scope.getState($stockRefusals)).toBe(0);
    expect(scope.getState($stockRefused)).toBe(false);
  });
});
