import { describe, expect, it } from 'vitest';
import { acceptedLanguages, detectLanguage, matchBrowserLanguage } from './detect-language';

describe('detectLanguage', () => {
  it('takes the route language over everything else', () => {
    expect(detectLanguage({ route: 'uz', cookie: 'en', browser: ['en-US'] })).toBe('uz');
  });

  it('takes the cookie when the route has no prefix', () => {
    expect(detectLanguage({ route: null, cookie: 'uz', browser: ['en-US'] })).toBe('uz');
    expect(detectLanguage({ route: null, cookie: 'ru', browser: ['en-US'] })).toBe('ru');
  });

  it('ignores a cookie that names no supported language', () => {
    expect(detectLanguage({ route: null, cookie: 'de', browser: ['en-US'] })).toBe('en');
  });

  it('falls back to the browser, then to Russian', () => {
    expect(detectLanguage({ route: null, cookie: undefined, browser: ['en-GB'] })).toBe('en');
    expect(detectLanguage({ route: null, cookie: undefined, browser: ['de-DE', 'fr'] })).toBe('ru');
    expect(detectLanguage({ route: null, cookie: undefined, browser: [] })).toBe('ru');
  });
});

describe('matchBrowserLanguage', () => {
  it('matches a full tag before any language part', () => {
    expect(matchBrowserLanguage(['en-GB', 'uz-UZ'])).toBe('uz');
    expect(matchBrowserLanguage(['EN-us'])).toBe('en');
  });

  it('matches the language part when no full tag matches', () => {
    expect(matchBrowserLanguage(['de-DE', 'uz-Latn-UZ', 'en'])).toBe('uz');
    expect(matchBrowserLanguage(['ru'])).toBe('ru');
  });

  it('finds nothing for unknown languages', () => {
    expect(matchBrowserLanguage(['de-DE', 'kk-KZ', 'zz'])).toBeUndefined();
  });
});

describe('acceptedLanguages', () => {
  it('lists the tags of an Accept-Language header, most preferred first', () => {
    expect(acceptedLanguages('en-GB,en;q=0.9,ru;q=0.8')).toEqual(['en-GB', 'en', 'ru']);
    expect(acceptedLanguages('ru;q=0.5, uz-UZ , en;q=0.7')).toEqual(['uz-UZ', 'en', 'ru']);
  });

  it('leaves out the wildcard, refused tags and empty entries', () => {
    expect(acceptedLanguages('*, en;q=0, ,uz;q=0.1')).toEqual(['uz']);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
