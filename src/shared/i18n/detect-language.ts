import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  isLanguage,
  type Language,
} from '../config/languages';

export interface LanguageSources {
  /** The language named by the URL prefix; null when the path has none. */
  readonly route: Language | null;
  /** The `i18n_redirected` cookie value, if any. */
  readonly cookie: string | undefined;
  /** `navigator.languages` (or the Accept-Language tags), most preferred first. */
  readonly browser: readonly string[];
}

const byFullTag = (tag: string) =>
  LANGUAGES.find((language) => LANGUAGE_INFO[language].tag.toLowerCase() === tag.toLowerCase());

const byLanguagePart = (tag: string) => {
  const part = tag.split('-')[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === part);
};

/** Spec §4: the browser's full tags are matched first, then their language parts only. */
export const matchBrowserLanguage = (tags: readonly string[]): Language | undefined =>
  tags.map(byFullTag).find(Boolean) ?? tags.map(byLanguagePart).find(Boolean);

/** Spec §4: route, then the cookie, then the browser, then Russian. */
export const detectLanguage = ({ route, cookie, browser }: LanguageSources): Language =>
  route ??
  (isLanguage(cookie) ? cookie : undefined) ??
  matchBrowserLanguage(browser) ??
  DEFAULT_LANGUAGE;
