// The static shell of every route in every language, written by the build so the first paint
// needs no JavaScript: <html lang>, title, description, canonical and hreflang alternates, and
// the layout frame (header, navigation, a placeholder where the screen goes, footer). The app
// replaces the frame with the same markup when it starts, so nothing moves.
import { NAVIGATION, FOOTER_LINKS } from '../../src/app/layout/navigation';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '../../src/shared/config/languages';
import { ROUTES, type RouteName } from '../../src/shared/config/routes';
import { PRERENDERED_ATTRIBUTE, shellFile, shellPath } from '../../src/shared/config/shell-path';
import { localizePath } from '../../src/shared/i18n/language-path';

type Messages = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const translator =
  (messages: Messages) =>
  (key: string, values: Record<string, string> = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
    if (typeof text !== 'string') throw new Error(`prerender: no message ${key}`);
    return escapeHtml(text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));
  };

/**
 * The kebab-case name of a route: its i18n key prefix and its folder under src/pages
 * (newsItem → news-item).
 */
export const routeSlug = (route: RouteName) =>
  route.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

const isDynamic = (route: RouteName) => ROUTES[route].includes(':');

const head = (route: RouteName, language: Language, t: ReturnType<typeof translator>) => {
  const mark = PRERENDERED_ATTRIBUTE;
  const prefix = routeSlug(route);
  const tags = [
    `<title ${mark}>${t(`${prefix}.title`)} — ${t('app.name')}</title>`,
    `<meta ${mark} name="description" content="${t(`${prefix}.description`)}" />`,
  ];
  // A generic shell of a route with parameters stands for many URLs: no canonical of its own.
  if (!isDynamic(route)) {
    const path = ROUTES[route];
    tags.push(`<link ${mark} rel="canonical" href="${localizePath(path, language)}" />`);
    for (const lang of LANGUAGES) {
      tags.push(
        `<link ${mark} rel="alternate" hreflang="${lang}" href="${localizePath(path, lang)}" />`,
      );
    }
    tags.push(
      `<link ${mark} rel="alternate" hreflang="x-default" href="${localizePath(path, DEFAULT_LANGUAGE)}" />`,
    );
  }
  return tags.join('\n    ');
};

const frame = (
  route: RouteName,
  language: Language,
  t: ReturnType<typeof translator>,
  year: number,
) => {
  const link = (href: string) => localizePath(href, language);
  const current = ROUTES[route];
  const navigation = NAVIGATION.map(({ href, key }) => {
    const active = href === current ? ' site-nav__link--active' : '';
    return `<a href="${link(href)}" class="site-nav__link${active}">${t(key)}</a>`;
  }).join('');
  const languages = LANGUAGES.map((lang) => {
    const { tag, nativeName } = LANGUAGE_INFO[lang];
    const currentAttribute = lang === language ? ' aria-current="true"' : '';
    return `<a href="${localizePath(isDynamic(route) ? '/' : current, lang)}" lang="${tag}" hreflang="${lang}" aria-label="${escapeHtml(nativeName)}" title="${escapeHtml(nativeName)}"${currentAttribute} class="language-switcher__item">${lang.toUpperCase()}</a>`;
  }).join('');
  const footerLinks = FOOTER_LINKS.map(
    ({ href, key }) => `<a href="${link(href)}">${t(key)}</a>`,
  ).join(' · ');
  const rows = '<div class="skeleton__row"></div>'.repeat(6);
  return [
    '<div class="layout">',
    '<header class="site-header"><div class="site-header__bar">',
    `<a href="${link('/')}" class="site-header__logo" aria-label="${t('app.home')}"><img src="/logo.svg" alt="" width="32" height="32" /><span>${t('app.name')}</span></a>`,
    `<nav class="language-switcher" aria-label="${t('layout.language')}">${languages}</nav>`,
    `<span class="cart-button" aria-hidden="true">${t('nav.cart')}<span class="cart-button__count">0</span></span>`,
    `</div><nav class="site-nav" aria-label="${t('layout.navigation')}">${navigation}</nav></header>`,
    `<main class="layout__content"><div class="skeleton" role="progressbar" aria-busy="true" aria-label="${t('common.loading')}">${rows}</div></main>`,
    `<footer class="site-footer"><p>${t('footer.tagline')}</p><p>${footerLinks}</p><p class="site-footer__copy">${t('footer.copyright', { year: String(year) })}</p></footer>`,
    '</div>',
  ].join('');
};

/** The chunks a shell should start downloading at once: its screen's and its messages'. */
export type ChunksOf = (route: RouteName, language: Language) => readonly string[];

/** Every shell as [file under dist/, html], built from the bundled index.html. */
export const prerenderShells = (
  indexHtml: string,
  messages: Readonly<Record<Language, Messages>>,
  chunksOf: ChunksOf,
  year = new Date().getFullYear(),
) =>
  LANGUAGES.flatMap((language) => {
    const t = translator(messages[language]);
    return (Object.keys(ROUTES) as RouteName[]).map((route) => {
      // Without these the browser learns of them only after the entry has run: a waterfall.
      const preloads = chunksOf(route, language)
        .filter((file) => !indexHtml.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
      const html = indexHtml
        .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_INFO[language].tag}"`)
        .replace(
          '</head>',
          `  ${[...preloads, head(route, language, t)].join('\n    ')}\n  </head>`,
        )
        .replace(
          '<div id="root"></div>',
          `<div id="root">${frame(route, language, t, year)}</div>`,
        );
      return [shellFile(shellPath(route, language)), html] as const;
    });
  });
