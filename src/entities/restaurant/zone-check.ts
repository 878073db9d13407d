import type { Restaurant } from '../../shared/contract/main-api';
import { isInsidePolygon } from '../../shared/lib/geo/zone';
import type { LngLat } from '../../shared/lib/geo/point';
import { toMapMarker } from './restaurant';

/**
 * The active restaurant whose zone holds the point, checked against the zones flipped to
 * latitude-longitude (docs/product.md §3); null when none delivers there.
 */
export const restaurantDeliveringTo = (
  restaurants: readonly Restaurant[],
  [longitude, latitude]: LngLat,
) =>
  restaurants.find(
    (restaurant) =>
      restaurant.isActive &&
      isInsidePolygon([latitude, longitude], toMapMarker(restaurant).polygon),
  ) ?? null;
