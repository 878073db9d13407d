/** Public build configuration (VITE_* variables). Nothing secret may live here. */
const readString = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/\/+$/, '') : undefined;

const readPositiveNumber = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
};

export const publicConfig = {
  /** Base URLs of the three backends; empty means the same-origin reference backend. */
  mainApiUrl: readString(import.meta.env.VITE_MAIN_API_URL) ?? '',
  messengerApiUrl: readString(import.meta.env.VITE_MESSENGER_API_URL) ?? '',
  hrApiUrl: readString(import.meta.env.VITE_HR_API_URL) ?? '',
  yandexMapsApiKey: readString(import.meta.env.VITE_YANDEX_MAPS_API_KEY),
  sentryDsn: readString(import.meta.env.VITE_SENTRY_DSN),
  release: readString(import.meta.env.VITE_RELEASE),
  /** The id of this build; /version.json names the newest one (written by the build). */
  buildId: import.meta.env.VITE_BUILD_ID ?? 'development',
  /** How often an open tab asks /version.json whether a newer build is out. */
  versionCheckIntervalMs:
    readPositiveNumber(import.meta.env.VITE_VERSION_CHECK_INTERVAL_MS) ?? 300_000,
  yandexMetrikaId: readString(import.meta.env.VITE_YANDEX_METRIKA_ID),
  googleTagId: readString(import.meta.env.VITE_GOOGLE_TAG_ID),
} as const;
