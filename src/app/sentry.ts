// Loaded on demand (report-error.ts), only when a DSN is configured, so others never download it.
import { browserTracingIntegration, init, replayIntegration } from '@sentry/react';

export { captureException } from '@sentry/react';

export const initSentry = (dsn: string, release: string | undefined) => {
  init({
    dsn,
    ...(release ? { release } : {}),
    integrations: [browserTracingIntegration(), replayIntegration()],
    // docs/product.md §9: traces 100 %, session replays 10 %, replays on error 100 %.
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
};
