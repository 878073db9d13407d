import { describe, expect, it } from 'vitest';
import { alternatePaths, languageBase, localizePath, splitLanguagePath } from './language-path';
import { languageRedirect } from './language-redirect';

describe('splitLanguagePath', () => {
  it.each([
    ['/', null, '/'],
    ['/news/5', null, '/news/5'],
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/uz/vacancies/form', 'uz', '/vacancies/form'],
    ['/ru/news', null, '/ru/news'],
    ['/english', null, '/english'],
  ])('%s → %s %s', (pathname, language, path) => {
    expect(splitLanguagePath(pathname)).toEqual({ language, path });
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'ru', '/'],
    ['/', 'en', '/en'],
    ['/news/5', 'uz', '/uz/news/5'],
    ['/news/5', 'ru', '/news/5'],
  ] as const)('%s in %s → %s', (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });

  it.each([
    ['//evil.example', 'ru', '/evil.example'],
    ['/\\evil.example/x?a=1', 'ru', '/evil.example/x?a=1'],
    ['//evil.example', 'en', '/en/evil.example'],
  ] as const)('keeps %j in %s on the site as %s', (path, language, expected) => {
    expect(localizePath(path, language)).toBe(expected);
  });

  it('round-trips with splitLanguagePath', () => {
    for (const language of ['ru', 'en', 'uz'] as const) {
      const { path } = splitLanguagePath(localizePath('/tracker/42', language));
      expect(path).toBe('/tracker/42');
    }
  });

  it('gives each language its base', () => {
    expect([languageBase('ru'), languageBase('en'), languageBase('uz')]).toEqual([
      '',
      '/en',
      '/uz',
    ]);
  });
});

describe('alternatePaths', () => {
  it('lists the page in every language, and Russian as the default', () => {
    expect(alternatePaths('/news')).toEqual([
      { hreflang: 'ru', href: '/news' },
      { hreflang: 'en', href: '/en/news' },
      { hreflang: 'uz', href: '/uz/news' },
      { hreflang: 'x-default', href: '/news' },
    ]);
    expect(alternatePaths('/').map(({ href }) => href)).toEqual(['/', '/en', '/uz', '/']);
  });
});

describe('languageRedirect', () => {
  const visitor = { cookie: undefined, browser: ['en-US'], isCrawler: false, inTelegram: false };

  it('sends an English browser from / to /en', () => {
    expect(languageRedirect('/', visitor)).toBe('/en');
    expect(languageRedirect('/news', visitor)).toBe('/en/news');
  });

  it('keeps a visitor whose cookie says Russian on the unprefixed path', () => {
    expect(languageRedirect('/news', { ...visitor, cookie: 'ru' })).toBeNull();
  });

  it('never moves a prefixed route', () => {
    expect(languageRedirect('/uz/news', { ...visitor, cookie: 'en' })).toBeNull();
  });

  it('keeps a path that starts with // on this site', () => {
    expect(languageRedirect('//evil.example', visitor)).toBe('/en/evil.example');
  });

  it('goes by the path and the choice inside Telegram, never by the device’s language', () => {
    const telegram = { ...visitor, inTelegram: true };
    expect(languageRedirect('/', telegram)).toBeNull();
    expect(languageRedirect('/news', telegram)).toBeNull();
    expect(languageRedirect('/news', { ...telegram, cookie: 'uz' })).toBe('/uz/news');
  });

  it('never redirects crawlers', () => {
    expect(languageRedirect('/', { ...visitor, isCrawler: true })).toBeNull();
  });
});
