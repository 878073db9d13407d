import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, cartCleared } from '../../entities/cart';
import { $location, locationReset } from '../../entities/location';
import { TOAST_LIFETIME_MS } from '../../shared/config/constants';
import { toastShown } from '../../shared/ui/toast/model';
import { $orderDetour, orderPageLeft, orderPageRequested } from './order-middleware';

const LINE = { id: 101, amount: 1, cartProdId: '101', modifiers: [] };
const CHILANZAR = { RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 };

/** Asks for the order page; the toast it may show lives its whole lifetime on fake timers. */
const requestOrderPage = async (scope: Scope) => {
  const toasts: unknown[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  const settled = allSettled(orderPageRequested, { scope });
  await vi.advanceTimersByTimeAsync(TOAST_LIFETIME_MS);
  await settled;
  return toasts;
};

describe('the order route middleware', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a visitor with an empty cart to the menu, saying why', async () => {
    const scope = fork();
    expect(await requestOrderPage(scope)).toEqual([
      { tone: 'info', title: { key: 'cart.blocked.empty-cart' } },
    ]);
    expect(scope.getState($orderDetour)).toBe('/');
  });

  it('sends a visitor without an address or restaurant to the menu, saying why', async () => {
    const scope = fork({ values: [[$cart, [LINE]]] });
    expect(await requestOrderPage(scope)).toEqual([
      { tone: 'info', title: { key: 'cart.blocked.no-location' } },
    ]);
    expect(scope.getState($orderDetour)).toBe('/');
  });

  it('lets a visitor with a cart and a place in', async () => {
    const scope = fork({
      values: [
        [$cart, [LINE]],
        [$location, CHILANZAR],
        [$orderDetour, '/'],
      ],
    });
    expect(await requestOrderPage(scope)).toEqual([]);
    expect(scope.getState($orderDetour)).toBeNull();
  });
});

describe('on the order page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const onTheOrderPage = async () => {
    const scope = fork({
      values: [
        [$cart, [LINE]],
        [$location, CHILANZAR],
      ],
    });
    await requestOrderPage(scope);
    return scope;
  };

  it('sends the customer to the menu once the last line is removed', async () => {
    const scope = await onTheOrderPage();
    await allSettled(cartCleared, { scope });
    expect(scope.getState($orderDetour)).toBe('/');
  });

  it('keeps the customer on the page when the place is dropped (it is chosen there again)', async () => {
    const scope = await onTheOrderPage();
    await allSettled(locationReset, { scope });
    expect(scope.getState($orderDetour)).toBeNull();
  });

  it('forgets a detour once the page is left, and an empty cart elsewhere sends nobody', async () => {
    const scope = fork({ values: [[$orderDetour, '/']] });
    await allSettled(orderPageLeft, { scope });
    expect(scope.getState($orderDetour)).toBeNull();
    const shopping = await onTheOrderPage();
    await allSettled(orderPageLeft, { scope: shopping });
    await allSettled(cartCleared, { scope: shopping });
    expect(shopping.getState($orderDetour)).toBeNull();
  });
});
