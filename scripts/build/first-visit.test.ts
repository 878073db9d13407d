import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_MISMATCH_CLASS } from '../../src/shared/config/constants';
import { FIRST_VISIT_SCRIPT } from './first-visit';

interface Visit {
  readonly path?: string;
  readonly cookie?: string;
  readonly browser?: readonly string[];
  readonly stored?: boolean;
}

/** Runs the inline script as the page would; true when it marks the prerender as a mismatch. */
const mismatch = ({ path = '/', cookie, browser = ['ru-RU'], stored = false }: Visit) => {
  window.history.replaceState(null, '', path);
  if (cookie) document.cookie = `i18n_redirected=${cookie}; Path=/`;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
  if (stored) localStorage.setItem('cart', '[]');
  // The inline script exists only as text: run it the way the page does, as code from a string.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(FIRST_VISIT_SCRIPT)();
  return document.documentElement.classList.contains(PRERENDER_MISMATCH_CLASS);
};

describe('the first-visit check of a prerendered page', () => {
  afterEach(() => {
    document.documentElement.classList.remove(PRERENDER_MISMATCH_CLASS);
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('lets a first visit in its own language see the prerendered screen', () => {
    expect(mismatch({})).toBe(false);
    expect(mismatch({ path: '/en/news', browser: ['de-DE'] })).toBe(false);
    expect(mismatch({ path: '/news', browser: ['de-DE', 'fr'] })).toBe(false);
  });

  it("hides it from a visitor whose browser holds the site's state", () => {
    expect(mismatch({ stored: true })).toBe(true);
  });

  it('hides it from a visit with launch parameters', () => {
    expect(mismatch({ path: '/?regionId=1' })).toBe(true);
    expect(mismatch({ path: '/#tgWebAppData=query_id%3D1' })).toBe(true);
  });

  it('hides it when the app will move the visitor to their language first', () => {
    expect(mismatch({ browser: ['en-GB', 'ru'] })).toBe(true);
    expect(mismatch({ path: '/news', browser: ['uz'] })).toBe(true);
    expect(mismatch({ path: '/news', cookie: 'en' })).toBe(true);
  });

  it('follows the cookie over the browser, as the app does', () => {
    expect(mismatch({ cookie: 'ru', browser: ['en-US'] })).toBe(false);
    expect(mismatch({ path: '/uz', cookie: 'ru', browser: ['en-US'] })).toBe(false);
  });
});
