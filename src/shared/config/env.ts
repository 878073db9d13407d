/** Public build configuration (VITE_* variables). Nothing secret may live here. */
const readString = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const publicConfig = {
  sentryDsn: readString(import.meta.env.VITE_SENTRY_DSN),
  release: readString(import.meta.env.VITE_RELEASE),
} as const;
