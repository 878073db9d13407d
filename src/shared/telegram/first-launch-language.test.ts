// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followTelegramLanguage } from './first-launch-language';

const initData = (user: unknown) =>
  new URLSearchParams({ user: JSON.stringify(user), auth_date: '1', hash: 'x' }).toString();

const forgetLanguage = () => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
  localStorage.clear();
};

describe('the language of a Telegram launch', () => {
  beforeEach(() => {
    forgetLanguage();
    window.history.replaceState(null, '', '/news?x=1#tgWebAppVersion=8.0');
  });
  afterEach(forgetLanguage);

  it('opens in the language set in Telegram and remembers it', () => {
    followTelegramLanguage(initData({ id: 7, first_name: 'Aziz', language_code: 'uz' }));
    expect(window.location.pathname).toBe('/uz/news');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#tgWebAppVersion=8.0');
    expect(document.cookie).toContain('i18n_redirected=uz');
  });

  it('matches a regional tag by its language', () => {
    followTelegramLanguage(initData({ id: 7, language_code: 'en-GB' }));
    expect(window.location.pathname).toBe('/en/news');
  });

  it('stays on a Russian address for a Russian user, remembering the choice', () => {
    followTelegramLanguage(initData({ id: 7, language_code: 'ru' }));
    expect(window.location.pathname).toBe('/news');
    expect(document.cookie).toContain('i18n_redirected=ru');
  });

  it('keeps to a language the customer chose (the cookie), whatever the address', () => {
    document.cookie = 'i18n_redirected=ru; Path=/';
    window.history.replaceState(null, '', '/en/news');
    followTelegramLanguage(initData({ id: 7, language_code: 'uz' }));
    expect(window.location.pathname).toBe('/news');
  });

  it('keeps to a language the customer chose where the cookie is not kept (a framed client)', () => {
    localStorage.setItem('language', 'en');
    followTelegramLanguage(initData({ id: 7, language_code: 'uz' }));
    expect(window.location.pathname).toBe('/en/news');
    expect(document.cookie).not.toContain('i18n_redirected');
  });

  it('ignores a stored choice that is no language', () => {
    localStorage.setItem('language', 'klingon');
    followTelegramLanguage(initData({ id: 7, language_code: 'uz' }));
    expect(window.location.pathname).toBe('/uz/news');
  });

  it.each([
    ['a language the site does not speak', initData({ id: 7, language_code: 'de' })],
    ['no language', initData({ id: 7, first_name: 'Aziz' })],
    ['a user that is no JSON', 'user=%7Bnot-json&hash=x'],
    ['a user of the wrong shape', initData({ id: 'seven', language_code: 'uz' })],
    ['no init data', null],
  ])('changes nothing for %s', (_, raw) => {
    followTelegramLanguage(raw);
    expect(window.location.pathname).toBe('/news');
    expect(document.cookie).not.toContain('i18n_redirected');
  });
});
