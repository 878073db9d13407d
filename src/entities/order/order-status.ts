import type { TFunction } from 'i18next';
import {
  isOrderActive,
  ORDER_STATUS_STEPS,
  type Order,
} from '@pizza-order-app/contract/orders-api';
import {
  ORDER_STATUS_KEYS,
  UNKNOWN_ORDER_STATUS_KEY,
} from '@pizza-order-app/contract/i18n/order-status-keys';

/** The translated name of a status; a code the app does not know yet still reads as "Status N". */
export const orderStatusName = (t: TFunction, statusCode: number) => {
  const key = ORDER_STATUS_KEYS[statusCode];
  return key ? t(key) : t(UNKNOWN_ORDER_STATUS_KEY, { code: statusCode });
};

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export interface OrderTimelineStep {
  readonly statusCode: number;
  /** When the order reached the step; null for steps still ahead. */
  readonly at: string | null;
  readonly state: TimelineStepState;
}

/**
 * The order's way so far (its status history, whatever codes it holds) followed by the steps its
 * type still expects. A final order expects nothing more, so a cancelled one ends plainly.
 */
export const orderTimeline = (
  order: Pick<Order, 'statusCode' | 'orderTypeId' | 'statusHistory'>,
): OrderTimelineStep[] => {
  const history: { statusCode: number; at: string | null }[] = [...order.statusHistory];
  // A backend that sends no history (or lags behind) still shows where the order stands.
  if (history.at(-1)?.statusCode !== order.statusCode) {
    history.push({ statusCode: order.statusCode, at: null });
  }
  const active = isOrderActive(order.statusCode);
  const reached = history.map(({ statusCode, at }, index): OrderTimelineStep => ({
    statusCode,
    at,
    state: active && index === history.length - 1 ? 'current' : 'done',
  }));
  if (!active) return reached;
  const path: readonly number[] = ORDER_STATUS_STEPS[order.orderTypeId];
  const reachedCodes = new Set(history.map(({ statusCode }) => statusCode));
  const furthest = Math.max(-1, ...history.map(({ statusCode }) => path.indexOf(statusCode)));
  const upcoming = path
    .slice(furthest + 1)
    .filter((statusCode) => !reachedCodes.has(statusCode))
    .map((statusCode): OrderTimelineStep => ({ statusCode, at: null, state: 'upcoming' }));
  return [...reached, ...upcoming];
};
