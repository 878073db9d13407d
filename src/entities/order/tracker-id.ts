import * as v from 'valibot';
import { TrackingKeySchema } from '@pizza-order-app/contract/orders-api';
import { isRouteId } from '@pizza-order-app/contract/lib/route-id';

export interface TrackerTarget {
  readonly orderId: number;
  /** Present on a shared link: lets anyone holding it follow the order's status. */
  readonly trackingKey?: string;
}

/** The id of an order's tracker link, `/tracker/{orderId}-{trackingKey}`: one link for everyone. */
export const trackerRouteId = ({ orderId, trackingKey }: Required<TrackerTarget>) =>
  `${orderId}-${trackingKey}`;

/** What a tracker link names; a bare order id (the owner's own link) has no key; junk is null. */
export const parseTrackerRouteId = (id: string): TrackerTarget | null => {
  const [orderId = '', ...rest] = id.split('-');
  const trackingKey = rest.join('-');
  if (!isRouteId(orderId)) return null;
  if (rest.length === 0) return { orderId: Number(orderId) };
  return v.is(TrackingKeySchema, trackingKey) ? { orderId: Number(orderId), trackingKey } : null;
};
