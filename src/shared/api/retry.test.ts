import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { retryWithBackoff } from './retry';

describe('retry with backoff', () => {
  it('retries transient failures and returns the first success', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('http', 503))
      .mockResolvedValue('saved');
    await expect(retryWithBackoff(attempt, [1, 1])).resolves.toBe('saved');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the last delay and never retries a refusal', async () => {
    const failing = vi.fn(() => Promise.reject(new ApiError('timeout', 0)));
    await expect(retryWithBackoff(failing, [1, 1])).rejects.toThrow('timeout');
    expect(failing).toHaveBeenCalledTimes(3);
    const refused = vi.fn(() => Promise.reject(new ApiError('http', 401)));
    await expect(retryWithBackoff(refused, [1, 1])).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
