import { Suspense } from 'react';
import { preloadable } from '../../shared/lib/preloadable';
import { Skeleton } from '../../shared/ui';

const { Component: LocationPicker, preload } = preloadable(() =>
  import('./location-picker').then(({ LocationPicker: picker }) => ({ default: picker })),
);

/** The picker's module, named for the build: a first visit's prerendered page preloads it. */
export const LOCATION_PICKER_MODULE = 'src/features/choose-location/location-picker.tsx';

/**
 * Fetches the picker's code before it is drawn; the menu awaits it at start only when no place
 * is chosen, so a first visit's first render (and the prerendered page) shows the picker whole,
 * and a returning customer never downloads the map and the lists on the way in.
 */
export const preloadLocationPicker = () => preload().catch(() => undefined);

/** Delivery on the map or by address, or pickup from the list: fetched when first shown. */
export function LazyLocationPicker({ level }: { readonly level?: 2 | 3 }) {
  return (
    <Suspense fallback={<Skeleton rows={3} />}>
      <LocationPicker level={level} />
    </Suspense>
  );
}
