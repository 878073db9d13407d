/**
 * The one rule for how far a courier is and when they arrive, shared by the tracker and the
 * reference backend, which moves its simulated courier by `pointAlong`. Pure: no clock inside.
 */
import type { LngLat } from './point';

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in metres (haversine). */
export const distanceMeters = ([lon1, lat1]: LngLat, [lon2, lat2]: LngLat) => {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The point a `fraction` (0 start … 1 end, clamped) of the way along a straight leg. */
export const pointAlong = (
  [lon1, lat1]: LngLat,
  [lon2, lat2]: LngLat,
  fraction: number,
): LngLat => {
  const f = Math.min(1, Math.max(0, fraction));
  return [lon1 + (lon2 - lon1) * f, lat1 + (lat2 - lat1) * f];
};

/**
 * A courier's pace through the city: 18 km/h (a scooter in Tashkent's traffic), over roads about
 * 1.3 times as long as the straight line.
 */
export const COURIER_METERS_PER_MINUTE = 300;
export const ROAD_DETOUR = 1.3;

export interface CourierArrival {
  /** As the crow flies, what the customer reads ("1,2 км"). */
  readonly distanceMeters: number;
  /** Whole minutes, at least 1 while the courier is not yet at the door. */
  readonly minutes: number;
}

/** How far the courier is from the door and in how many minutes they should ring. */
export const courierArrival = (courier: LngLat, door: LngLat): CourierArrival => {
  const distance = distanceMeters(courier, door);
  return {
    distanceMeters: Math.round(distance),
    minutes: Math.max(1, Math.ceil((distance * ROAD_DETOUR) / COURIER_METERS_PER_MINUTE)),
  };
};
