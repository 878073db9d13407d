import { splitLanguagePath } from '../i18n/language-path';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { matchRoute, ROUTES, type RouteName } from './routes';

/**
 * The path whose prerendered shell the build writes for a route in a language. A route with
 * parameters gets one generic shell, named after them: '/news/:id' → '/en/news/id'.
 */
export const shellPath = (route: RouteName, language: Language) => {
  const base = language === DEFAULT_LANGUAGE ? '' : `/${language}`;
  const path = ROUTES[route].replace(/:/g, '');
  return path === '/' ? base || '/' : `${base}${path}`;
};

/** The shell that serves a requested path, or null when no screen lives there. */
export const shellPathOf = (pathname: string) => {
  const { language, path } = splitLanguagePath(pathname);
  const route = matchRoute(path);
  return route ? shellPath(route, language ?? DEFAULT_LANGUAGE) : null;
};

/** The file Cloudflare Pages serves for a shell path without a redirect: '/en/news' → 'en/news.html'. */
export const shellFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** The kebab-case name of a route: its folder under src/pages (newsItem → news-item). */
export const routeSlug = (route: RouteName) =>
  route.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

/** Marks the <head> tags of a prerendered shell, which the app replaces with its own. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** A route's first screen as a first-time visitor's browser renders it, prerendered by the build. */
export interface FirstVisitScreen {
  readonly route: RouteName;
  /** The route whose screen a first visit sees: `route`, or where its middleware sends them. */
  readonly shows: RouteName;
  /** The modules (by path in the repository) that screen loads on demand before it renders. */
  readonly onDemand: readonly string[];
  readonly language: Language;
  readonly html: string;
  /** The page's title and description, as the messages of its language give them. */
  readonly title: string;
  readonly description: string;
}

export interface FirstVisits {
  readonly screens: readonly FirstVisitScreen[];
  /** What a returning visitor sees instead of the first visit's screen until the app renders. */
  readonly placeholder: string;
  /** By language: the notice a page shows when the app's code cannot load even after a reload. */
  readonly loadFailed: Readonly<Record<Language, string>>;
}
