import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { findPlace } from '../../entities/location/find-place';
import type { Language } from '../../shared/config/languages';
import { $language } from '../../shared/i18n/model';
import { parseCoordinates, type LngLat } from '../../shared/lib/geo/zone';

export type ZoneCheckState = 'idle' | 'searching' | 'checked' | 'not-found' | 'failed' | 'invalid';

/** "Check my address" on the delivery map: a clicked point or a typed address becomes a point. */
export const pointClicked = createEvent<LngLat>();
export const addressTyped = createEvent<string>();
export const zoneCheckLeft = createEvent();

export const findCheckedPlaceFx = attach({
  source: $language,
  effect: createEffect(({ text, language }: { text: string; language: Language }) =>
    findPlace(text, language),
  ),
  mapParams: (text: string, language) => ({ text, language }),
});

export const $checkedPoint = createStore<LngLat | null>(null);
export const $zoneCheckState = createStore<ZoneCheckState>('idle');

/** Spec §4: a usable point has both coordinates above 0. */
const usablePoint = ([longitude, latitude]: LngLat) => {
  const point = parseCoordinates(longitude, latitude);
  return point && point[0] > 0 && point[1] > 0 ? point : null;
};

sample({ clock: addressTyped, target: findCheckedPlaceFx });
sample({
  clock: findCheckedPlaceFx.doneData,
  filter: Boolean,
  fn: (place): LngLat => [place.longitude, place.latitude],
  target: pointClicked,
});

$checkedPoint
  .on(pointClicked, (_, point) => usablePoint(point))
  .reset(findCheckedPlaceFx, zoneCheckLeft);
$zoneCheckState
  .on(findCheckedPlaceFx, () => 'searching')
  .on(findCheckedPlaceFx.doneData, (state, place) => (place ? state : 'not-found'))
  .on(findCheckedPlaceFx.fail, () => 'failed')
  .on(pointClicked, (_, point) => (usablePoint(point) ? 'checked' : 'invalid'))
  .reset(zoneCheckLeft);

/** Leaving the page forgets the check, so the next visit starts clean. */
export const DeliveryMapGate = createGate();
sample({ clock: DeliveryMapGate.close, target: zoneCheckLeft });
