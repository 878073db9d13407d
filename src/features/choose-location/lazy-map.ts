import { lazy } from 'react';

/** The map's code is fetched only when a map is on screen. */
export const LazyYandexMap = lazy(() =>
  import('../../shared/maps/yandex-map').then(({ YandexMap }) => ({ default: YandexMap })),
);
