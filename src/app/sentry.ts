type CaptureException = (error: unknown, hint?: { extra?: Record<string, unknown> }) => string;

let captureException: Promise<CaptureException> | undefined;

/** Loads Sentry on demand; called only when a DSN is configured, so others never download it. */
export const initSentry = (dsn: string, release: string | undefined) => {
  captureException = import('@sentry/react').then((sentry) => {
    sentry.init({
      dsn,
      ...(release ? { release } : {}),
      integrations: [sentry.browserTracingIntegration(), sentry.replayIntegration()],
      // Spec §9: traces 100 %, session replays 10 %, replays on error 100 %.
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    return sentry.captureException;
  });
};

export const reportError = (error: unknown, componentStack?: string) => {
  void captureException?.then((capture) => capture(error, { extra: { componentStack } }));
};
