import { publicConfig } from '../shared/config/env';

/**
 * Sentry's code, only when a DSN is configured: started by the app, then reporting what the error
 * boundary catches (the import resolves in call order, so the start comes first).
 */
const withSentry = (use: (sentry: typeof import('./sentry'), dsn: string) => void) => {
  const dsn = publicConfig.sentryDsn;
  if (!dsn) return;
  import('./sentry').then(
    (sentry) => use(sentry, dsn),
    () => undefined,
  );
};

export const startSentry = () =>
  withSentry((sentry, dsn) => sentry.initSentry(dsn, publicConfig.release));

export const reportError = (error: unknown, componentStack?: string) =>
  withSentry((sentry) => void sentry.captureException(error, { extra: { componentStack } }));
