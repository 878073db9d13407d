import { createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import type { SavedAddress } from '../../entities/location';
import {
  createFindPlaceFx,
  createStreetSearch,
  splitApartment,
} from '../../entities/location/lazy';
import type { Door } from '@pizza-order-app/contract/door';
import { usablePoint, type LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { createTurns } from '../../shared/lib/turns';

export type ZoneCheckState = 'idle' | 'searching' | 'checked' | 'not-found' | 'failed' | 'invalid';

/**
 * A checked place, as the place picker takes a point to confirm ("Order here"): a found one with
 * its address and the apartment typed with it, a clicked one bare (the picker names it).
 */
export interface CheckedPlace {
  readonly longitude: number;
  readonly latitude: number;
  readonly address?: string;
  readonly typedDoor: Door;
  /** Chosen from the saved addresses: confirmed when it was saved, it is ordered to at once. */
  readonly saved?: SavedAddress;
}

/** "Check my address" on the delivery map: a clicked point or a typed address becomes a point. */
export const pointClicked = createEvent<LngLat>();
export const addressTyped = createEvent<string>();
export const zoneCheckLeft = createEvent();

/** A saved address chosen above the search. */
export const savedAddressChosen = createEvent<SavedAddress>();

export const findCheckedPlaceFx = createFindPlaceFx();

/**
 * The page's street search, the place picker's own: a street chosen from the suggestions is
 * checked at once, a submitted text is searched.
 */
export const zoneStreetSearch = createStreetSearch({ reset: zoneCheckLeft });
sample({ clock: zoneStreetSearch.textSubmitted, target: addressTyped });

// "Навои 15 кв 12": the geocoder gets the house, the apartment waits for the confirmation.
const searchStarted = sample({
  clock: addressTyped,
  filter: (text) => text.trim().length > 0,
  fn: (text) => splitApartment(text),
});

// A search still on its way when the visitor clicks the map, or leaves, is answered too late.
const { $turn, newest } = createTurns([
  pointClicked,
  searchStarted,
  zoneStreetSearch.streetChosen,
  savedAddressChosen,
  zoneCheckLeft,
]);
const found = newest(findCheckedPlaceFx.done);

const $searchedDoor = createStore<Door>({}).on(searchStarted, (_, { apartment }) =>
  apartment ? { apartment } : {},
);

export const $checkedPlace = createStore<CheckedPlace | null>(null);
export const $checkedPoint = $checkedPlace.map((place): LngLat | null =>
  place ? [place.longitude, place.latitude] : null,
);
export const $zoneCheckState = createStore<ZoneCheckState>('idle');

sample({
  clock: searchStarted,
  source: $turn,
  fn: (turn, { address }) => ({ text: address, turn }),
  target: findCheckedPlaceFx,
});

const usablePlace = (
  [longitude, latitude]: LngLat,
  named: Omit<CheckedPlace, 'longitude' | 'latitude'>,
): CheckedPlace | null =>
  usablePoint(longitude, latitude) ? { longitude, latitude, ...named } : null;

const foundPlace = sample({
  clock: found,
  source: $searchedDoor,
  filter: (_, { result }) => result !== null,
  fn: (typedDoor, { result }) =>
    result
      ? usablePlace([result.longitude, result.latitude], { address: result.address, typedDoor })
      : null,
});
const clickedPlace = pointClicked.map((point) => usablePlace(point, { typedDoor: {} }));
const chosenPlace = merge([
  zoneStreetSearch.streetChosen.map(({ longitude, latitude, address, typedDoor }) =>
    usablePlace([longitude, latitude], { address, typedDoor }),
  ),
  savedAddressChosen.map((saved) =>
    usablePlace(saved.coordinates, { address: saved.address, typedDoor: {}, saved }),
  ),
]);

$checkedPlace
  .on([clickedPlace, foundPlace, chosenPlace], (_, place) => place)
  .reset(findCheckedPlaceFx, zoneCheckLeft);
$zoneCheckState
  .on(findCheckedPlaceFx, () => 'searching')
  .on(found, (state, { result }) => (result ? state : 'not-found'))
  .on(newest(findCheckedPlaceFx.fail), () => 'failed')
  .on([clickedPlace, foundPlace, chosenPlace], (_, place) => (place ? 'checked' : 'invalid'))
  .reset(zoneCheckLeft);

/** Leaving the page forgets the check, so the next visit starts clean. */
export const DeliveryMapGate = createGate();
sample({ clock: DeliveryMapGate.close, target: zoneCheckLeft });
