import { describe, expect, it } from 'vitest';
import { shellFile, shellPath, shellPathOf } from './shell-path';

describe('prerendered shells', () => {
  it('names one shell per route and language', () => {
    expect(shellPath('menu', 'ru')).toBe('/');
    expect(shellPath('menu', 'en')).toBe('/en');
    expect(shellPath('vacancyForm', 'uz')).toBe('/uz/vacancies/form');
    expect(shellPath('newsItem', 'en')).toBe('/en/news/id');
  });

  it('serves a dynamic path from its generic shell and knows no shell for unknown paths', () => {
    expect(shellPathOf('/en/news/42')).toBe('/en/news/id');
    expect(shellPathOf('/tracker/7/')).toBe('/tracker/id');
    expect(shellPathOf('/order')).toBe('/order');
    expect(shellPathOf('/nope')).toBeNull();
  });

  it('maps shells to files Pages serves without redirects', () => {
    expect(shellFile('/')).toBe('index.html');
    expect(shellFile('/en')).toBe('en.html');
    expect(shellFile('/uz/news/id')).toBe('uz/news/id.html');
  });
});
