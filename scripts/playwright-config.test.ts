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

  // Should a retry come back (`--retries 2` on the command line), a test that needed it fails.
  it.each([['1'], ['']])('fails the run on a flaky test (CI=%j)', async (ci) => {
    vi.stubEnv('CI', ci);
    const { default: config } = await import('../playwright.config');
    expect(config.failOnFlakyTests).toBe(true);
  });

  it('keeps visual baselines at a path without the platform or project in it', async () => {
    const { default: config } = await import('../playwright.config');
    expect(config.snapshotPathTemplate).toBe(
      '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
    );
  });

  // An older Chromium draws the baselines otherwise: the run stops once, naming the one it needs.
  it('checks the browser’s version before any spec', async () => {
    const { default: config } = await import('../playwright.config');
    // First: a browser too old stops the run before the second server starts.
    expect(config.globalSetup).toEqual([
      './tests/e2e/support/browser-check.ts',
      './tests/e2e/support/core-server.ts',
    ]);
  });
});
