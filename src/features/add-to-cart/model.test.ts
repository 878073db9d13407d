// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { $isAdding, addToCartPressed } from './model';

describe('add to cart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('adds after 500 ms, shows progress meanwhile and ignores a second press', async () => {
    const scope = fork();
    const first = allSettled(addToCartPressed, { scope, params: { productId: 1, modifiers: [] } });
    const second = allSettled(addToCartPressed, { scope, params: { productId: 1, modifiers: [] } });
    await vi.advanceTimersByTimeAsync(499);
    expect(scope.getState($isAdding)).toBe(true);
    expect(scope.getState($cart)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await Promise.all([first, second]);
    expect(scope.getState($isAdding)).toBe(false);
    expect(scope.getState($cart)).toEqual([{ id: 1, amount: 1, cartProdId: '1', modifiers: [] }]);
  });
});
