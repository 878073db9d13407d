import { lazy, Suspense } from 'react';
import { Skeleton } from '../../shared/ui';

const loadLocationPicker = () => import('./location-picker');

const LocationPicker = lazy(() =>
  loadLocationPicker().then(({ LocationPicker: picker }) => ({ default: picker })),
);

/**
 * Fetches the picker's code before it is drawn; the menu asks for it at start only when no place
 * is chosen, so a returning customer never downloads the map and the lists on the way in.
 */
export const preloadLocationPicker = () => {
  loadLocationPicker().catch(() => undefined);
};

/** Delivery on the map or by address, or pickup from the list: fetched when first shown. */
export function LazyLocationPicker() {
  return (
    <Suspense fallback={<Skeleton rows={3} />}>
      <LocationPicker />
    </Suspense>
  );
}
