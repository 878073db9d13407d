import { isLatitude, isLongitude, type LngLat } from './point';

/** [latitude, longitude], the order docs/product.md §3 flips restaurant zones into for use. */
export type LatLng = readonly [number, number];

/**
 * Parses a restaurant zone: "lon lat, lon lat, …" (longitude first). Returns null when the text
 * is not a polygon of at least three valid points, so a broken zone never breaks a screen.
 */
export const parseZone = (text: string): LngLat[] | null => {
  const points = text
    .split(',')
    .map((pair) => pair.trim().split(/\s+/).map(Number))
    .map(([lon, lat]) => [lon ?? Number.NaN, lat ?? Number.NaN] as const);
  if (points.length < 3 || !points.every(([lon, lat]) => isLongitude(lon) && isLatitude(lat)))
    return null;
  return points;
};

/** docs/product.md §3: zone coordinates flipped to latitude-longitude order. */
export const flipToLatLng = (points: readonly LngLat[]): LatLng[] =>
  points.map(([lon, lat]) => [lat, lon]);

/** Ray casting; a point on the boundary may fall either way, which is fine for delivery zones. */
export const isInsidePolygon = ([lon, lat]: LngLat, polygon: readonly LngLat[]) => {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] ?? [0, 0];
    const [xj, yj] = polygon[j] ?? [0, 0];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};
