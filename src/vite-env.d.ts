/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_RELEASE?: string;
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_MESSENGER_API_URL?: string;
  readonly VITE_HR_API_URL?: string;
  readonly VITE_YANDEX_MAPS_API_KEY?: string;
  /** Set by vite.config.ts for every build. */
  readonly VITE_BUILD_ID?: string;
  readonly VITE_VERSION_CHECK_INTERVAL_MS?: string;
  readonly VITE_YANDEX_METRIKA_ID?: string;
  readonly VITE_GOOGLE_TAG_ID?: string;
}
