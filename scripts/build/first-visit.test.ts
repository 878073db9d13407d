// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_MISMATCH_CLASS } from '../../src/shared/config/constants';
import { FIRST_VISIT_SCRIPT } from './first-visit';

interface Visit {
  readonly path?: string;
  readonly browser?: readonly string[];
  readonly stored?: boolean;
}

/** Runs the inline script as the page would; true when it marks the prerender as a mismatch. */
const mismatch = ({ path = '/', browser = ['ru-RU'], stored = false }: Visit) => {
  window.history.replaceState(null, '', path);
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
});
