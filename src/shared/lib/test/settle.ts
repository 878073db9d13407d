import { vi } from 'vitest';

/**
 * Waits for `allSettled`, which also waits for every timer the effects started (a toast's 3 s
 * lifetime, a debounced write): tests run on vitest's fake clock, and this runs them at once.
 */
export const settle = async <T>(settling: Promise<T>) => {
  await vi.runAllTimersAsync();
  return settling;
};
