// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $isCartOpen } from '../features/cart';
import { repeatAddedToCart } from '../features/repeat-order';
import './model';

afterEach(() => localStorage.clear());

describe('the app’s wiring', () => {
  it('shows the cart once a repeated order is back in it', async () => {
    const scope = fork();
    await allSettled(repeatAddedToCart, { scope });
    expect(scope.getState($isCartOpen)).toBe(true);
  });
});
