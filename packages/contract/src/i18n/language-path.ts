import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../config/languages';
import { sameOriginPath } from '../lib/navigation/same-origin-path';

/** A URL path split into the language its prefix names (null: no prefix) and the rest. */
export interface LanguagePath {
  readonly language: Language | null;
  readonly path: string;
}

export const splitLanguagePath = (pathname: string): LanguagePath => {
  const [, first = '', ...rest] = pathname.split('/');
  const prefixed = LANGUAGES.find(
    (language) => language !== DEFAULT_LANGUAGE && language === first,
  );
  if (!prefixed) return { language: null, path: pathname || '/' };
  return { language: prefixed, path: `/${rest.join('/')}` };
};

/** The base path of a language: '' for Russian, '/en' and '/uz' for the others. */
export const languageBase = (language: Language) =>
  language === DEFAULT_LANGUAGE ? '' : `/${language}`;

/**
 * The same screen in another language: '/news' → '/en/news', '/en/' → '/en'. Every redirect and
 * language link is built here, so the path always stays on this site ('//evil.example' →
 * '/evil.example'; see sameOriginPath).
 */
export const localizePath = (path: string, language: Language) => {
  const base = languageBase(language);
  const onSite = sameOriginPath(path);
  return onSite === '/' ? base || '/' : `${base}${onSite}`;
};

/**
 * The hreflang alternates of a page: the same path in every language, and the default language's
 * for any other (x-default).
 */
export const alternatePaths = (path: string) => [
  ...LANGUAGES.map((language) => ({ hreflang: language, href: localizePath(path, language) })),
  { hreflang: 'x-default', href: localizePath(path, DEFAULT_LANGUAGE) },
];

/** Where a language's web app manifest is served: each language installs as an app of its own. */
export const manifestPath = (language: Language) =>
  `${languageBase(language)}/manifest.webmanifest`;
