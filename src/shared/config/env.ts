import { readString } from './read-env';

/**
 * Public build configuration (VITE_* variables) the first screen needs. Nothing secret may live
 * here; what only later code reads is in `later-env.ts`, out of every first download.
 */
export const publicConfig = {
  /** Base URLs of the three backends; empty means the same-origin reference backend. */
  mainApiUrl: readString(import.meta.env.VITE_MAIN_API_URL) ?? '',
  messengerApiUrl: readString(import.meta.env.VITE_MESSENGER_API_URL) ?? '',
  hrApiUrl: readString(import.meta.env.VITE_HR_API_URL) ?? '',
  yandexMapsApiKey: readString(import.meta.env.VITE_YANDEX_MAPS_API_KEY),
  sentryDsn: readString(import.meta.env.VITE_SENTRY_DSN),
  release: readString(import.meta.env.VITE_RELEASE),
} as const;
