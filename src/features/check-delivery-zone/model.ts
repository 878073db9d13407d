import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { DELIVERY_TYPES } from '../../entities/location';
import { createFindPlaceFx, locationChosen } from '../../entities/location/lazy';
import type { Restaurant } from '../../shared/contract/main-api';
import { usablePoint, type LngLat } from '../../shared/lib/geo/point';
import { createTurns } from '../../shared/lib/turns';

export type ZoneCheckState = 'idle' | 'searching' | 'checked' | 'not-found' | 'failed' | 'invalid';

/** "Check my address" on the delivery map: a clicked point or a typed address becomes a point. */
export const pointClicked = createEvent<LngLat>();
export const addressTyped = createEvent<string>();
export const zoneCheckLeft = createEvent();

export const findCheckedPlaceFx = createFindPlaceFx();

// A search still on its way when the visitor clicks the map, or leaves, is answered too late.
const { $turn, newest } = createTurns([pointClicked, addressTyped, zoneCheckLeft]);
const found = newest(findCheckedPlaceFx.done);
const foundPoint = found.filterMap(({ result }): LngLat | undefined =>
  result ? [result.longitude, result.latitude] : undefined,
);

export const $checkedPoint = createStore<LngLat | null>(null);
export const $zoneCheckState = createStore<ZoneCheckState>('idle');

sample({
  clock: addressTyped,
  source: $turn,
  fn: (turn, text) => ({ text, turn }),
  target: findCheckedPlaceFx,
});

$checkedPoint
  .on([pointClicked, foundPoint], (_, point) => usablePoint(...point))
  .reset(findCheckedPlaceFx, zoneCheckLeft);
$zoneCheckState
  .on(findCheckedPlaceFx, () => 'searching')
  .on(found, (state, { result }) => (result ? state : 'not-found'))
  .on(newest(findCheckedPlaceFx.fail), () => 'failed')
  .on([pointClicked, foundPoint], (_, point) => (usablePoint(...point) ? 'checked' : 'invalid'))
  .reset(zoneCheckLeft);

/**
 * "Order here" under a served point: it becomes the delivery point, with the restaurant whose
 * zone holds it, by the one location rule.
 */
export const deliveryHereChosen = createEvent<Restaurant>();

sample({
  clock: deliveryHereChosen,
  source: $checkedPoint,
  filter: Boolean,
  fn: ([longitude, latitude]: LngLat, restaurant: Restaurant) => ({
    RestaurantId: restaurant.id,
    RegionId: restaurant.regionId,
    Longitude: longitude,
    Latitude: latitude,
    deliveryType: DELIVERY_TYPES.delivery,
  }),
  target: locationChosen,
});

/** Leaving the page forgets the check, so the next visit starts clean. */
export const DeliveryMapGate = createGate();
sample({ clock: DeliveryMapGate.close, target: zoneCheckLeft });
