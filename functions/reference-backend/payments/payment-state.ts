/**
 * An online payment's state in the reference backend (docs/api.md, "Payments"): the one rule of
 * the payment window, and the writes that move a payment on. Every reader — the order reads,
 * Payme, Click, Telegram's checks — asks `paymentStatusAt` at its own moment.
 */
import type { PaymentMethod, PaymentStatus } from '@pizza-order-app/contract/payments';
import type { StoredOrder } from '../order-rules';

/**
 * How long an order waits for its online payment: past it, unpaid, the order is cancelled. Long
 * enough to pay on the provider's page after a detour, short enough that the kitchen's slot and
 * the promised time still hold.
 */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/** The payment columns of an order row (migrations/0005_payments.sql). */
export interface PaymentColumns {
  readonly payment_status: 'awaiting' | 'paid' | 'cancelled' | 'refunded' | null;
  readonly payment_expires_at: number | null;
  /**
   * When the kitchen could start the order: when it was paid online, or when its owner changed an
   * unpaid online payment to one made to the courier (`switchToOffline`). Null otherwise.
   */
  readonly paid_at: number | null;
  readonly cancelled_at: number | null;
}

export const PAYMENT_COLUMNS = 'payment_status, payment_expires_at, paid_at, cancelled_at';

/** The payment's state at `now`: an awaiting one past its window is cancelled. Null: paid to the courier. */
export const paymentStatusAt = (row: PaymentColumns, now: number): PaymentStatus | null => {
  if (row.payment_status === 'awaiting' && row.payment_expires_at !== null)
    return now < row.payment_expires_at ? 'awaiting' : 'cancelled';
  return row.payment_status;
};

/**
 * When the order was cancelled, as of `now`: by the operator or a refund (`cancelled_at`), or at
 * the end of its payment window when that passed unpaid. Null while it is not.
 */
export const cancelledAtOf = (row: PaymentColumns, now: number): number | null => {
  if (row.cancelled_at !== null) return row.cancelled_at;
  if (paymentStatusAt(row, now) === 'cancelled' && row.payment_status === 'awaiting')
    return row.payment_expires_at;
  return null;
};

/** Marks an awaiting order paid at `now`, once and only within its window: true when it did. */
export const markPaid = async (db: D1Database, orderId: number, now: number) => {
  const { meta } = await db
    .prepare(
      `UPDATE orders SET payment_status = 'paid', paid_at = ?1
       WHERE order_id = ?2 AND payment_status = 'awaiting' AND payment_expires_at > ?1`,
    )
    .bind(now, orderId)
    .run();
  return meta.changes > 0;
};

/**
 * Cancels an order at `now` (status 255): an awaiting payment is cancelled, a paid one refunded.
 * Answers the payment's new state, or null when nothing could be cancelled (unknown, already
 * cancelled, or paid to the courier and finished — the caller checks that).
 */
export const cancelOrder = async (
  db: D1Database,
  orderId: number,
  now: number,
): Promise<PaymentStatus | 'courier' | null> => {
  const row = await db
    .prepare(`SELECT ${PAYMENT_COLUMNS} FROM orders WHERE order_id = ?`)
    .bind(orderId)
    .first<PaymentColumns>();
  if (!row || cancelledAtOf(row, now) !== null) return null;
  const status = paymentStatusAt(row, now);
  const next = status === 'paid' ? 'refunded' : status === 'awaiting' ? 'cancelled' : null;
  const { meta } = await db
    .prepare(
      `UPDATE orders SET cancelled_at = ?1, payment_status = COALESCE(?2, payment_status)
       WHERE order_id = ?3 AND cancelled_at IS NULL AND payment_status IS ?4`,
    )
    .bind(now, next, orderId, row.payment_status)
    .run();
  if (meta.changes === 0) return null;
  return next ?? 'courier';
};

/**
 * The online method the order was placed with, even after its owner changed to paying the
 * courier: the provider that may still call about it is that one's (payme.ts, click.ts,
 * telegram.ts), and learns the order no longer awaits it.
 */
export const onlineMethodOf = (stored: StoredOrder): PaymentMethod =>
  stored.placedWith ?? stored.draft.paymentMethod;

/**
 * Changes an order awaiting its online payment to `method`, paid to the courier or at the
 * counter, at `now`: the kitchen may start it from then. Only within its window and never once
 * paid: true when it did.
 */
export const switchToOffline = async (
  db: D1Database,
  orderId: number,
  method: PaymentMethod,
  now: number,
) => {
  const { meta } = await db
    .prepare(
      `UPDATE orders SET payment_status = NULL, payment_expires_at = NULL, paid_at = ?1,
         payload = json_set(payload, '$.placedWith', json_extract(payload, '$.draft.paymentMethod'),
                            '$.draft.paymentMethod', ?2)
       WHERE order_id = ?3 AND payment_status = 'awaiting' AND payment_expires_at > ?1
         AND cancelled_at IS NULL`,
    )
    .bind(now, method, orderId)
    .run();
  return meta.changes > 0;
};

/** Cancels an order still awaiting its online payment at `now`: true when it did. */
export const cancelUnpaid = async (db: D1Database, orderId: number, now: number) => {
  const { meta } = await db
    .prepare(
      `UPDATE orders SET payment_status = 'cancelled', cancelled_at = ?1
       WHERE order_id = ?2 AND payment_status = 'awaiting' AND payment_expires_at > ?1
         AND cancelled_at IS NULL`,
    )
    .bind(now, orderId)
    .run();
  return meta.changes > 0;
};
