import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/config/languages';
import { ROUTES, type RouteName } from '../../src/shared/config/routes';
import { routeSlug, type FirstVisits } from '../../src/shared/config/shell-path';
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
        language,
        html: `<div class="layout">${screen(route)}</div>`,
        title: `${message(language, `${routeSlug(route)}.title`)} — ${message(language, 'app.name')}`,
        description: message(language, `${routeSlug(route)}.description`),
      })),
    ),
    placeholder: PLACEHOLDER,
    loadFailed: {
      ru: '<p>Не загрузилось</p>',
      en: '<p>Could not load</p>',
      uz: '<p>Yuklanmadi</p>',
    },
  }) satisfies FirstVisits;

const chunksOf = (route: RouteName, language: string) =>
  route === 'news' ? ['assets/news.js', `assets/${language}.js`] : [];

const shells = new Map(prerenderShells(INDEX, chunksOf, firstVisits()));

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
    const html = shells.get('en/news.html') ?? '';
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('<title data-prerendered>News — Tashkent Pizza</title>');
    expect(html).toContain('name="description" content="Tashkent Pizza news"');
    expect(html).toContain('rel="canonical" href="/en/news"');
    expect(html).toContain('hreflang="uz" href="/uz/news"');
    expect(html).toContain('hreflang="x-default" href="/news"');
    expect(html).toContain(
      '<template id="app-preloads"><link rel="modulepreload" crossorigin href="/assets/news.js" /><link rel="modulepreload" crossorigin href="/assets/en.js" /></template>',
    );
    expect(html).toContain('<template id="app-load-failed"><p>Could not load</p></template>');
    // Started by the entry once the page has painted, not by the parser.
    expect(html.indexOf('<template id="app-preloads">')).toBeGreaterThan(html.indexOf('</head>'));
  });

  it("shows the first visit inert, with a returning visitor's placeholder ahead of it", () => {
    const html = shells.get('en/news.html') ?? '';
    expect(html).toContain(
      `<div id="root"><div class="first-visit" inert aria-hidden="true"><div class="layout"><main class="layout__content"><div class="prerender-placeholder">${PLACEHOLDER}</div>news</main></div></div></div>`,
    );
    // The script that tells a returning visitor apart runs in <head>, before the body paints.
    expect(html.indexOf(`<script>${FIRST_VISIT_SCRIPT}</script>`)).toBeLessThan(
      html.indexOf('</head>'),
    );
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

  it('leaves the canonical out of a generic shell', () => {
    const html = shells.get('uz/stocks/id.html') ?? '';
    expect(html).toContain('<html lang="uz-UZ"');
    expect(html).toContain('<title data-prerendered>Aksiya — Toshkent Pitsa</title>');
    expect(html).not.toContain('rel="canonical"');
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
      '<title data-prerendered>News &amp; &quot;offers&quot; &lt;b&gt; — Tashkent Pizza</title>',
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
