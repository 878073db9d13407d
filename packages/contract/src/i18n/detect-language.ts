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

/** docs/product.md §4: the browser's full tags are matched first, then their language parts only. */
export const matchBrowserLanguage = (tags: readonly string[]): Language | undefined =>
  tags.map(byFullTag).find(Boolean) ?? tags.map(byLanguagePart).find(Boolean);

/**
 * The language tags of an Accept-Language header, most preferred first ('en-GB,en;q=0.9,ru;q=0.8'
 * → en-GB, en, ru): what the edge has in place of `navigator.languages`.
 */
export const acceptedLanguages = (header: string): string[] =>
  header
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, weight: quality ? Number(quality.slice(2)) : 1 };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);

/** docs/product.md §4: route, then the cookie, then the browser, then Russian. */
export const detectLanguage = ({ route, cookie, browser }: LanguageSources): Language =>
  route ??
  (isLanguage(cookie) ? cookie : undefined) ??
  matchBrowserLanguage(browser) ??
  DEFAULT_LANGUAGE;
