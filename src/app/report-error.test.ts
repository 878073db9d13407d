import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, startSentry } from './report-error';

const mocked = vi.hoisted(() => ({
  initSentry: vi.fn(),
  captureException: vi.fn(),
  config: { sentryDsn: undefined as string | undefined, release: 'r1' },
}));
vi.mock('./sentry', () => ({
  initSentry: mocked.initSentry,
  captureException: mocked.captureException,
}));
vi.mock('../shared/config/env', () => ({ publicConfig: mocked.config }));

afterEach(() => {
  vi.clearAllMocks();
  mocked.config.sentryDsn = undefined;
});

describe('Sentry on demand', () => {
  it('without a DSN, neither starts nor reports', async () => {
    startSentry();
    reportError(new Error('boom'), 'at Menu');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocked.initSentry).not.toHaveBeenCalled();
    expect(mocked.captureException).not.toHaveBeenCalled();
  });

  it('with a DSN, starts with the release and reports a caught error with its component stack', async () => {
    mocked.config.sentryDsn = 'https://key@sentry.example/1';
    startSentry();
    await vi.waitFor(() =>
      expect(mocked.initSentry).toHaveBeenCalledWith('https://key@sentry.example/1', 'r1'),
    );
    const error = new Error('boom');
    reportError(error, 'at Menu');
    await vi.waitFor(() =>
      expect(mocked.captureException).toHaveBeenCalledWith(error, {
        extra: { componentStack: 'at Menu' },
      }),
    );
  });
});
