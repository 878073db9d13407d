import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("resolves in a task of its own, after the current task's microtasks", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await vi.runAllTimersAsync();
    await yielded;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("yields through the browser's scheduler where it has one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
