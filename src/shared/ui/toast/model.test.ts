import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, toastDismissed, toastDisplayed, toastShown } from './model';

describe('toast model', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const error = {
    tone: 'error',
    title: { key: 'error.title' },
    detail: { text: 'Out of dough' },
  } as const;

  it('shows toasts with distinct ids and dismisses one on request', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: error });
    await allSettled(toastShown, { scope, params: error });
    const [first, second] = scope.getState($toasts);
    expect(first?.id).not.toBe(second?.id);
    await allSettled(toastDismissed, { scope, params: first?.id ?? -1 });
    expect(scope.getState($toasts)).toEqual([second]);
  });

  it('removes a toast 3000 ms after the toaster drew it (docs/product.md §9), however late that was', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: error });
    // Raised before the first paint: no time counts until it is on screen.
    await vi.advanceTimersByTimeAsync(10_000);
    const [toast] = scope.getState($toasts);
    expect(toast).toBeDefined();
    const settled = allSettled(toastDisplayed, { scope, params: toast?.id ?? -1 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(scope.getState($toasts)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($toasts)).toHaveLength(0);
  });
});
