import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, toastDismissed, toastShown } from './model';

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
    // allSettled also waits for the auto-dismiss timers, so the fake clock is run at the end.
    const shown = [
      allSettled(toastShown, { scope, params: error }),
      allSettled(toastShown, { scope, params: error }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    const [first, second] = scope.getState($toasts);
    expect(first?.id).not.toBe(second?.id);
    const dismissed = allSettled(toastDismissed, { scope, params: first?.id ?? -1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toasts)).toEqual([second]);
    await vi.runAllTimersAsync();
    await Promise.all([...shown, dismissed]);
  });

  it('removes a toast after 3000 ms (docs/product.md §9)', async () => {
    const scope = fork();
    const settled = allSettled(toastShown, { scope, params: error });
    await vi.advanceTimersByTimeAsync(2999);
    expect(scope.getState($toasts)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($toasts)).toHaveLength(0);
  });
});
