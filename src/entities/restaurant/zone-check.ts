import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { isInsidePolygon } from '@pizza-order-app/contract/lib/geo/zone';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
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
