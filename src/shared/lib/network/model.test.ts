// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isOnline, requestAnswered, requestFailedAtNetwork } from './model';
import { NETWORK_PROBE_INTERVAL_MS, probeNetworkFx, watchConnectionFx } from './watch';

describe('the connection, decided by what the network does', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts offline when the device has no connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const scope = fork();
    await allSettled(watchConnectionFx, { scope });
    expect(scope.getState($isOnline)).toBe(false);
  });

  it('is offline once a request finds no network, though the browser says it is online', async () => {
    const scope = fork();
    expect(navigator.onLine).toBe(true);
    await allSettled(requestFailedAtNetwork, { scope });
    expect(scope.getState($isOnline)).toBe(false);
    await allSettled(requestAnswered, { scope });
    expect(scope.getState($isOnline)).toBe(true);
  });

  it('while the network fails, probes it until it answers; never while it works', async () => {
    const probe = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(undefined);
    const scope = fork({ handlers: [[probeNetworkFx, probe]] });
    await allSettled(watchConnectionFx, { scope });
    await vi.advanceTimersByTimeAsync(NETWORK_PROBE_INTERVAL_MS * 3);
    expect(probe).not.toHaveBeenCalled();

    await allSettled(requestFailedAtNetwork, { scope });
    await vi.advanceTimersByTimeAsync(NETWORK_PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(scope.getState($isOnline)).toBe(false);
    await vi.advanceTimersByTimeAsync(NETWORK_PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(scope.getState($isOnline)).toBe(true);
    await vi.advanceTimersByTimeAsync(NETWORK_PROBE_INTERVAL_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('takes the browser’s offline for certain, and its online as a reason to look', async () => {
    const probe = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
    const scope = fork({ handlers: [[probeNetworkFx, probe]] });
    await allSettled(watchConnectionFx, { scope });
    window.dispatchEvent(new Event('offline'));
    expect(scope.getState($isOnline)).toBe(false);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(scope.getState($isOnline)).toBe(true);
  });
});
