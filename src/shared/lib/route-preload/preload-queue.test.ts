import { describe, expect, it, vi } from 'vitest';
import { createPreloadQueue } from './preload-queue';

const deferred = () => {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('preload queue', () => {
  it('runs at most the limit at once and starts the next as one finishes', async () => {
    const queue = createPreloadQueue(4);
    const downloads = Array.from({ length: 6 }, deferred);
    const loads = downloads.map(({ promise }) => vi.fn(() => promise));
    loads.forEach((load, index) => queue.enqueue(`screen-${index}`, load));
    await vi.waitFor(() =>
      expect(loads.filter((load) => load.mock.calls.length > 0)).toHaveLength(4),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.filter((load) => load.mock.calls.length > 0)).toHaveLength(4);
    downloads[0]?.resolve();
    downloads[1]?.reject(new Error('offline'));
    await vi.waitFor(() => expect(loads.every((load) => load.mock.calls.length === 1)).toBe(true));
  });

  it('downloads each key once', async () => {
    const queue = createPreloadQueue(4);
    const load = vi.fn(() => Promise.resolve());
    queue.enqueue('news', load);
    queue.enqueue('news', load);
    await Promise.resolve();
    queue.enqueue('news', load);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
