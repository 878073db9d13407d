import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@pizza-order-app/contract/config/languages';
import { ROUTES, type RouteName } from '@pizza-order-app/contract/config/routes';
import type { FirstVisits } from '@pizza-order-app/contract/config/shell-path';
import { FIRST_VISIT_SCRIPT } from './first-visit';
import { prerenderShells } from './prerender';

const INDEX = `<!doctype html>
<html lang="ru-RU">
  <head>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const messages = {
  ru: JSON.parse(readFileSync('locales/ru.json', 'utf8')) as Record<string, unknown>,
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, unknown>,
  uz: JSON.parse(readFileSync('locales/uz.json', 'utf8')) as Record<string, unknown>,
};

const PLACEHOLDER = '<div class="skeleton"></div>';

/** A message as src/app/prerender.tsx reads it for a shell's head. */
const message = (language: Language, key: string) =>
  String(
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages[language]),
  );

// Stand-ins for what src/app/prerender.tsx renders: a layout whose main names the route.
const firstVisits = (
  screen = (route: RouteName) => `<main class="layout__content">${route}</main>`,
) =>
  ({
    screens: (Object.keys(ROUTES) as RouteName[]).flatMap((route) =>
      LANGUAGES.map((language) => ({
        route,
        // As the order route's middleware sends a first visit (an empty cart) to the menu, whose
        // first visit draws the place picker.
        shows: route === 'order' ? ('menu' as const) : route,
        onDemand: route === 'order' || route === 'menu' ? ['src/picker.tsx'] : [],
        language,
        html: `<div class="layout">${screen(route)}</div>`,
        title: `${message(language, `${route}.title`)} — ${message(language, 'app.name')}`,
        description: message(language, `${route}.description`),
      })),
    ),
    placeholder: PLACEHOLDER,
    loadFailed: {
      ru: '<p>Не загрузилось</p>',
      en: '<p>Could not load</p>',
      uz: '<p>Yuklanmadi</p>',
    },
  }) satisfies FirstVisits;

const chunksOf = (route: RouteName, language: string, onDemand: readonly string[] = []) =>
  route === 'news' || route === 'order' || route === 'menu'
    ? [`assets/${route}.js`, `assets/${language}.js`, ...onDemand.map(() => 'assets/picker.js')]
    : [];

const shells = new Map(prerenderShells(INDEX, chunksOf, firstVisits()));

/** A written shell, read back as a browser reads it. */
const page = (file: string) => new JSDOM(shells.get(file) ?? '').window.document;
const attributeOf = (document: Document, selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name);

describe('prerendered shells', () => {
  it('writes every route in every language, routes with parameters once', () => {
    expect(shells.size).toBe(36);
    expect([...shells.keys()]).toEqual(
      expect.arrayContaining([
        'index.html',
        'en.html',
        'uz/vacancies/form.html',
        'en/news/id.html',
      ]),
    );
  });

  it('gives a shell its language, title, description, canonical and alternates', () => {
    const document = page('en/news.html');
    expect(document.documentElement.lang).toBe('en-US');
    expect(document.title).toBe('News — Tashkent Pizza');
    expect(attributeOf(document, 'head > meta[name="description"]', 'content')).toBe(
      'Tashkent Pizza news',
    );
    expect(attributeOf(document, 'head > link[rel="canonical"]', 'href')).toBe('/en/news');
    expect(attributeOf(document, 'head > link[hreflang="uz"]', 'href')).toBe('/uz/news');
    expect(attributeOf(document, 'head > link[hreflang="x-default"]', 'href')).toBe('/news');
    // The app replaces every tag it renders itself.
    expect(document.querySelectorAll('head > [data-prerendered]')).toHaveLength(7);
    expect(attributeOf(document, 'head > link[rel="manifest"]', 'href')).toBe(
      '/en/manifest.webmanifest',
    );
    // Started by the entry once the page has painted, not by the parser.
    const preloads = document.querySelector('body > template#app-preloads');
    expect(
      [...(preloads as HTMLTemplateElement).content.children].map((link) => link.outerHTML),
    ).toEqual([
      '<link rel="modulepreload" crossorigin="" href="/assets/news.js">',
      '<link rel="modulepreload" crossorigin="" href="/assets/en.js">',
    ]);
    expect(document.querySelector('body > template#app-load-failed')?.innerHTML).toBe(
      '<p>Could not load</p>',
    );
  });

  it('preloads the screen a first visit sees, with what it loads on demand', () => {
    const template = (document: Document, id: string) =>
      [
        ...((document.getElementById(id) as HTMLTemplateElement | null)?.content.children ?? []),
      ].map((link) => link.getAttribute('href'));
    const order = page('en/order.html');
    // A returning visitor (with a cart, say) may see the checkout itself.
    expect(template(order, 'app-preloads')).toEqual(['/assets/order.js', '/assets/en.js']);
    expect(template(order, 'first-visit-preloads')).toEqual([
      '/assets/menu.js',
      '/assets/en.js',
      '/assets/picker.js',
    ]);
    // A returning visitor of the menu has a place: no picker.
    const menu = page('en.html');
    expect(template(menu, 'app-preloads')).toEqual(['/assets/menu.js', '/assets/en.js']);
    expect(template(menu, 'first-visit-preloads')).toEqual([
      '/assets/menu.js',
      '/assets/en.js',
      '/assets/picker.js',
    ]);
    expect(page('en/news.html').getElementById('first-visit-preloads')).toBeNull();
  });

  it('does not preload a chunk the page already loads', () => {
    const withEntry = new Map(
      prerenderShells(INDEX, () => ['assets/index.js', 'assets/news.js'], firstVisits()),
    );
    const document = new JSDOM(withEntry.get('news.html') ?? '').window.document;
    expect(document.querySelector('template#app-preloads')?.innerHTML).toBe(
      '<link rel="modulepreload" crossorigin="" href="/assets/news.js">',
    );
  });

  it("links the stylesheets of the screen a page shows in its head, after the app's own", () => {
    const styled = new Map(
      prerenderShells(
        INDEX.replace(
          '<script type="module"',
          '<link rel="stylesheet" crossorigin href="/assets/index.css">\n    <script type="module"',
        ),
        (route, language, onDemand = []) => [
          `assets/${route}.js`,
          `assets/${route}.css`,
          `assets/${language}.js`,
          ...onDemand.map(() => 'assets/index.css'),
        ],
        firstVisits(),
      ),
    );
    const stylesheets = (file: string) =>
      [
        ...new JSDOM(styled.get(file) ?? '').window.document.head.querySelectorAll(
          'link[rel="stylesheet"]',
        ),
      ].map((link) => link.getAttribute('href'));
    expect(stylesheets('en/news.html')).toEqual(['/assets/index.css', '/assets/news.css']);
    // The first visit of /order sees the menu, and that is the page's first paint.
    expect(stylesheets('en/order.html')).toEqual(['/assets/index.css', '/assets/menu.css']);
    // The templates preload scripts only: a returning visitor's screen brings its own CSS.
    const document = new JSDOM(styled.get('en/order.html') ?? '').window.document;
    expect(document.querySelector('template#app-preloads')?.innerHTML).not.toContain('.css');
  });

  it("shows the first visit inert, with a returning visitor's placeholder ahead of it", () => {
    const document = page('en/news.html');
    expect(document.getElementById('root')?.innerHTML).toBe(
      `<div class="first-visit" inert="" aria-hidden="true"><div class="layout"><main class="layout__content"><div class="prerender-placeholder">${PLACEHOLDER}</div>news</main></div></div>`,
    );
    // The script that tells a returning visitor apart runs in <head>, before the body paints,
    // exactly as written: the Content-Security-Policy allows it by its hash.
    expect(document.head.querySelector('script:not([src])')?.textContent).toBe(FIRST_VISIT_SCRIPT);
    expect(shells.get('en/news.html')).toContain(`<script>${FIRST_VISIT_SCRIPT}</script>`);
  });

  it('keeps a no-break space as the character, which the edge matches in a card', () => {
    const dated = new Map(
      prerenderShells(
        INDEX,
        chunksOf,
        firstVisits(() => '<main class="layout__content"><time>3\u00a0февр.</time></main>'),
      ),
    );
    expect(dated.get('news.html')).toContain('<time>3\u00a0февр.</time>');
  });

  it('points the language links of a generic shell to the home pages', () => {
    const generic = new Map(
      prerenderShells(
        INDEX,
        chunksOf,
        firstVisits(
          () =>
            '<a href="/news/id">RU</a><a href="/en/news/id">EN</a><main class="layout__content"></main>',
        ),
      ),
    );
    expect(generic.get('en/news/id.html')).toContain('<a href="/">RU</a><a href="/en">EN</a>');
    expect(generic.get('en/news.html')).toContain('<a href="/news/id">RU</a>');
  });

  it('leaves the canonical and the alternates out of a generic shell', () => {
    const document = page('uz/stocks/id.html');
    expect(document.documentElement.lang).toBe('uz-UZ');
    expect(document.title).toBe('Aksiya — Toshkent Pitsa');
    expect(document.querySelector('link[rel="canonical"], link[rel="alternate"]')).toBeNull();
  });

  it('escapes the text it puts in <head>', () => {
    const { screens, ...rest } = firstVisits();
    const title = 'News & "offers" <b> — Tashkent Pizza';
    const escaped = new Map(
      prerenderShells(INDEX, chunksOf, {
        ...rest,
        screens: screens.map((screen) =>
          screen.route === 'news' && screen.language === 'en' ? { ...screen, title } : screen,
        ),
      }),
    );
    expect(escaped.get('en/news.html')).toContain(
      '<title data-prerendered="">News &amp; "offers" &lt;b&gt; — Tashkent Pizza</title>',
    );
  });

  it("refuses a first screen without the layout's main", () => {
    expect(() =>
      prerenderShells(
        INDEX,
        chunksOf,
        firstVisits(() => '<p>no layout</p>'),
      ),
    ).toThrow(/no <main>/);
  });
});
