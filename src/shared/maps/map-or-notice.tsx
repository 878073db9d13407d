import { lazy } from 'react';
import type { LngLat } from '../lib/geo/zone';

/** Where the chain's maps open: the centre of Tashkent. */
export const CITY_CENTER: LngLat = [69.2797, 41.3111];

/** The map's code is fetched only when a map is on screen. */
export const LazyYandexMap = lazy(() =>
  import('./yandex-map').then(({ YandexMap }) => ({ default: YandexMap })),
);
