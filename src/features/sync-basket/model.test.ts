import { allSettled, createWatch, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, amountChanged, productAdded, type CartItem } from '../../entities/cart/model';
import { ApiError } from '../../shared/api/api-error';
import type { BasketProduct } from '../../shared/contract/basket-api';
import { $isMessengerMode } from '../../entities/customer/model';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { LINK_SESSION_REFUSED, TELEGRAM_SESSION_REFUSED } from '../../shared/contract/common';
import { $isTelegramSessionRefused } from '../../shared/telegram/model';
import { toastShown } from '../../shared/ui/toast/model';
import { mergeBasket } from './merge-basket';
import { $basketSyncFailed, BasketSyncGate, loadBasketFx, saveBasketFx } from './model';

const line = (id: number, amount: number, cartProdId = String(id)): CartItem => ({
  id,
  amount,
  cartProdId,
  modifiers: [],
});
/** What the browser holds at start: persisted stores read it when the app starts. */
const stored = (tgId: number, cart: readonly CartItem[] = []) => {
  localStorage.setItem('tg-id', JSON.stringify(tgId));
  localStorage.setItem('cart', JSON.stringify(cart));
};

describe('merge rules', () => {
  it('takes the server lines for its products and keeps local-only ones', () => {
    const server: BasketProduct[] = [
      { id: 1, count: 3, modifiers: [] },
      { id: 2, count: 1, modifiers: [{ id: 20, count: 1 }] },
    ];
    const merged = mergeBasket([line(1, 1), line(3, 2)], server);
    expect(merged.map(({ id, amount }) => [id, amount])).toEqual([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    expect(merged[1]?.cartProdId).toBe('2:20x1');
  });

  it('keeps the local modifier details when the line matches', () => {
    const local: CartItem = {
      id: 2,
      amount: 1,
      cartProdId: '2:20x1',
      modifiers: [
        {
          id: 20,
          count: 1,
          name: 'Cheese',
          price: 9000,
          isRequired: false,
          isDefault: false,
          maxOneDish: 2,
          imageUrl: '',
        },
      ],
    };
    const [mergedLine] = mergeBasket(
      [local],
      [{ id: 2, count: 4, modifiers: [{ id: 20, count: 1 }] }],
    );
    expect(mergedLine).toMatchObject({ amount: 4, modifiers: [{ name: 'Cheese', price: 9000 }] });
  });
});

describe('basket sync', () => {
  // The cart and ids persist to localStorage at start; each test starts from a clean browser.
  beforeEach(() => localStorage.clear());

  it('merges the server basket at start and pushes local-only lines once, after the quiet period', async () => {
    const save = vi.fn((params: { tgId: number; products: BasketProduct[] }) =>
      Promise.resolve({ result: { products: params.products } }),
    );
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [{ id: 1, count: 2, modifiers: [] }] })],
        [saveBasketFx, save],
      ],
    });
    // allSettled waits for the debounced write too.
    await allSettled(appStarted, { scope });
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([1, 5]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({
      tgId: 77,
      products: [
        { id: 1, count: 2, modifiers: [] },
        { id: 5, count: 1, modifiers: [] },
      ],
    });
  });

  it('writes nothing when the merged cart is what the server has', async () => {
    const save = vi.fn();
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [{ id: 1, count: 2, modifiers: [] }] })],
        [saveBasketFx, save],
      ],
    });
    await allSettled(appStarted, { scope });
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    expect(save).not.toHaveBeenCalled();
  });

  it('debounces quick changes into one write of the latest state', async () => {
    const save = vi.fn(() => Promise.resolve({ result: { products: [] } }));
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [] })],
        [saveBasketFx, save],
      ],
    });
    await allSettled(appStarted, { scope });
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    // Not awaited one by one: allSettled would wait out the debounce after each change.
    await Promise.all([
      allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } }),
      allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } }),
      allSettled(amountChanged, { scope, params: { cartProdId: '1', amount: 5 } }),
    ]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ tgId: 77, products: [{ id: 1, count: 5, modifiers: [] }] });
  });

  it('a failed load shows the sync toast, keeps the cart and writes nothing over the server', async () => {
    const save = vi.fn();
    const toasts = vi.fn();
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [
          loadBasketFx,
          () => {
            throw new ApiError('http', 401, 'init data is tampered');
          },
        ],
        [saveBasketFx, save],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await allSettled(appStarted, { scope });
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    expect(scope.getState($basketSyncFailed)).toBe(true);
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { key: 'error.cart-sync-error' } }),
    );
    await allSettled(productAdded, { scope, params: { productId: 2, modifiers: [] } });
    expect(save).not.toHaveBeenCalled();
  });

  it('a failed write sets the flag without a toast and keeps the cart', async () => {
    const toasts = vi.fn();
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [] })],
        [
          saveBasketFx,
          () => {
            throw new ApiError('network', 0);
          },
        ],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await allSettled(appStarted, { scope });
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    await allSettled(productAdded, { scope, params: { productId: 3, modifiers: [] } });
    expect(scope.getState($basketSyncFailed)).toBe(true);
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([3]);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('a launch the edge refused raises the "open it again" state once, without the sync toast', async () => {
    const toasts = vi.fn();
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [
          loadBasketFx,
          () => {
            throw new ApiError('http', 401, 'Init data has expired', TELEGRAM_SESSION_REFUSED);
          },
        ],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await allSettled(appStarted, { scope });
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    expect(scope.getState($isTelegramSessionRefused)).toBe(true);
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('a bot link session the edge no longer accepts turns messenger mode off, without a toast', async () => {
    const toasts = vi.fn();
    stored(77, [line(5, 1)]);
    localStorage.setItem('tg-link', JSON.stringify({ tgId: 77, expiresAt: Date.now() + 60_000 }));
    const scope = fork({
      handlers: [
        [
          loadBasketFx,
          () => {
            throw new ApiError('http', 401, 'No link session', LINK_SESSION_REFUSED);
          },
        ],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await allSettled(appStarted, { scope });
    expect(scope.getState($isMessengerMode)).toBe(true);
    await allSettled(BasketSyncGate.open, { scope, params: {} });
    expect(scope.getState($isMessengerMode)).toBe(false);
    expect(scope.getState($isTelegramSessionRefused)).toBe(false);
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).not.toHaveBeenCalled();
  });
});
