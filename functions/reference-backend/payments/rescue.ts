/**
 * Rescuing an unpaid order (docs/api.md, "Rescuing an unpaid order"): its owner changes an
 * awaiting online payment to one made to the courier or at the counter, or cancels the order.
 * The owner is the caller's claim; another customer's order is answered as an unknown one.
 */
import {
  offlineMethodsTaken,
  PAYMENT_RESCUE_CODES,
  type OFFLINE_PAYMENT_METHODS,
} from '@pizza-order-app/contract/payment-rescue';
import { findRestaurant } from '../catalog';
import type { Language } from '../context';
import { message } from '../messages';
import { OrderRefused } from '../order-rules';
import { getOrder, type OrderClock } from '../orders';
import { cancelUnpaid, switchToOffline } from './payment-state';

type OfflineMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

const notAwaiting = (language: Language) =>
  new OrderRefused(
    message('notAwaitingPayment', language),
    PAYMENT_RESCUE_CODES.notAwaitingPayment,
  );

/** The caller's own order, or null (404) for another's or an unknown one. */
const ownOrder = async (
  db: D1Database,
  customerId: number | null,
  orderId: number,
  language: Language,
  clock: OrderClock,
) => {
  const found = await getOrder(db, orderId, { customerId }, language, clock);
  return found?.view === 'owner' ? found.order : null;
};

/** Whether the order was placed with an online method its owner then changed to `method`. */
const switchedTo = async (db: D1Database, orderId: number, method: OfflineMethod) =>
  (await db
    .prepare(
      `SELECT 1 AS yes FROM orders WHERE order_id = ? AND json_extract(payload, '$.placedWith') IS NOT NULL
         AND json_extract(payload, '$.draft.paymentMethod') = ?`,
    )
    .bind(orderId, method)
    .first<number>('yes')) === 1;

/**
 * Changes the caller's awaiting order to `method`; a repeat (or a double tap racing the first)
 * answers the order once it has that method. Null when it is not the caller's; refused (409)
 * when it no longer awaits its payment or the restaurant does not take the method.
 */
export const changeToOffline = async (
  db: D1Database,
  customerId: number | null,
  { orderId, paymentMethod }: { orderId: number; paymentMethod: OfflineMethod },
  language: Language,
  clock: OrderClock,
) => {
  const order = await ownOrder(db, customerId, orderId, language, clock);
  if (!order) return null;
  if (order.payment?.status === 'awaiting') {
    const taken = offlineMethodsTaken(findRestaurant(order.restaurantId)?.paymentMethods);
    if (!taken.includes(paymentMethod))
      throw new OrderRefused(
        message('paymentMethodNotTaken', language),
        PAYMENT_RESCUE_CODES.methodNotTaken,
      );
    // Only while it still awaits: a payment that came since the read wins.
    await switchToOffline(db, orderId, paymentMethod, clock.now);
  }
  if (!(await switchedTo(db, orderId, paymentMethod))) throw notAwaiting(language);
  return ownOrder(db, customerId, orderId, language, clock);
};

/**
 * Cancels the caller's awaiting order; a repeat on an order cancelled unpaid (by this call, or
 * at the end of its window) answers it. Null when it is not the caller's; refused (409) when it
 * no longer awaits its payment.
 */
export const cancelAwaiting = async (
  db: D1Database,
  customerId: number | null,
  orderId: number,
  language: Language,
  clock: OrderClock,
) => {
  const order = await ownOrder(db, customerId, orderId, language, clock);
  if (!order) return null;
  // Only while it still awaits: a payment that came since the read wins.
  if (order.payment?.status === 'awaiting') await cancelUnpaid(db, orderId, clock.now);
  const after = await ownOrder(db, customerId, orderId, language, clock);
  if (after?.payment?.status !== 'cancelled') throw notAwaiting(language);
  return after;
};
