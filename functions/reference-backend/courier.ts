import type { CourierLocationSchema } from '@pizza-order-app/contract';
import type * as v from 'valibot';
import { pointAlong } from '@pizza-order-app/contract/lib/geo/courier-route';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';

/**
 * Where the reference backend's simulated courier is at `now`: riding from the restaurant to the
 * door in a straight line, setting off when the order went on its way and ringing as the next
 * status step (delivered) comes, so the map and the status keep in step.
 */
export const simulatedCourierLocation = (
  route: { readonly from: LngLat; readonly to: LngLat },
  setOffAt: number,
  stepMs: number,
  now: number,
): v.InferOutput<typeof CourierLocationSchema> => {
  const [longitude, latitude] = pointAlong(route.from, route.to, (now - setOffAt) / stepMs);
  return { latitude, longitude, at: new Date(now).toISOString() };
};
