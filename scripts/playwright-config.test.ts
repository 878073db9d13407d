// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('playwright config', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // A test that passes only on a second try is flaky; a retry would hide it, in CI above all.
  it.each([['1'], ['']])('never retries a failed test (CI=%j)', async (ci) => {
    vi.stubEnv('CI', ci);
    const { default: config } = await import('../playwright.config');
    expect(config.retries).toBe(0);
  });
});
