import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FoundPlace } from '../../entities/location/lazy';
import { resolvePointFx, searchAddressFx, type ResolvedPoint } from './pick-model';
import { SUGGEST_DEBOUNCE_MS } from '../../entities/location/lazy';
import { pickerStreetSearch } from './street-search-model';

const {
  $activeSuggestion,
  $streetText,
  $suggestionsOpen,
  $suggestions,
  $suggestState,
  streetSubmitted,
  streetTyped,
  suggestionChosen,
  suggestionMoved,
  suggestionsClosed,
  suggestionsRetried,
  suggestStreetsFx,
} = pickerStreetSearch;

const NAVOI: FoundPlace = { longitude: 69.246, latitude: 41.322, address: 'улица Навои' };
const NAVOI_15: FoundPlace = { longitude: 69.247, latitude: 41.322, address: 'улица Навои, 15' };
const BOBUR: FoundPlace = { longitude: 69.265, latitude: 41.298, address: 'улица Бобура' };

/** The streets the search answers with, by the text asked. */
const STREETS: Record<string, readonly FoundPlace[]> = {
  Нав: [NAVOI],
  Навои: [NAVOI],
  'Навои 15': [NAVOI_15],
  Боб: [BOBUR, NAVOI],
};

/** A handler of the attached effect: it is given the source, then the request. */
const searched: string[] = [];
const answer = (_: unknown, { text }: { text: string }) => {
  searched.push(text);
  return Promise.resolve(STREETS[text] ?? []);
};

/** Typing starts the debounce timer: it is sent without waiting for it, as a keystroke is. */
const type = (scope: Scope, text: string) => scopeBind(streetTyped, { scope })(text);

/** The points picked from the suggestions, as the picker goes on to look them up. */
const picks: unknown[] = [];
const lookedUp = (_: unknown, request: Omit<ResolvedPoint, 'restaurant' | 'addressId'>) => {
  picks.push(request);
  return { ...request, restaurant: null, addressId: 'a1' };
};

const typeSlowly = async (scope: Scope, text: string) => {
  for (let end = 1; end <= text.length; end += 1) {
    type(scope, text.slice(0, end));
    await vi.advanceTimersByTimeAsync(50);
  }
};

/** The customer stops typing: the debounce interval passes and the search settles. */
const pause = async (scope: Scope) => {
  await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
  await allSettled(scope);
};

beforeEach(() => {
  vi.useFakeTimers();
  searched.length = 0;
  picks.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('streets suggested while typing', () => {
  it('searches once the customer pauses, with the text typed by then, and not below 3 letters', async () => {
    const scope = fork({ handlers: [[suggestStreetsFx, answer]] });
    type(scope, 'На');
    await pause(scope);
    expect(searched).toEqual([]);
    expect(scope.getState($suggestionsOpen)).toBe(false);

    await typeSlowly(scope, 'Навои 15');
    expect(searched).toEqual([]);
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 60);
    expect(searched).toEqual([]);
    await pause(scope);
    expect(searched).toEqual(['Навои 15']);
    expect(scope.getState($suggestions)).toEqual([NAVOI_15]);
    expect(scope.getState($suggestionsOpen)).toBe(true);
    expect(scope.getState($activeSuggestion)).toBe(-1);
  });

  it('drops an answer that comes for a text no longer in the field', async () => {
    const slow: Array<() => void> = [];
    const scope = fork({
      handlers: [
        [
          suggestStreetsFx,
          (_: unknown, { text }: { text: string }) =>
            new Promise<readonly FoundPlace[]>((resolve) =>
              slow.push(() => resolve(STREETS[text] ?? [])),
            ),
        ],
      ],
    });
    type(scope, 'Боб');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    type(scope, 'Нав');
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    // "Нав" is answered first, then the slow answer for "Боб".
    slow[1]?.();
    await vi.advanceTimersByTimeAsync(0);
    slow[0]?.();
    await allSettled(scope);
    expect(scope.getState($suggestions)).toEqual([NAVOI]);
    expect(scope.getState($suggestState)).toBe('found');
  });

  it('moves the active suggestion with the arrows, round the list, and picks the one reached', async () => {
    const scope = fork({
      handlers: [
        [suggestStreetsFx, answer],
        [resolvePointFx, lookedUp],
      ],
    });
    type(scope, 'Боб');
    await pause(scope);
    const active = () => scope.getState($activeSuggestion);
    await allSettled(suggestionMoved, { scope, params: 'next' });
    expect(active()).toBe(0);
    await allSettled(suggestionMoved, { scope, params: 'next' });
    expect(active()).toBe(1);
    await allSettled(suggestionMoved, { scope, params: 'next' });
    expect(active()).toBe(0);
    await allSettled(suggestionMoved, { scope, params: 'previous' });
    expect(active()).toBe(1);

    await allSettled(suggestionChosen, { scope, params: scope.getState($activeSuggestion) });
    expect(picks).toEqual([
      expect.objectContaining({ point: [NAVOI.longitude, NAVOI.latitude], address: NAVOI.address }),
    ]);
    expect(scope.getState($streetText)).toBe('улица Навои');
    expect(scope.getState($suggestionsOpen)).toBe(false);
    expect(active()).toBe(-1);
  });

  it('carries an apartment typed with the street to the pick, and searches without it', async () => {
    const scope = fork({
      handlers: [
        [suggestStreetsFx, answer],
        [resolvePointFx, lookedUp],
      ],
    });
    type(scope, 'Навои 15 кв 12');
    await pause(scope);
    expect(searched).toEqual(['Навои 15']);
    await allSettled(suggestionChosen, { scope, params: 0 });
    expect(picks).toEqual([
      expect.objectContaining({ address: NAVOI_15.address, typedDoor: { apartment: '12' } }),
    ]);
  });

  it('searches at once when the form is submitted, and closes the list', async () => {
    const found = vi.fn(() => null);
    const scope = fork({
      handlers: [
        [suggestStreetsFx, answer],
        [searchAddressFx, found],
      ],
    });
    type(scope, 'Навои 15');
    await pause(scope);
    await allSettled(streetSubmitted, { scope });
    expect(found).toHaveBeenCalledTimes(1);
    expect(scope.getState($suggestionsOpen)).toBe(false);
  });

  it('closes only the list on Escape, keeps the text, and the arrows open it again', async () => {
    const scope = fork({ handlers: [[suggestStreetsFx, answer]] });
    type(scope, 'Боб');
    await pause(scope);
    await allSettled(suggestionMoved, { scope, params: 'next' });
    await allSettled(suggestionsClosed, { scope });
    expect(scope.getState($suggestionsOpen)).toBe(false);
    expect(scope.getState($activeSuggestion)).toBe(-1);
    expect(scope.getState($streetText)).toBe('Боб');
    await allSettled(suggestionMoved, { scope, params: 'next' });
    expect(scope.getState($suggestionsOpen)).toBe(true);
    expect(scope.getState($activeSuggestion)).toBe(0);
  });

  it('says when nothing is found', async () => {
    const scope = fork({ handlers: [[suggestStreetsFx, answer]] });
    type(scope, 'Атлантида');
    await pause(scope);
    expect(scope.getState($suggestState)).toBe('none');
    expect(scope.getState($suggestionsOpen)).toBe(true);
  });

  it('tells a failure once, keeps the text, and a retry asks again for it', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          suggestStreetsFx,
          (source: unknown, request: { text: string }) =>
            fail ? Promise.reject(new Error('offline')) : answer(source, request),
        ],
      ],
    });
    type(scope, 'Нав');
    await pause(scope);
    expect(scope.getState($suggestState)).toBe('failed');
    expect(scope.getState($suggestionsOpen)).toBe(true);
    expect(scope.getState($streetText)).toBe('Нав');
    fail = false;
    await allSettled(suggestionsRetried, { scope });
    expect(scope.getState($suggestState)).toBe('found');
    expect(scope.getState($suggestions)).toEqual([NAVOI]);
  });
});
