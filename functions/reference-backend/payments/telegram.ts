/**
 * The backend's side of Telegram Payments (packages/contract/src/telegram-payments.ts): the edge
 * asks whether a pre-checkout query may be paid and reports each successful payment, signed with
 * PAYMENT_CALLS_SECRET over the path and body.
 */
import {
  INVOICE_CURRENCY,
  type TelegramPaymentPaid,
  type TelegramPaymentCheck,
  type TelegramPaymentCheckAnswer,
} from '@pizza-order-app/contract/telegram-payments';
import type { StoredOrder } from '../order-rules';
import { toTiyin } from './handover';
import {
  markPaid,
  onlineMethodOf,
  PAYMENT_COLUMNS,
  paymentStatusAt,
  type PaymentColumns,
} from './payment-state';

/** Whether Telegram may take this payment for the order now, and if not why. */
export const checkTelegramPayment = async (
  db: D1Database,
  check: TelegramPaymentCheck,
  now: number,
): Promise<TelegramPaymentCheckAnswer> => {
  const row = await db
    .prepare(`SELECT payload, ${PAYMENT_COLUMNS} FROM orders WHERE order_id = ?`)
    .bind(check.orderId)
    .first<PaymentColumns & { payload: string }>();
  const stored = row && (JSON.parse(row.payload) as StoredOrder);
  if (!row || !stored || onlineMethodOf(stored) !== 'telegram')
    return { ok: false, reason: 'unknown-order' };
  const status = paymentStatusAt(row, now);
  if (status === 'paid' || status === 'refunded') return { ok: false, reason: 'paid-already' };
  if (status !== 'awaiting') return { ok: false, reason: 'not-awaiting' };
  if (check.currency !== INVOICE_CURRENCY || check.totalAmount !== toTiyin(stored.total))
    return { ok: false, reason: 'amount-mismatch' };
  return { ok: true };
};

/**
 * Records Telegram's successful payment once (by its charge id) and marks the order paid: a
 * repeat answers `already-paid`; a payment the order cannot take (its window passed since the
 * pre-checkout query) answers `refused`, logged for the chain to return the money.
 */
export const recordTelegramPayment = async (
  db: D1Database,
  paid: TelegramPaymentPaid,
  now: number,
) => {
  const check = await checkTelegramPayment(db, paid, now);
  const inserted = await db
    .prepare(
      `INSERT INTO telegram_payments
         (telegram_payment_charge_id, provider_payment_charge_id, order_id, total_amount, paid_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT (telegram_payment_charge_id) DO NOTHING`,
    )
    .bind(
      paid.telegramPaymentChargeId,
      paid.providerPaymentChargeId,
      paid.orderId,
      paid.totalAmount,
      now,
    )
    .run();
  if (inserted.meta.changes === 0) return 'already-paid' as const;
  if (check.ok && (await markPaid(db, paid.orderId, now))) return 'paid' as const;
  console.error('telegram payment refused: return the money', { ...paid, reason: check.reason });
  return 'refused' as const;
};
