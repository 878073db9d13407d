// The prerendered page of every route in every language, written by the build so the first paint
// needs no JavaScript: <html lang>, title, description, canonical and hreflang alternates, and
// the first screen as a first-time visitor's browser renders it (src/app/prerender.tsx). The app
// renders the same markup over it when it starts, so nothing moves; until then it is inert.
import { JSDOM } from 'jsdom';
import {
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import { ROUTES, type RouteName } from '@pizza-order-app/contract/config/routes';
import {
  PRERENDERED_ATTRIBUTE,
  shellFile,
  shellPath,
  type FirstVisits,
  type FirstVisitScreen,
} from '@pizza-order-app/contract/config/shell-path';
import {
  alternatePaths,
  localizePath,
  manifestPath,
} from '@pizza-order-app/contract/i18n/language-path';
import {
  APP_LOAD_FAILED_TEMPLATE_ID,
  APP_PRELOADS_TEMPLATE_ID,
  FIRST_VISIT_PRELOADS_TEMPLATE_ID,
} from '../../src/shared/config/constants';
import { FIRST_VISIT_SCRIPT } from './first-visit';

const isDynamic = (route: RouteName) => ROUTES[route].includes(':');

/**
 * The files a shell needs: the chunks it should start downloading at once (its screen's and its
 * messages', and those of the modules the screen loads on demand before it renders) and the
 * stylesheets those chunks bring.
 */
export type ChunksOf = (
  route: RouteName,
  language: Language,
  onDemand?: readonly string[],
) => readonly string[];

type Tag = readonly [name: string, attributes: Readonly<Record<string, string>>, text?: string];

const headTags = ({ route, language, title, description }: FirstVisitScreen): Tag[] => {
  const tags: Tag[] = [
    ['script', {}, FIRST_VISIT_SCRIPT],
    ['link', { rel: 'manifest', href: manifestPath(language) }],
    ['title', { [PRERENDERED_ATTRIBUTE]: '' }, title],
    ['meta', { [PRERENDERED_ATTRIBUTE]: '', name: 'description', content: description }],
  ];
  // A generic shell of a route with parameters stands for many URLs: no canonical of its own.
  if (isDynamic(route)) return tags;
  const path = ROUTES[route];
  return [
    ...tags,
    ['link', { [PRERENDERED_ATTRIBUTE]: '', rel: 'canonical', href: localizePath(path, language) }],
    ...alternatePaths(path).map(({ hreflang, href }): Tag => [
      'link',
      { [PRERENDERED_ATTRIBUTE]: '', rel: 'alternate', hreflang, href },
    ]),
  ];
};

/**
 * A route's first screen, inert until the app takes over, with the placeholder shown in its
 * place to a visitor who will see another screen (see first-visit.ts) at the top of <main>.
 */
const writeFirstScreen = (
  root: Element,
  { route, html }: FirstVisitScreen,
  placeholder: string,
) => {
  root.innerHTML = `<div class="first-visit" inert aria-hidden="true">${html}</div>`;
  const main = root.querySelector('main.layout__content');
  if (!main) throw new Error('prerender: the layout renders no <main>');
  main.insertAdjacentHTML('afterbegin', `<div class="prerender-placeholder">${placeholder}</div>`);
  // A shell with parameters stands for every value: its language links lead to the home pages
  // rather than to the placeholder path it was rendered at.
  if (!isDynamic(route)) return;
  for (const language of LANGUAGES)
    for (const link of root.querySelectorAll(`a[href="${shellPath(route, language)}"]`))
      link.setAttribute('href', localizePath('/', language));
};

const isStylesheet = (file: string) => file.endsWith('.css');

/**
 * The stylesheets of the screen the page shows, in its head after the app's own: its first paint
 * is styled like the app's (an on-demand screen's CSS comes with its chunk, which the app loads
 * later), and Vite's loader finds them there rather than adding them again.
 */
const linkStyles = (document: Document, files: readonly string[]) => {
  const after = [...document.head.querySelectorAll('link[rel="stylesheet"]')].at(-1);
  const links = files
    .filter(isStylesheet)
    .filter((file) => !document.querySelector(`link[href="/${file}"]`))
    .map((file) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.setAttribute('crossorigin', '');
      link.href = `/${file}`;
      return link;
    });
  if (after) after.after(...links);
  else document.head.append(...links);
};

/** Every shell as [file under dist/, html], built from the bundled index.html. */
export const prerenderShells = (
  indexHtml: string,
  chunksOf: ChunksOf,
  { screens, placeholder, loadFailed }: FirstVisits,
) =>
  screens.map((screen) => {
    const { route, language } = screen;
    const dom = new JSDOM(indexHtml);
    const { document } = dom.window;
    document.documentElement.lang = LANGUAGE_INFO[language].tag;
    for (const [name, attributes, text] of headTags(screen)) {
      const tag = document.createElement(name);
      for (const [attribute, value] of Object.entries(attributes))
        tag.setAttribute(attribute, value);
      if (text !== undefined) tag.textContent = text;
      document.head.append(tag);
    }
    const root = document.getElementById('root');
    if (!root) throw new Error('prerender: index.html has no #root');
    writeFirstScreen(root, screen, placeholder);
    linkStyles(document, chunksOf(screen.shows, language, screen.onDemand));
    // Listed so the downloads start together rather than as a waterfall behind the entry, but
    // inside a template: they start once the page has painted (src/main.tsx), not before. A
    // first visit gets those of the screen it sees, which may be another (see FirstVisitScreen).
    const preloads = (id: string, ...chunks: Parameters<ChunksOf>) => {
      const links = chunksOf(...chunks)
        .filter((file) => !isStylesheet(file))
        .filter((file) => !document.querySelector(`[src="/${file}"], [href="/${file}"]`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      return `<template id="${id}">${links.join('')}</template>`;
    };
    root.insertAdjacentHTML(
      'afterend',
      preloads(APP_PRELOADS_TEMPLATE_ID, route, language) +
        (screen.shows === route && screen.onDemand.length === 0
          ? ''
          : preloads(FIRST_VISIT_PRELOADS_TEMPLATE_ID, screen.shows, language, screen.onDemand)) +
        `<template id="${APP_LOAD_FAILED_TEMPLATE_ID}">${loadFailed[language]}</template>`,
    );
    // The serializer writes a no-break space as an entity; the edge matches the formatted dates
    // of a list's stand-in cards as text (functions/lib/first-visit-list.ts).
    return [
      shellFile(shellPath(route, language)),
      dom.serialize().replaceAll('&nbsp;', '\u00a0'),
    ] as const;
  });
