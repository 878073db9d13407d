import { readPositiveNumber, readString } from './read-env';

/**
 * Public build configuration (VITE_* variables) read only by code that loads after the first
 * screen: the checks for a newer build and analytics. Nothing secret may live here.
 */
export const laterConfig = {
  /** The id of this build; /version.json names the newest one (written by the build). */
  buildId: import.meta.env.VITE_BUILD_ID ?? 'development',
  /** How often an open tab asks /version.json whether a newer build is out. */
  versionCheckIntervalMs:
    readPositiveNumber(import.meta.env.VITE_VERSION_CHECK_INTERVAL_MS) ?? 300_000,
  yandexMetrikaId: readString(import.meta.env.VITE_YANDEX_METRIKA_ID),
  googleTagId: readString(import.meta.env.VITE_GOOGLE_TAG_ID),
} as const;
