import { lazy, Suspense, useState } from 'react';
import { publicConfig } from '../config/env';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { Notice } from '../ui/notice';
import type { YandexMapProps } from './yandex-map';

/** Where the chain's maps open: the centre of Tashkent. */
export const CITY_CENTER: LngLat = [69.2797, 41.3111];

/** The map's code is fetched only when a map is on screen. */
const LazyYandexMap = lazy(() =>
  import('./yandex-map').then((map) => ({ default: map.YandexMap })),
);

interface MapOrNoticeProps extends Omit<YandexMapProps, 'onUnavailable'> {
  /** Says what to use instead when there is no map (the list, the search). */
  readonly unavailable: string;
  /** Says what the map is for, above it. */
  readonly hint?: string;
}

/**
 * A map, or a notice in its place when it cannot be shown: from the first paint without a maps
 * key (no layout shift), after a failed load otherwise.
 */
export function MapOrNotice({ unavailable, hint, ...map }: MapOrNoticeProps) {
  const [failed, setFailed] = useState(() => !publicConfig.yandexMapsApiKey);
  if (failed) return <Notice tone="warning">{unavailable}</Notice>;
  return (
    <>
      {hint && <p className="hint">{hint}</p>}
      <Suspense fallback={<div className="yandex-map" aria-busy="true" />}>
        <LazyYandexMap {...map} onUnavailable={() => setFailed(true)} />
      </Suspense>
    </>
  );
}
