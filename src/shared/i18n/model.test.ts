// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  readLanguageCookie,
  serializeLanguageCookie,
} from '@pizza-order-app/contract/i18n/language-cookie';
import { i18n, initI18n } from './i18n';
import {
  $language,
  applyLanguageFx,
  LanguageGate,
  languageChosen,
  saveLanguageChoiceFx,
} from './model';

describe('language model', () => {
  it('takes the route language from the gate and applies it', async () => {
    const apply = vi.fn();
    const scope = fork({ handlers: [[applyLanguageFx, apply]] });
    await allSettled(LanguageGate.open, { scope, params: 'uz' });
    expect(scope.getState($language)).toBe('uz');
    expect(apply).toHaveBeenCalledWith('uz');
  });

  describe('applied to the page', () => {
    beforeAll(() => initI18n('ru'));
    afterEach(() => {
      document.head.replaceChildren();
      document.documentElement.removeAttribute('lang');
    });

    // A page opened in Russian names the Russian app; after a switch, installing from it installs
    // the app of the language on display.
    it.each([
      ['en', 'en-US', '/en/manifest.webmanifest'],
      ['uz', 'uz-UZ', '/uz/manifest.webmanifest'],
    ] as const)('gives %s its tag and its app to install', async (language, tag, manifest) => {
      document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest" />';
      const scope = fork();
      const failed = vi.fn();
      createWatch({ unit: applyLanguageFx.fail, scope, fn: failed });
      await allSettled(applyLanguageFx, { scope, params: language });
      expect(failed).not.toHaveBeenCalled();
      expect(document.documentElement.lang).toBe(tag);
      expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(manifest);
      expect(i18n.language).toBe(language);
    });
  });

  it('remembers the chosen language', async () => {
    const save = vi.fn();
    const scope = fork({ handlers: [[saveLanguageChoiceFx, save]] });
    await allSettled(languageChosen, { scope, params: 'en' });
    expect(save).toHaveBeenCalledWith('en');
  });
});

describe('language cookie', () => {
  it('lives 365 days on the root path with SameSite Lax (docs/product.md §9)', () => {
    expect(serializeLanguageCookie('uz')).toBe(
      'i18n_redirected=uz; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('is read from a cookie header among others', () => {
    expect(readLanguageCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLanguageCookie('a=1')).toBeUndefined();
  });
});
