// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { settle } from '../../shared/lib/test/settle';
import { MENU, fillContact, startCheckout } from './checkout-fixture';
import { $pricedCart } from './checkout-menu-model';
import { $checkoutErrors, orderSubmitted } from './form-model';
import { $placementContext } from './price-quote-model';
import { $stockRefused, $stockRefusals } from './refusal-model';
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

  it('reads the menu again once per refusal, with one toast naming the dish', async () => {
    const message = '«Четыре сыра» сейчас нет в наличии в этом ресторане — уберите это из заказа';
    const place = vi.fn().mockRejectedValue(new ApiError('http', 409, message));
    const readMenu = vi.fn(() => Promise.resolve(MENU));
    const { scope, toasts } = await startCheckout(place, { readMenu });
    await fillContact(scope);
    expect(readMenu).toHaveBeenCalledTimes(1);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(readMenu).toHaveBeenCalledTimes(2);
    expect(toasts).toHaveLength(1);
    expect(JSON.stringify(toasts[0])).toContain('Четыре сыра');
  });

  it('flags the line of a dish the menu read after it stopped, and refuses the next tap', async () => {
    const refusal = new ApiError(
      'http',
      409,
      '«Маргарита» сейчас нет в наличии',
      ORDER_REFUSAL_CODES.productUnavailable,
    );
    const place = vi.fn().mockRejectedValue(refusal);
    // The kitchen ran out of the Margherita while the customer was choosing.
    const stopped = {
      ...MENU,
      products: MENU.products.map((product) =>
        product.id === 101 ? { ...product, isAvailable: false } : product,
      ),
    };
    const readMenu = vi.fn().mockResolvedValueOnce(MENU).mockResolvedValueOnce(stopped);
    const { scope } = await startCheckout(place, { readMenu });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($pricedCart)?.lines[0]?.availability).toBe('stopped');
    expect(scope.getState($placementContext)?.unavailableLines).toBe(1);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).toHaveBeenCalledTimes(1);
    expect(scope.getState($checkoutErrors)).toEqual({ cart: 'checkout.error.unavailable' });
  });

  it('does not read the menu again for a failure that is no refusal', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('http', 500, 'The backend failed'));
    const readMenu = vi.fn(() => Promise.resolve(MENU));
    const { scope } = await startCheckout(place, { readMenu });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(readMenu).toHaveBeenCalledTimes(1);
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
    await settle(allSettled(orderSubmitted, { scope }));
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
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($stockRefusals)).toBe(0);
    expect(scope.getState($stockRefused)).toBe(false);
  });
});
