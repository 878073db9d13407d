/**
 * A point and the rule for a usable one, apart from the zone geometry (zone.ts): every start reads
 * a stored or linked point, only the maps and zone checks need polygons.
 */

/** [longitude, latitude], the order the backends and Yandex Maps v3 use. */
export type LngLat = readonly [number, number];

export const isLongitude = (value: number) =>
  Number.isFinite(value) && value >= -180 && value <= 180;
export const isLatitude = (value: number) => Number.isFinite(value) && value >= -90 && value <= 90;

/**
 * docs/product.md §4/§5: the one rule for a point: numbers (or numeric text) within range, and both
 * coordinates above 0; anything else counts as no point at all (not used, saved or sent).
 */
export const usablePoint = (longitude: unknown, latitude: unknown): LngLat | null => {
  if (typeof longitude === 'string' && longitude.trim() === '') return null;
  if (typeof latitude === 'string' && latitude.trim() === '') return null;
  const lon = typeof longitude === 'number' ? longitude : Number(longitude);
  const lat = typeof latitude === 'number' ? latitude : Number(latitude);
  return isLongitude(lon) && isLatitude(lat) && lon > 0 && lat > 0 ? [lon, lat] : null;
};
