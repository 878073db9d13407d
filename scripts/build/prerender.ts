// The prerendered page of every route in every language, written by the build so the first paint
// needs no JavaScript: <html lang>, title, description, canonical and hreflang alternates, and
// the first screen as a first-time visitor's browser renders it (src/app/prerender.tsx). The app
// renders the same markup over it when it starts, so nothing moves; until then it is inert.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '../../src/shared/config/languages';
import { ROUTES, type RouteName } from '../../src/shared/config/routes';
import {
  PRERENDERED_ATTRIBUTE,
  shellFile,
  shellPath,
  type FirstVisits,
  type FirstVisitScreen,
} from '../../src/shared/config/shell-path';
import { localizePath, manifestPath } from '../../src/shared/i18n/language-path';
import { escapeHtml } from '../../src/shared/lib/escape-html';
import {
  APP_LOAD_FAILED_TEMPLATE_ID,
  APP_PRELOADS_TEMPLATE_ID,
} from '../../src/shared/config/constants';
import { FIRST_VISIT_SCRIPT } from './first-visit';

const isDynamic = (route: RouteName) => ROUTES[route].includes(':');

const head = ({ route, language, title, description }: FirstVisitScreen) => {
  const mark = PRERENDERED_ATTRIBUTE;
  const tags = [
    `<title ${mark}>${escapeHtml(title)}</title>`,
    `<meta ${mark} name="description" content="${escapeHtml(description)}" />`,
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

/** The chunks a shell should start downloading at once: its screen's and its messages'. */
export type ChunksOf = (route: RouteName, language: Language) => readonly string[];

/**
 * A route's first screen, inert until the app takes over, with the placeholder shown in its
 * place to a visitor who will see another screen (see first-visit.ts) at the top of <main>.
 */
const firstScreen = (route: RouteName, html: string, placeholder: string) => {
  const main = /<main class="layout__content"[^>]*>/.exec(html)?.[0];
  if (!main) throw new Error('prerender: the layout renders no <main>');
  // A shell with parameters stands for every value: its language links lead to the home pages
  // rather than to the placeholder path it was rendered at.
  const links = isDynamic(route)
    ? LANGUAGES.reduce(
        (markup, lang) =>
          markup.replaceAll(
            `href="${shellPath(route, lang)}"`,
            `href="${localizePath('/', lang)}"`,
          ),
        html,
      )
    : html;
  const withPlaceholder = links.replace(
    main,
    `${main}<div class="prerender-placeholder">${placeholder}</div>`,
  );
  return `<div class="first-visit" inert aria-hidden="true">${withPlaceholder}</div>`;
};

/** Every shell as [file under dist/, html], built from the bundled index.html. */
export const prerenderShells = (
  indexHtml: string,
  chunksOf: ChunksOf,
  { screens, placeholder, loadFailed }: FirstVisits,
) =>
  screens.map((screen) => {
    const { route, language } = screen;
    // Listed so the downloads start together rather than as a waterfall behind the entry, but
    // inside a template: they start once the page has painted (src/main.tsx), not before.
    const preloads = chunksOf(route, language)
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    const html = indexHtml
      .replace(/<html lang="[^"]*"/, `<html lang="${LANGUAGE_INFO[language].tag}"`)
      .replace(
        '</head>',
        `  ${[
          `<script>${FIRST_VISIT_SCRIPT}</script>`,
          `<link rel="manifest" href="${manifestPath(language)}" />`,
          head(screen),
        ].join('\n    ')}\n  </head>`,
      )
      .replace(
        '<div id="root"></div>',
        [
          `<div id="root">${firstScreen(route, screen.html, placeholder)}</div>`,
          `<template id="${APP_PRELOADS_TEMPLATE_ID}">${preloads.join('')}</template>`,
          `<template id="${APP_LOAD_FAILED_TEMPLATE_ID}">${loadFailed[language]}</template>`,
        ].join(''),
      );
    return [shellFile(shellPath(route, language)), html] as const;
  });
