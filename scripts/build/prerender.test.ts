import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

const shells = new Map(
  prerenderShells(
    INDEX,
    messages,
    (route, language) => (route === 'news' ? ['assets/news.js', `assets/${language}.js`] : []),
    2026,
  ),
);

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
      '<a href="/en/news" class="site-nav__link site-nav__link--active">News</a>',
    );
    expect(html).toContain('© 2026 Tashkent Pizza');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/news.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/en.js" />');
  });

  it('leaves the canonical out of a generic shell and escapes text', () => {
    const html = shells.get('uz/stocks/id.html') ?? '';
    expect(html).toContain('<html lang="uz-UZ"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('O&#39;zbekcha');
    expect(html).not.toContain("O'zbekcha");
  });
});
