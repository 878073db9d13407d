/** The site's languages. Russian is the default and has no URL prefix. */
export const LANGUAGES = ['ru', 'en', 'uz'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

interface LanguageInfo {
  /** BCP 47 tag, used for `<html lang>`, hreflang and browser matching. */
  readonly tag: string;
  /** The language's own name, shown in the switcher. */
  readonly nativeName: string;
  /** The numeric code the main API expects in `Language` / `language`. */
  readonly apiCode: 1 | 2 | 3;
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  ru: { tag: 'ru-RU', nativeName: 'Русский', apiCode: 2 },
  en: { tag: 'en-US', nativeName: 'English', apiCode: 3 },
  uz: { tag: 'uz-UZ', nativeName: "O'zbekcha", apiCode: 1 },
};

/**
 * The language the customer chose, also kept in the app's storage: Telegram's web client frames
 * the app on another site, where the cookie is never kept.
 */
export const LANGUAGE_CHOICE_KEY = 'language';

export const LANGUAGE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeSeconds: 365 * 24 * 60 * 60,
} as const;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
