// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { languageRedirect } from '@pizza-order-app/contract/i18n/language-redirect';
import { currentVisitor } from './visitor';

describe('the visitor the app redirects by', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  // jsdom's browser speaks English (navigator.languages: en-US).
  it('moves a web visitor with an English browser to /en', () => {
    expect(languageRedirect('/', currentVisitor())).toBe('/en');
  });

  it('keeps a Telegram launch on the path the bot opened, whatever the browser speaks', () => {
    window.history.replaceState(null, '', '/#tgWebAppData=user%3D%7B%7D&tgWebAppPlatform=ios');
    expect(currentVisitor().inTelegram).toBe(true);
    expect(languageRedirect('/', currentVisitor())).toBeNull();
  });
});
