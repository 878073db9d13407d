// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReload, RELOAD_GUARD_KEY } from './reload-guard';

describe('reload guard (docs/product.md §9: once per 10 s per path)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('allows the first reload of a path and refuses a second one within 10 s', () => {
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(false);
  });

  it('allows the same path again once 10 s have passed', () => {
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(true);
  });

  it('guards each path on its own', () => {
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(true);
    expect(claimReload('/en/news', Date.now(), sessionStorage)).toBe(true);
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(false);
  });

  it('forgets paths older than the window and survives a corrupt entry', () => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, 'not json');
    expect(claimReload('/a', Date.now(), sessionStorage)).toBe(true);
    vi.advanceTimersByTime(11_000);
    expect(claimReload('/b', Date.now(), sessionStorage)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '')).toEqual({
      '/b': Date.now(),
    });
  });

  it.each([
    ['an entry of another shape', JSON.stringify({ '/news': 'recently', '/a': [1] })],
    ['a list', JSON.stringify([['/news', 1]])],
  ])('reads %s as no reload at all', (_, stored) => {
    sessionStorage.setItem(RELOAD_GUARD_KEY, stored);
    expect(claimReload('/news', Date.now(), sessionStorage)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '')).toEqual({
      '/news': Date.now(),
    });
  });

  it('refuses when storage is unavailable, so a reload can never loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(claimReload('/news', Date.now(), broken)).toBe(false);
  });
});
