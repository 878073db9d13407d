import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  readLanguageCookie,
  serializeLanguageCookie,
} from '@pizza-order-app/contract/i18n/language-cookie';
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
