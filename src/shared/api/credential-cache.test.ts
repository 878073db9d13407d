import { describe, expect, it, vi } from 'vitest';
import { createCredentialCache, REFRESH_MARGIN_MS } from './credential-cache';

describe('credential cache', () => {
  it('shares one request between concurrent callers', async () => {
    const fetchToken = vi.fn(() =>
      Promise.resolve({ value: 'token-1', expiresAt: Date.now() + 900_000 }),
    );
    const cache = createCredentialCache(fetchToken);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cache.get()));
    expect(new Set(tokens)).toEqual(new Set(['token-1']));
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes 30 s before expiry, not earlier', async () => {
    let now = 0;
    let issued = 0;
    const cache = createCredentialCache(
      () => Promise.resolve({ value: `token-${++issued}`, expiresAt: now + 60_000 }),
      () => now,
    );
    expect(await cache.get()).toBe('token-1');
    now = 60_000 - REFRESH_MARGIN_MS - 1;
    expect(await cache.get()).toBe('token-1');
    now = 60_000 - REFRESH_MARGIN_MS;
    expect(await cache.get()).toBe('token-2');
  });

  it('fetches again after being invalidated or after a failed fetch', async () => {
    const fetchToken = vi
      .fn<() => Promise<{ value: string; expiresAt: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ value: 'fresh', expiresAt: Date.now() + 900_000 });
    const cache = createCredentialCache(fetchToken);
    await expect(cache.get()).rejects.toThrow('offline');
    expect(await cache.get()).toBe('fresh');
    cache.invalidate();
    await cache.get();
    expect(fetchToken).toHaveBeenCalledTimes(3);
  });
});
