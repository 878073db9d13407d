/** Public build configuration (VITE_* variables). Nothing secret may live here. */
const readString = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/\/+$/, '') : undefined;

export const publicConfig = {
  /** Base URLs of the three backends; empty means the same-origin reference backend. */
  mainApiUrl: readString(import.meta.env.VITE_MAIN_API_URL) ?? '',
  messengerApiUrl: readString(import.meta.env.VITE_MESSENGER_API_URL) ?? '',
  hrApiUrl: readString(import.meta.env.VITE_HR_API_URL) ?? '',
  yandexMapsApiKey: readString(import.meta.env.VITE_YANDEX_MAPS_API_KEY),
  sentryDsn: readString(import.meta.env.VITE_SENTRY_DSN),
  release: readString(import.meta.env.VITE_RELEASE),
} as const;
