/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RELEASE?: string;
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_MESSENGER_API_URL?: string;
  readonly VITE_HR_API_URL?: string;
  readonly VITE_YANDEX_MAPS_API_KEY?: string;
}
