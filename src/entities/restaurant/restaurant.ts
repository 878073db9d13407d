import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { flipToLatLng, parseZone, type LatLng } from '@pizza-order-app/contract/lib/geo/zone';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';

/** docs/product.md §3 map marker built from a restaurant; the zone flipped to latitude-longitude. */
export interface MapMarker {
  readonly id: number;
  readonly coordinates: LngLat;
  readonly title: string;
  readonly iconSrc: string;
  readonly address: string;
  readonly regionID: number;
  readonly polygon: readonly LatLng[];
}

export const RESTAURANT_ICON = '/icons/restaurant.svg';

export const toMapMarker = (restaurant: Restaurant): MapMarker => ({
  id: restaurant.id,
  coordinates: [restaurant.longitude, restaurant.latitude],
  title: restaurant.name,
  iconSrc: RESTAURANT_ICON,
  address: restaurant.address,
  regionID: restaurant.regionId,
  polygon: flipToLatLng(parseZone(restaurant.zone) ?? []),
});

/** docs/product.md §7: of restaurants/List only the active ones are kept. */
export const activeRestaurants = (restaurants: readonly Restaurant[]) =>
  restaurants.filter((restaurant) => restaurant.isActive);
