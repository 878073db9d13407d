// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_TAG_SCRIPT, installAnalytics, METRIKA_SCRIPT, reportPageView } from './tags';

const scripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('analytics tags', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 50));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    delete window.ym;
    delete window.gtag;
    delete window.dataLayer;
  });

  it('loads nothing when no id is configured', () => {
    installAnalytics({});
    vi.runAllTimers();
    expect(scripts()).toEqual([]);
    expect(window.ym).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  it('downloads the tag scripts only once the page is idle', () => {
    installAnalytics({ yandexMetrikaId: '12345', googleTagId: 'G-TEST' });
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(scripts()).toEqual([METRIKA_SCRIPT, `${GOOGLE_TAG_SCRIPT}?id=G-TEST`]);
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    installAnalytics({ googleTagId: 'G-TEST' });
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual([`${GOOGLE_TAG_SCRIPT}?id=G-TEST`]);
  });

  it('queues page views for the scripts to replay', () => {
    installAnalytics({ yandexMetrikaId: '12345', googleTagId: 'G-TEST' });
    reportPageView({ yandexMetrikaId: '12345', googleTagId: 'G-TEST' }, 'https://x.test/en/news');
    expect(window.ym?.a).toEqual([
      [12345, 'init', expect.objectContaining({ defer: true })],
      [12345, 'hit', 'https://x.test/en/news'],
    ]);
    const layer = (window.dataLayer ?? []).map(
      (entry) => Array.from(entry as IArguments) as unknown[],
    );
    expect(layer).toContainEqual(['config', 'G-TEST', { send_page_view: false }]);
    expect(layer).toContainEqual([
      'event',
      'page_view',
      { page_location: 'https://x.test/en/news' },
    ]);
  });
});
