import { allSettled, fork, scopeBind, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $location, EMPTY_LOCATION, type SavedAddress } from '../../entities/location';
import { SUGGEST_DEBOUNCE_MS } from '../../entities/location/lazy';
import { ApiError } from '../../shared/api/api-error';
import {
  $checkedPlace,
  $checkedPoint,
  $zoneCheckState,
  addressTyped,
  findCheckedPlaceFx,
  pointClicked,
  savedAddressChosen,
  zoneCheckLeft,
  zoneStreetSearch,
} from './model';

const NAVOI = { longitude: 69.246, latitude: 41.322, address: 'Navoi Street, 5' };

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

describe('delivery zone check', () => {
  it('takes a clicked point and forgets it when the visitor leaves', async () => {
    const scope = fork();
    await allSettled(pointClicked, { scope, params: [69.24, 41.31] });
    expect(scope.getState($checkedPoint)).toEqual([69.24, 41.31]);
    expect(scope.getState($zoneCheckState)).toBe('checked');
    await allSettled(zoneCheckLeft, { scope });
    expect(scope.getState($checkedPoint)).toBeNull();
    expect(scope.getState($zoneCheckState)).toBe('idle');
  });

  it('refuses coordinates out of range or not above 0', async () => {
    const scope = fork();
    for (const point of [
      [200, 41],
      [69, -41],
      [Number.NaN, 41],
    ] as const) {
      await allSettled(pointClicked, { scope, params: point });
      expect(scope.getState($zoneCheckState)).toBe('invalid');
      expect(scope.getState($checkedPoint)).toBeNull();
    }
  });

  it('turns a found address into the checked point', async () => {
    const scope = fork({
      handlers: [[findCheckedPlaceFx, () => NAVOI]],
    });
    await allSettled(addressTyped, { scope, params: 'Navoi 5' });
    expect(scope.getState($checkedPoint)).toEqual([69.246, 41.322]);
    expect(scope.getState($zoneCheckState)).toBe('checked');
  });

  it('says when nothing matches or the search fails', async () => {
    const notFound = fork({ handlers: [[findCheckedPlaceFx, () => null]] });
    await allSettled(addressTyped, { scope: notFound, params: 'nowhere' });
    expect(notFound.getState($zoneCheckState)).toBe('not-found');

    const failed = fork({
      handlers: [
        [
          findCheckedPlaceFx,
          () => {
            throw new ApiError('offline', 0);
          },
        ],
      ],
    });
    await allSettled(addressTyped, { scope: failed, params: 'Navoi 5' });
    expect(failed.getState($zoneCheckState)).toBe('failed');
    expect(failed.getState($checkedPoint)).toBeNull();
  });

  it('keeps a clicked point when a search started before it answers later', async () => {
    const search = deferred<typeof NAVOI | null>();
    const scope = fork({ handlers: [[findCheckedPlaceFx, () => search.promise]] });
    const searching = allSettled(addressTyped, { scope, params: 'Navoi 5' });
    const clicking = allSettled(pointClicked, { scope, params: [69.24, 41.31] });
    await vi.waitFor(() => expect(scope.getState($checkedPoint)).toEqual([69.24, 41.31]));
    search.resolve(NAVOI);
    await Promise.all([searching, clicking]);
    expect(scope.getState($checkedPoint)).toEqual([69.24, 41.31]);
    expect(scope.getState($zoneCheckState)).toBe('checked');
  });

  it('forgets a search still on its way when the visitor leaves', async () => {
    const search = deferred<typeof NAVOI | null>();
    const scope = fork({ handlers: [[findCheckedPlaceFx, () => search.promise]] });
    const searching = allSettled(addressTyped, { scope, params: 'Navoi 5' });
    const leaving = allSettled(zoneCheckLeft, { scope });
    await vi.waitFor(() => expect(scope.getState($zoneCheckState)).toBe('idle'));
    search.resolve(NAVOI);
    await Promise.all([searching, leaving]);
    expect(scope.getState($checkedPoint)).toBeNull();
    expect(scope.getState($zoneCheckState)).toBe('idle');
  });

  it('searches the house of "Навои 15 кв 12" and keeps the address found and the apartment', async () => {
    const searched: string[] = [];
    const scope = fork({
      handlers: [
        [
          findCheckedPlaceFx,
          // An attached effect's handler is given its source, then the request.
          (_: unknown, { text }: { text: string }) => {
            searched.push(text);
            return { longitude: 69.246, latitude: 41.322, address: 'улица Навои, 15' };
          },
        ],
      ],
    });
    await allSettled(addressTyped, { scope, params: 'Навои 15 кв 12' });
    expect(searched).toEqual(['Навои 15']);
    // "Order here" hands it to the place picker's confirmation as the menu's search would.
    expect(scope.getState($checkedPlace)).toEqual({
      longitude: 69.246,
      latitude: 41.322,
      address: 'улица Навои, 15',
      typedDoor: { apartment: '12' },
    });
    // Nothing is chosen before the customer confirms the address.
    expect(scope.getState($location)).toEqual(EMPTY_LOCATION);
  });

  it('leaves a clicked point unnamed, with no door, for the confirmation to name', async () => {
    const scope = fork({ handlers: [[findCheckedPlaceFx, () => NAVOI]] });
    await allSettled(addressTyped, { scope, params: 'Navoi 5 apt 3' });
    await allSettled(pointClicked, { scope, params: [69.24, 41.31] });
    expect(scope.getState($checkedPlace)).toEqual({
      longitude: 69.24,
      latitude: 41.31,
      typedDoor: {},
    });
  });
});

describe('the delivery map’s street search, the place picker’s own', () => {
  const NAVOI_15 = { longitude: 69.247, latitude: 41.322, address: 'улица Навои, 15' };
  const HOME: SavedAddress = {
    id: 'home',
    coordinates: [69.246, 41.322],
    title: 'Дом',
    address: 'улица Навои, 20',
    iconSrc: '/icons/home.svg',
    apartment: '7',
  };

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Typed a key at a time, each sooner than the pause that starts the search. */
  const typeSlowly = async (scope: Scope, text: string) => {
    const type = scopeBind(zoneStreetSearch.streetTyped, { scope });
    for (let end = 1; end <= text.length; end += 1) {
      type(text.slice(0, end));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    await allSettled(scope);
  };

  it('suggests once typing pauses, and a street chosen with the keyboard is checked with the apartment typed', async () => {
    const suggested: string[] = [];
    const find = vi.fn(() => null);
    const scope = fork({
      handlers: [
        [
          zoneStreetSearch.suggestStreetsFx,
          (_: unknown, { text }: { text: string }) => {
            suggested.push(text);
            return [NAVOI_15];
          },
        ],
        [findCheckedPlaceFx, find],
      ],
    });
    await typeSlowly(scope, 'Навои 15 кв 12');
    expect(suggested).toEqual(['Навои 15']);
    expect(scope.getState(zoneStreetSearch.$suggestionsOpen)).toBe(true);

    await allSettled(zoneStreetSearch.suggestionMoved, { scope, params: 'next' });
    await allSettled(zoneStreetSearch.suggestionChosen, {
      scope,
      params: scope.getState(zoneStreetSearch.$activeSuggestion),
    });
    expect(find).not.toHaveBeenCalled();
    expect(scope.getState($zoneCheckState)).toBe('checked');
    expect(scope.getState($checkedPlace)).toEqual({ ...NAVOI_15, typedDoor: { apartment: '12' } });
    expect(scope.getState(zoneStreetSearch.$suggestionsOpen)).toBe(false);
  });

  it('searches a submitted text at once, as the plain field did', async () => {
    const searched: string[] = [];
    const scope = fork({
      handlers: [
        [zoneStreetSearch.suggestStreetsFx, () => []],
        [
          findCheckedPlaceFx,
          (_: unknown, { text }: { text: string }) => {
            searched.push(text);
            return NAVOI_15;
          },
        ],
      ],
    });
    await typeSlowly(scope, 'Навои 15 кв 12');
    await allSettled(zoneStreetSearch.streetSubmitted, { scope });
    expect(searched).toEqual(['Навои 15']);
    expect(scope.getState($checkedPlace)).toEqual({ ...NAVOI_15, typedDoor: { apartment: '12' } });
  });

  it('checks a saved address as it is, to be ordered to at once', async () => {
    const scope = fork();
    await allSettled(savedAddressChosen, { scope, params: HOME });
    expect(scope.getState($zoneCheckState)).toBe('checked');
    expect(scope.getState($checkedPlace)).toEqual({
      longitude: 69.246,
      latitude: 41.322,
      address: 'улица Навои, 20',
      typedDoor: {},
      saved: HOME,
    });
  });

  it('forgets the text and the suggestions when the visitor leaves', async () => {
    const scope = fork({ handlers: [[zoneStreetSearch.suggestStreetsFx, () => [NAVOI_15]]] });
    await typeSlowly(scope, 'Навои 15');
    await allSettled(zoneCheckLeft, { scope });
    expect(scope.getState(zoneStreetSearch.$streetText)).toBe('');
    expect(scope.getState(zoneStreetSearch.$suggestions)).toEqual([]);
  });
});
