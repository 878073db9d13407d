/**
 * Click's Shop API (docs/api.md, "Payments"): Prepare (action 0) and Complete (action 1), posted
 * form-encoded, each signed with an MD5 `sign_string` over its fields and CLICK_SECRET_KEY, and
 * answered in JSON with Click's error codes. A repeated call answers what the first one did;
 * `error < 0` in Complete is Click saying the payment failed: the transaction is cancelled and
 * the order goes on waiting for a payment.
 */
import * as v from 'valibot';
import type { Env } from '../../lib/env';
import {
  CLICK_ERRORS,
  ClickRequestSchema,
  clickSignedText,
  type ClickSignedFields,
} from '@pizza-order-app/contract/merchant-api';
import type { StoredOrder } from '../order-rules';
import {
  onlineMethodOf,
  PAYMENT_COLUMNS,
  paymentStatusAt,
  type PaymentColumns,
} from './payment-state';
import { referenceNow } from '../clock';

const NOTES: Record<number, string> = {
  [CLICK_ERRORS.success]: 'Success',
  [CLICK_ERRORS.signFailed]: 'SIGN CHECK FAILED!',
  [CLICK_ERRORS.incorrectAmount]: 'Incorrect parameter amount',
  [CLICK_ERRORS.actionNotFound]: 'Action not found',
  [CLICK_ERRORS.alreadyPaid]: 'Already paid',
  [CLICK_ERRORS.orderNotFound]: 'Order not found',
  [CLICK_ERRORS.transactionNotFound]: 'Transaction does not exist',
  [CLICK_ERRORS.badRequest]: 'Error in request from click',
  [CLICK_ERRORS.cancelled]: 'Transaction cancelled',
};

type Fields = v.InferOutput<typeof ClickRequestSchema>;

const md5Hex = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('MD5', new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

/** Click's signature (the contract's clickSignedText), as this backend checks it. */
export const clickSign = (secret: string, fields: ClickSignedFields) =>
  md5Hex(clickSignedText(secret, fields));

interface TransactionRow {
  readonly prepare_id: number;
  readonly click_trans_id: number;
  readonly order_id: number;
  readonly amount: number;
  readonly state: 'prepared' | 'completed' | 'cancelled';
}

type Action = 'prepare' | 'complete';

const reply = (
  action: Action,
  fields: Partial<Fields>,
  error: number,
  transaction?: { readonly prepare_id: number },
) =>
  Response.json({
    click_trans_id: Number(fields.click_trans_id ?? 0),
    merchant_trans_id: fields.merchant_trans_id ?? '',
    ...(transaction
      ? {
          [action === 'prepare' ? 'merchant_prepare_id' : 'merchant_confirm_id']:
            transaction.prepare_id,
        }
      : {}),
    error,
    error_note: NOTES[error] ?? '',
  });

const findOrder = async (db: D1Database, merchantTransId: string) => {
  if (!/^[1-9]\d{0,14}$/.test(merchantTransId)) return null;
  const row = await db
    .prepare(`SELECT order_id, payload, ${PAYMENT_COLUMNS} FROM orders WHERE order_id = ?`)
    .bind(Number(merchantTransId))
    .first<PaymentColumns & { order_id: number; payload: string }>();
  if (!row) return null;
  const stored = JSON.parse(row.payload) as StoredOrder;
  return onlineMethodOf(stored) === 'click' ? { row, total: stored.total } : null;
};

const setState = (db: D1Database, prepareId: number, state: TransactionRow['state'], now: number) =>
  db
    .prepare(
      "UPDATE click_transactions SET state = ?, updated_at = ? WHERE prepare_id = ? AND state = 'prepared'",
    )
    .bind(state, now, prepareId)
    .run();

const prepare = async (env: Env, fields: Fields, now: number) => {
  const order = await findOrder(env.DB, fields.merchant_trans_id);
  if (!order) return reply('prepare', fields, CLICK_ERRORS.orderNotFound);
  const known = await env.DB.prepare('SELECT * FROM click_transactions WHERE click_trans_id = ?')
    .bind(Number(fields.click_trans_id))
    .first<TransactionRow>();
  if (known && known.order_id !== order.row.order_id)
    return reply('prepare', fields, CLICK_ERRORS.transactionNotFound);
  const status = paymentStatusAt(order.row, now);
  if (status === 'paid' || status === 'refunded' || known?.state === 'completed')
    return reply('prepare', fields, CLICK_ERRORS.alreadyPaid);
  if (Number(fields.amount) !== order.total)
    return reply('prepare', fields, CLICK_ERRORS.incorrectAmount);
  if (status !== 'awaiting' || known?.state === 'cancelled')
    return reply('prepare', fields, CLICK_ERRORS.cancelled);
  if (known) return reply('prepare', fields, CLICK_ERRORS.success, known);
  const transaction = await env.DB.prepare(
    `INSERT INTO click_transactions (click_trans_id, order_id, amount, state, created_at, updated_at)
     VALUES (?, ?, ?, 'prepared', ?, ?)
     ON CONFLICT (click_trans_id) DO UPDATE SET updated_at = updated_at
     RETURNING prepare_id`,
  )
    .bind(Number(fields.click_trans_id), order.row.order_id, order.total, now, now)
    .first<{ prepare_id: number }>();
  if (!transaction) throw new Error('click prepare insert failed');
  return reply('prepare', fields, CLICK_ERRORS.success, transaction);
};

const complete = async (env: Env, fields: Fields, now: number) => {
  const db = env.DB;
  const order = await findOrder(db, fields.merchant_trans_id);
  if (!order) return reply('complete', fields, CLICK_ERRORS.orderNotFound);
  const transaction = await db
    .prepare('SELECT * FROM click_transactions WHERE prepare_id = ? AND click_trans_id = ?')
    .bind(Number(fields.merchant_prepare_id ?? 0), Number(fields.click_trans_id))
    .first<TransactionRow>();
  if (!transaction || transaction.order_id !== order.row.order_id)
    return reply('complete', fields, CLICK_ERRORS.transactionNotFound);
  if (transaction.state === 'completed')
    return reply('complete', fields, CLICK_ERRORS.alreadyPaid, transaction);
  if (transaction.state === 'cancelled') return reply('complete', fields, CLICK_ERRORS.cancelled);
  if (Number(fields.error) < 0) {
    await setState(db, transaction.prepare_id, 'cancelled', now);
    return reply('complete', fields, CLICK_ERRORS.cancelled);
  }
  if (Number(fields.amount) !== transaction.amount)
    return reply('complete', fields, CLICK_ERRORS.incorrectAmount);
  const status = paymentStatusAt(order.row, now);
  if (status === 'paid' || status === 'refunded')
    return reply('complete', fields, CLICK_ERRORS.alreadyPaid);
  // Completed and paid together, or neither: the order must still await its payment.
  const [completed] = await db.batch([
    db
      .prepare(
        `UPDATE click_transactions SET state = 'completed', updated_at = ?1
         WHERE prepare_id = ?2 AND state = 'prepared' AND EXISTS (
           SELECT 1 FROM orders WHERE order_id = ?3 AND payment_status = 'awaiting' AND payment_expires_at > ?1)`,
      )
      .bind(now, transaction.prepare_id, transaction.order_id),
    db
      .prepare(
        `UPDATE orders SET payment_status = 'paid', paid_at = ?1
         WHERE order_id = ?2 AND payment_status = 'awaiting' AND payment_expires_at > ?1
           AND EXISTS (SELECT 1 FROM click_transactions WHERE prepare_id = ?3 AND state = 'completed')`,
      )
      .bind(now, transaction.order_id, transaction.prepare_id),
  ]);
  if (completed?.meta.changes) return reply('complete', fields, CLICK_ERRORS.success, transaction);
  const raced = await db
    .prepare('SELECT state FROM click_transactions WHERE prepare_id = ?')
    .bind(transaction.prepare_id)
    .first<string>('state');
  if (raced === 'completed')
    return reply('complete', fields, CLICK_ERRORS.alreadyPaid, transaction);
  // The order went (its window passed, the operator cancelled it): no payment is taken.
  await setState(db, transaction.prepare_id, 'cancelled', now);
  return reply('complete', fields, CLICK_ERRORS.cancelled);
};

/**
 * POST /api/payments/click/prepare and /complete: the form Click posts, checked in Click's order
 * (a bad request, the signature, the action), then the order.
 */
export const answerClick = async (
  request: Request,
  env: Env,
  action: Action,
  now = referenceNow(env),
) => {
  // Read as bytes: workerd warns when a form body is read with text().
  const form = Object.fromEntries(
    new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())),
  );
  const parsed = v.safeParse(ClickRequestSchema, form);
  if (
    !parsed.success ||
    (action === 'complete' && parsed.output.merchant_prepare_id === undefined) ||
    parsed.output.service_id !== env.CLICK_SERVICE_ID
  )
    return reply(action, form, CLICK_ERRORS.badRequest);
  const fields = parsed.output;
  const expected = await clickSign(env.CLICK_SECRET_KEY ?? '', fields);
  if (!env.CLICK_SECRET_KEY || expected !== fields.sign_string.toLowerCase())
    return reply(action, fields, CLICK_ERRORS.signFailed);
  if (fields.action !== (action === 'prepare' ? '0' : '1'))
    return reply(action, fields, CLICK_ERRORS.actionNotFound);
  return action === 'prepare' ? prepare(env, fields, now) : complete(env, fields, now);
};
