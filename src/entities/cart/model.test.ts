// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import {
  $cart,
  $cartCount,
  amountChanged,
  cartCleared,
  lineSubstituted,
  productAdded,
  productsAdded,
  type CartModifier,
} from './model';
import { withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { settle } from '../../shared/lib/test/settle';

const modifier = (id: number, count: number): CartModifier => ({
  id,
  name: `Modifier ${id}`,
  isRequired: false,
  isDefault: false,
  price: 5000,
  maxOneDish: 3,
  imageUrl: '',
  count,
});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('cart', () => {
  it('merges a product without modifiers into its line', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } });
    await allSettled(productAdded, {
      scope,
      params: { productId: 1, amount: 2, modifiers: [modifier(9, 0)] },
    });
    expect(scope.getState($cart)).toEqual([{ id: 1, amount: 3, cartProdId: '1', modifiers: [] }]);
  });

  it('merges a composite line only into one with the same parts in the same slots', async () => {
    const scope = fork();
    const size = modifier(1101, 1);
    const add = (parts: number[]) =>
      allSettled(productAdded, { scope, params: { productId: 113, modifiers: [size], parts } });
    await add([102, 101]);
    await add([102, 101]);
    await add([101, 102]);
    await add([102, 110]);
    expect(scope.getState($cart)).toEqual([
      {
        id: 113,
        amount: 2,
        cartProdId: '113:1101x1:p102:p101',
        modifiers: [size],
        parts: [102, 101],
      },
      {
        id: 113,
        amount: 1,
        cartProdId: '113:1101x1:p101:p102',
        modifiers: [size],
        parts: [101, 102],
      },
      {
        id: 113,
        amount: 1,
        cartProdId: '113:1101x1:p102:p110',
        modifiers: [size],
        parts: [102, 110],
      },
    ]);
    // A composite line survives a reload with its parts.
    const reloaded = fork();
    await allSettled(appStarted, { scope: reloaded });
    expect(reloaded.getState($cart)).toEqual(scope.getState($cart));
  });

  it('keeps a dish without onion apart from the whole dish, and merges the same removals in any order', async () => {
    const scope = fork();
    const add = (removedIngredients?: number[]) =>
      allSettled(productAdded, {
        scope,
        params: {
          productId: 102,
          modifiers: [],
          ...(removedIngredients && { removedIngredients }),
        },
      });
    await add([4]);
    await add();
    await add([7, 4]);
    await add([4]);
    await add([4, 7]);
    await add();
    expect(scope.getState($cart)).toEqual([
      { id: 102, amount: 2, cartProdId: '102:-4', modifiers: [], removedIngredients: [4] },
      { id: 102, amount: 2, cartProdId: '102', modifiers: [] },
      { id: 102, amount: 2, cartProdId: '102:-4:-7', modifiers: [], removedIngredients: [7, 4] },
    ]);
    // The removals survive a reload; a cart stored before them still loads.
    const reloaded = fork();
    await allSettled(appStarted, { scope: reloaded });
    expect(reloaded.getState($cart)).toEqual(scope.getState($cart));
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 101, amount: 1, cartProdId: '101', modifiers: [] }]),
    );
    const older = fork();
    await allSettled(appStarted, { scope: older });
    expect(older.getState($cart)).toEqual([
      { id: 101, amount: 1, cartProdId: '101', modifiers: [] },
    ]);
  });

  it('keeps lines with different modifiers apart and merges identical ones', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } });
    await allSettled(productAdded, {
      scope,
      params: { productId: 1, modifiers: [modifier(5, 1), modifier(6, 2)] },
    });
    await allSettled(productAdded, {
      scope,
      params: { productId: 1, modifiers: [modifier(6, 2), modifier(5, 1)] },
    });
    await allSettled(productAdded, {
      scope,
      params: { productId: 1, modifiers: [modifier(5, 2)] },
    });
    const lines = scope.getState($cart);
    expect(lines.map(({ cartProdId, amount }) => [cartProdId, amount])).toEqual([
      ['1', 1],
      ['1:5x1:6x2', 2],
      ['1:5x2', 1],
    ]);
    expect(scope.getState($cartCount)).toBe(4);
  });

  it('adds several products in one go, merging each as a single addition would', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } });
    await allSettled(productsAdded, {
      scope,
      params: [
        { productId: 1, amount: 2, modifiers: [] },
        { productId: 2, modifiers: [modifier(9, 1)] },
        { productId: 2, modifiers: [modifier(9, 1)] },
      ],
    });
    expect(scope.getState($cart)).toEqual([
      { id: 1, amount: 3, cartProdId: '1', modifiers: [] },
      { id: 2, amount: 2, cartProdId: '2:9x1', modifiers: [modifier(9, 1)] },
    ]);
    expect(scope.getState($cartCount)).toBe(5);
  });

  it('removes a line whose amount goes below 1', async () => {
    const scope = fork();
    await allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } });
    await allSettled(productAdded, { scope, params: { productId: 2, modifiers: [] } });
    await allSettled(amountChanged, { scope, params: { cartProdId: '1', amount: 4 } });
    await allSettled(amountChanged, { scope, params: { cartProdId: '2', amount: 0 } });
    expect(scope.getState($cart)).toEqual([{ id: 1, amount: 4, cartProdId: '1', modifiers: [] }]);
  });

  it('gives a line its substitute in the same portions, merging into a line of it', async () => {
    const scope = fork({
      values: [
        [
          $cart,
          [
            { id: 1, amount: 3, cartProdId: '1', modifiers: [] },
            { id: 2, amount: 1, cartProdId: '2', modifiers: [] },
          ],
        ],
      ],
    });
    await allSettled(lineSubstituted, {
      scope,
      params: { cartProdId: '1', addition: { productId: 3, modifiers: [modifier(7, 1)] } },
    });
    expect(scope.getState($cart)).toEqual([
      { id: 2, amount: 1, cartProdId: '2', modifiers: [] },
      { id: 3, amount: 3, cartProdId: '3:7x1', modifiers: [modifier(7, 1)] },
    ]);
    await allSettled(lineSubstituted, {
      scope,
      params: { cartProdId: '2', addition: { productId: 3, modifiers: [modifier(7, 1)] } },
    });
    expect(scope.getState($cart)).toEqual([
      { id: 3, amount: 4, cartProdId: '3:7x1', modifiers: [modifier(7, 1)] },
    ]);
  });

  it('keeps a line within the amount one order line may have', async () => {
    vi.useFakeTimers();
    const { max } = ORDER_LIMITS.lineAmount;
    const scope = fork();
    await settle(
      allSettled(productsAdded, {
        scope,
        params: [
          { productId: 1, amount: max + 5, modifiers: [] },
          { productId: 2, amount: max - 1, modifiers: [] },
          { productId: 2, amount: 3, modifiers: [] },
          { productId: 3, modifiers: [] },
        ],
      }),
    );
    await settle(
      allSettled(amountChanged, { scope, params: { cartProdId: '3', amount: max * 10 } }),
    );
    expect(scope.getState($cart).map(({ amount }) => amount)).toEqual([max, max, max]);
  });

  it('takes no more lines than an order does, and says so', async () => {
    vi.useFakeTimers();
    const full = Array.from({ length: ORDER_LIMITS.lines }, (_, index) => ({
      productId: index + 1,
      modifiers: [],
    }));
    const scope = fork();
    const toasts: ToastContent[] = [];
    createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
    await settle(allSettled(productsAdded, { scope, params: full }));
    expect(scope.getState($cart)).toHaveLength(ORDER_LIMITS.lines);
    expect(toasts).toEqual([]);
    await settle(allSettled(productAdded, { scope, params: { productId: 999, modifiers: [] } }));
    expect(scope.getState($cart)).toHaveLength(ORDER_LIMITS.lines);
    expect(scope.getState($cart).some(({ id }) => id === 999)).toBe(false);
    // An existing line still takes more.
    await settle(allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } }));
    expect(scope.getState($cart)[0]?.amount).toBe(2);
    expect(toasts).toEqual([
      {
        tone: 'info',
        title: {
          key: 'cart.limit-reached',
          values: { lines: ORDER_LIMITS.lines, amount: ORDER_LIMITS.lineAmount.max },
        },
      },
    ]);
  });

  it('survives a reload under the "cart" key and is emptied on demand', async () => {
    await allSettled(productAdded, {
      scope: fork(),
      params: { productId: 7, modifiers: [modifier(1, 1)] },
    });
    const reloaded = fork();
    await allSettled(appStarted, { scope: reloaded });
    expect(reloaded.getState($cart)).toHaveLength(1);
    expect(reloaded.getState($cart)[0]?.modifiers[0]).toMatchObject({ id: 1, count: 1 });
    await allSettled(cartCleared, { scope: reloaded });
    expect(JSON.parse(localStorage.getItem('cart') ?? 'null')).toEqual([]);
  });

  it('discards a stored cart that breaks its schema, with a warning, and starts empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cart', JSON.stringify([{ id: 'seven', amount: -1 }]));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($cartCount)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"cart"'), expect.anything());
  });
});

describe('starting counts (docs/product.md §3)', () => {
  const size = { id: 1, name: 'Size' };
  const option = (id: number, isDefault: boolean, isRequired = true) => ({
    ...modifier(id, 0),
    isRequired,
    isDefault,
    maxOneDish: 1,
    group: size,
  });
  const counts = (modifiers: Parameters<typeof withStartingCounts>[0]) =>
    withStartingCounts(modifiers).map(({ id, count }) => [id, count]);

  it('starts a required modifier at 1 and any other at 0', () => {
    const sauce = { ...modifier(5, 0), isRequired: true, isDefault: true };
    expect(counts([sauce, modifier(6, 0)])).toEqual([
      [5, 1],
      [6, 0],
    ]);
  });

  it('starts one option of a single choice: its default', () => {
    expect(counts([option(11, false), option(12, true), option(13, false)])).toEqual([
      [11, 0],
      [12, 1],
      [13, 0],
    ]);
  });

  it('starts a required choice without a default at its first option, an optional one at none', () => {
    expect(counts([option(11, false), option(12, false)])).toEqual([
      [11, 1],
      [12, 0],
    ]);
    expect(counts([option(11, false, false), option(12, false, false)])).toEqual([
      [11, 0],
      [12, 0],
    ]);
  });
});
