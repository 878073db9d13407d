import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastShown, type ToastContent } from '../ui/toast/model';
import { OFFLINE_READ_KEY, readFailed, readSucceeded } from './read-failures';

const toast = (key: string): ToastContent => ({
  tone: 'error',
  title: { key: 'error.title' },
  detail: { key },
});

const setUp = () => {
  const scope = fork();
  const toasts = vi.fn();
  createWatch({ unit: toastShown, fn: toasts, scope });
  // allSettled also waits for a toast's auto-dismiss timer: the fake clock runs it.
  const settle = async (settled: Promise<unknown>) => {
    await vi.runAllTimersAsync();
    await settled;
  };
  const fail = (key: string) =>
    settle(allSettled(readFailed, { scope, params: { key, toast: toast(`error.${key}`) } }));
  const succeed = (key: string) => settle(allSettled(readSucceeded, { scope, params: key }));
  return { toasts, fail, succeed };
};

describe('read failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a read failing on every retry is told once', async () => {
    const { toasts, fail } = setUp();
    for (let attempt = 0; attempt < 6; attempt += 1) await fail('menu');
    expect(toasts).toHaveBeenCalledOnce();
  });

  it('each failing read is told once, and again only after it recovered', async () => {
    const { toasts, fail, succeed } = setUp();
    await fail('menu');
    await fail('news');
    await fail('menu');
    expect(toasts).toHaveBeenCalledTimes(2);
    await succeed('menu');
    await fail('news');
    expect(toasts).toHaveBeenCalledTimes(2);
    await fail('menu');
    expect(toasts).toHaveBeenCalledTimes(3);
  });

  it('being offline is one toast for every read, told again after the connection came back', async () => {
    const { toasts, fail, succeed } = setUp();
    await fail(OFFLINE_READ_KEY);
    await fail(OFFLINE_READ_KEY);
    expect(toasts).toHaveBeenCalledOnce();
    await succeed('restaurants');
    await fail(OFFLINE_READ_KEY);
    expect(toasts).toHaveBeenCalledTimes(2);
  });
});
