/**
 * Payme's Merchant API (docs/api.md, "Payments"): JSON-RPC 2.0 at POST /api/payments/payme,
 * answered with HTTP 200 whatever happens. Amounts in tiyin, times in milliseconds; one open
 * transaction per order; a repeated call answers what the first one did.
 */
import * as v from 'valibot';
import { ORDER_STATUS, type Localized } from '@pizza-order-app/contract';
import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { ReceiptUrlSchema } from '@pizza-order-app/contract/fiscal';
import { PAYME_ERRORS, PaymeRequestSchema } from '@pizza-order-app/contract/merchant-api';
import { secretEqual } from '../../lib/crypto';
import type { Env } from '../../lib/env';
import { orderStatusAt } from '../orders';
import type { StoredOrder } from '../order-rules';
import { toTiyin } from './handover';
import {
  cancelOrder,
  onlineMethodOf,
  PAYMENT_COLUMNS,
  paymentStatusAt,
  type PaymentColumns,
} from './payment-state';
import { referenceNow } from '../clock';
import { receiptOf } from './receipt';

/**
 * A created transaction not performed within 12 hours of Payme's own `time` (its creation in Payme
 * Business, not ours) is cancelled with reason 4, as Payme's CreateTransaction page says.
 */
export const PAYME_TRANSACTION_TIMEOUT_MS = 12 * 60 * 60_000;

const PAYME_STATE = {
  created: 1,
  performed: 2,
  cancelled: -1,
  cancelledAfterPerform: -2,
} as const;

/** Payme's cancel reason for a transaction this side cancels itself: it timed out. */
const TIMEOUT_REASON = 4;

class PaymeError extends Error {
  constructor(
    readonly code: number,
    readonly text: Localized,
    readonly data?: string,
  ) {
    super(text.en);
  }
}

const ERRORS = {
  parse: () =>
    new PaymeError(PAYME_ERRORS.parse, {
      ru: 'Ошибка разбора JSON',
      uz: 'JSON tahlilida xatolik',
      en: 'Parse error',
    }),
  request: () =>
    new PaymeError(PAYME_ERRORS.invalidRequest, {
      ru: 'Неверный запрос JSON-RPC',
      uz: 'JSON-RPC so‘rovi noto‘g‘ri',
      en: 'Invalid JSON-RPC request',
    }),
  method: (name: string) =>
    new PaymeError(
      PAYME_ERRORS.methodNotFound,
      {
        ru: 'Метод не найден',
        uz: 'Metod topilmadi',
        en: 'Method not found',
      },
      name,
    ),
  auth: () =>
    new PaymeError(PAYME_ERRORS.insufficientPrivileges, {
      ru: 'Недостаточно привилегий для выполнения метода',
      uz: 'Metodni bajarish uchun huquqlar yetarli emas',
      en: 'Insufficient privileges to perform this method',
    }),
  amount: () =>
    new PaymeError(PAYME_ERRORS.incorrectAmount, {
      ru: 'Неверная сумма',
      uz: 'Summa noto‘g‘ri',
      en: 'Incorrect amount',
    }),
  notFound: () =>
    new PaymeError(PAYME_ERRORS.transactionNotFound, {
      ru: 'Транзакция не найдена',
      uz: 'Tranzaksiya topilmadi',
      en: 'Transaction not found',
    }),
  cannotCancel: () =>
    new PaymeError(PAYME_ERRORS.cannotCancel, {
      ru: 'Заказ выполнен, транзакцию нельзя отменить',
      uz: 'Buyurtma bajarilgan, tranzaksiyani bekor qilib bo‘lmaydi',
      en: 'The order is fulfilled: the transaction cannot be cancelled',
    }),
  cannotPerform: () =>
    new PaymeError(PAYME_ERRORS.cannotPerform, {
      ru: 'Невозможно выполнить операцию',
      uz: 'Amalni bajarib bo‘lmaydi',
      en: 'The operation cannot be performed',
    }),
  system: () =>
    new PaymeError(PAYME_ERRORS.system, {
      ru: 'Системная ошибка',
      uz: 'Tizim xatosi',
      en: 'System error',
    }),
  order: (code: number, text: Localized) => new PaymeError(code, text, 'order_id'),
} as const;

/** The order problems (-31050…-31099), each naming the account field `order_id` in `data`. */
const ORDER_ERRORS = {
  unknown: () =>
    ERRORS.order(PAYME_ERRORS.orderNotFound, {
      ru: 'Заказ не найден',
      uz: 'Buyurtma topilmadi',
      en: 'Order not found',
    }),
  paid: () =>
    ERRORS.order(PAYME_ERRORS.orderPaid, {
      ru: 'Заказ уже оплачен',
      uz: 'Buyurtma allaqachon to‘langan',
      en: 'The order is already paid',
    }),
  cancelled: () =>
    ERRORS.order(PAYME_ERRORS.orderCancelled, {
      ru: 'Заказ отменён, время на оплату истекло или его оплатят при получении',
      uz: 'Buyurtma bekor qilingan, to‘lov vaqti tugagan yoki u qabul qilishda to‘lanadi',
      en: 'The order is cancelled, its time to pay has passed, or it is paid on receipt',
    }),
} as const;

const Account = v.object({ order_id: v.union([v.string(), v.number()]) });
/**
 * The order's number as the checkout put it in the payment link: its canonical digits ("2", never
 * "2.0", " 2", "02" or "0x2", which another system might read as another order or none).
 */
const ORDER_NUMBER = /^[1-9]\d{0,14}$/;
/** Payme's reasons for a cancel (its CancelTransaction page): nothing else is one. */
const CancelReason = v.picklist([1, 2, 3, 4, 5, 10]);
const Tiyin = v.pipe(v.number(), v.integer(), v.minValue(1));
const Millis = v.pipe(v.number(), v.integer(), v.minValue(0));
const TransactionId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const FiscalText = v.pipe(v.string(), v.maxLength(256));

/** What Payme's fiscal module answered for a receipt (its SetFiscalData page); kept as sent. */
const FiscalData = v.object({
  receipt_id: v.optional(v.union([FiscalText, v.number()])),
  /** 0: the tax office registered the receipt. */
  status_code: v.optional(v.number()),
  message: v.optional(FiscalText),
  terminal_id: v.optional(FiscalText),
  fiscal_sign: v.optional(FiscalText),
  qr_code_url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  date: v.optional(FiscalText),
});

const PARAMS = {
  CheckPerformTransaction: v.object({ amount: Tiyin, account: Account }),
  CreateTransaction: v.object({ id: TransactionId, time: Millis, amount: Tiyin, account: Account }),
  PerformTransaction: v.object({ id: TransactionId }),
  CancelTransaction: v.object({ id: TransactionId, reason: CancelReason }),
  CheckTransaction: v.object({ id: TransactionId }),
  GetStatement: v.object({ from: Millis, to: Millis }),
  SetFiscalData: v.object({
    id: TransactionId,
    type: v.picklist(['PERFORM', 'CANCEL']),
    fiscal_data: FiscalData,
  }),
} as const;
type Method = keyof typeof PARAMS;

interface OrderRow extends PaymentColumns {
  readonly order_id: number;
  readonly payload: string;
}

interface TransactionRow {
  readonly id: string;
  readonly order_id: number;
  readonly amount: number;
  readonly payme_time: number;
  readonly create_time: number;
  readonly perform_time: number;
  readonly cancel_time: number;
  readonly state: number;
  readonly reason: number | null;
}

/** The order a Payme account names: an order paid with Payme, with its total in tiyin. */
const orderOfAccount = async (db: D1Database, account: v.InferOutput<typeof Account>) => {
  const id = Number(account.order_id);
  if (!ORDER_NUMBER.test(String(account.order_id)) || !Number.isSafeInteger(id))
    throw ORDER_ERRORS.unknown();
  const row = await db
    .prepare(`SELECT order_id, payload, ${PAYMENT_COLUMNS} FROM orders WHERE order_id = ?`)
    .bind(id)
    .first<OrderRow>();
  const stored = row && (JSON.parse(row.payload) as StoredOrder);
  if (!row || !stored || onlineMethodOf(stored) !== 'payme') throw ORDER_ERRORS.unknown();
  return { row, stored, tiyin: toTiyin(stored.total) };
};

/** Whether Payme may take this amount for the order now: the order's checks, in Payme's order. */
const checkPerform = async (
  db: D1Database,
  amount: number,
  account: v.InferOutput<typeof Account>,
  now: number,
) => {
  const order = await orderOfAccount(db, account);
  if (amount !== order.tiyin) throw ERRORS.amount();
  const status = paymentStatusAt(order.row, now);
  if (status === 'paid' || status === 'refunded') throw ORDER_ERRORS.paid();
  if (status !== 'awaiting') throw ORDER_ERRORS.cancelled();
  return order;
};

const findTransaction = (db: D1Database, id: string) =>
  db.prepare('SELECT * FROM payme_transactions WHERE id = ?').bind(id).first<TransactionRow>();

const timedOut = (transaction: TransactionRow, now: number) =>
  now - transaction.payme_time > PAYME_TRANSACTION_TIMEOUT_MS;

/** Cancels a created transaction Payme may no longer perform: reason 4, then -31008. */
const cancelForTimeout = async (db: D1Database, transaction: TransactionRow, now: number) => {
  await db
    .prepare(
      'UPDATE payme_transactions SET state = ?, reason = ?, cancel_time = ? WHERE id = ? AND state = ?',
    )
    .bind(PAYME_STATE.cancelled, TIMEOUT_REASON, now, transaction.id, PAYME_STATE.created)
    .run();
  return ERRORS.cannotPerform();
};

const created = (transaction: TransactionRow) => ({
  create_time: transaction.create_time,
  transaction: transaction.id,
  state: transaction.state,
});

const cancelled = (transaction: TransactionRow) => ({
  transaction: transaction.id,
  cancel_time: transaction.cancel_time,
  state: transaction.state,
});

const METHODS: {
  [M in Method]: (
    env: Env,
    params: v.InferOutput<(typeof PARAMS)[M]>,
    now: number,
  ) => Promise<unknown>;
} = {
  CheckPerformTransaction: async ({ DB: db }, { amount, account }, now) => {
    const { row, stored } = await checkPerform(db, amount, account, now);
    // The receipt Payme fiscalises; without one (a menu without codes) the payment still goes.
    const detail = receiptOf(stored, stored.language ?? DEFAULT_LANGUAGE);
    if (!detail) console.warn('payme: no fiscal receipt for the order', { orderId: row.order_id });
    return { allow: true, ...(detail ? { detail } : {}) };
  },

  CreateTransaction: async ({ DB: db }, params, now) => {
    const known = await findTransaction(db, params.id);
    if (known) {
      if (known.state !== PAYME_STATE.created) throw ERRORS.cannotPerform();
      if (timedOut(known, now)) throw await cancelForTimeout(db, known, now);
      return created(known);
    }
    if (now - params.time > PAYME_TRANSACTION_TIMEOUT_MS) throw ERRORS.cannotPerform();
    const { row: order } = await checkPerform(db, params.amount, params.account, now);
    // One open transaction per order: inserted only while no other created one is still live; a
    // new one meanwhile is -31008, as Payme's sandbox checks ("В ожидании оплаты").
    const inserted = await db
      .prepare(
        `INSERT INTO payme_transactions (id, order_id, amount, payme_time, create_time, state)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE NOT EXISTS (SELECT 1 FROM payme_transactions
                           WHERE order_id = ?2 AND state = ?6 AND payme_time >= ?7)
         ON CONFLICT (id) DO NOTHING`,
      )
      .bind(
        params.id,
        order.order_id,
        params.amount,
        params.time,
        now,
        PAYME_STATE.created,
        now - PAYME_TRANSACTION_TIMEOUT_MS,
      )
      .run();
    const transaction = await findTransaction(db, params.id);
    if (inserted.meta.changes === 0 && !transaction) throw ERRORS.cannotPerform();
    if (!transaction) throw new Error('payme transaction insert failed');
    return created(transaction);
  },

  PerformTransaction: async ({ DB: db }, { id }, now) => {
    const transaction = await findTransaction(db, id);
    if (!transaction) throw ERRORS.notFound();
    if (transaction.state === PAYME_STATE.performed)
      return { transaction: id, perform_time: transaction.perform_time, state: transaction.state };
    if (transaction.state !== PAYME_STATE.created) throw ERRORS.cannotPerform();
    if (timedOut(transaction, now)) throw await cancelForTimeout(db, transaction, now);
    // Performed and paid together, or neither: the order must still await its payment.
    const [performed] = await db.batch([
      db
        .prepare(
          `UPDATE payme_transactions SET state = ?1, perform_time = ?2
           WHERE id = ?3 AND state = ?4 AND EXISTS (
             SELECT 1 FROM orders WHERE order_id = ?5 AND payment_status = 'awaiting' AND payment_expires_at > ?2)`,
        )
        .bind(PAYME_STATE.performed, now, id, PAYME_STATE.created, transaction.order_id),
      db
        .prepare(
          `UPDATE orders SET payment_status = 'paid', paid_at = ?1
           WHERE order_id = ?2 AND payment_status = 'awaiting' AND payment_expires_at > ?1
             AND EXISTS (SELECT 1 FROM payme_transactions WHERE id = ?3 AND state = ?4 AND perform_time = ?1)`,
        )
        .bind(now, transaction.order_id, id, PAYME_STATE.performed),
    ]);
    if (!performed?.meta.changes) {
      const raced = await findTransaction(db, id);
      if (raced?.state === PAYME_STATE.performed)
        return { transaction: id, perform_time: raced.perform_time, state: raced.state };
      // The order went (its window passed, the operator cancelled it): the payment cannot be made.
      throw await cancelForTimeout(db, transaction, now);
    }
    return { transaction: id, perform_time: now, state: PAYME_STATE.performed };
  },

  CancelTransaction: async (env, { id, reason }, now) => {
    const db = env.DB;
    const transaction = await findTransaction(db, id);
    if (!transaction) throw ERRORS.notFound();
    if (
      transaction.state === PAYME_STATE.cancelled ||
      transaction.state === PAYME_STATE.cancelledAfterPerform
    )
      return cancelled(transaction);
    if (transaction.state === PAYME_STATE.created) {
      // The payment did not happen: the order goes on waiting for one, until its window ends.
      const { meta } = await db
        .prepare(
          'UPDATE payme_transactions SET state = ?, reason = ?, cancel_time = ? WHERE id = ? AND state = ?',
        )
        .bind(PAYME_STATE.cancelled, reason, now, id, PAYME_STATE.created)
        .run();
      // A perform (or a timeout) won the race: cancel the transaction as it now is, so this answer
      // and the perform's tell one story (a refund of the performed one).
      if (meta.changes === 0) return METHODS.CancelTransaction(env, { id, reason }, now);
    } else {
      // A refund: only while the order is not fulfilled; the order is cancelled with it.
      if ((await orderStatusAt(env, transaction.order_id, now)) === ORDER_STATUS.completed)
        throw ERRORS.cannotCancel();
      await cancelOrder(db, transaction.order_id, now);
      await db
        .prepare(
          'UPDATE payme_transactions SET state = ?, reason = ?, cancel_time = ? WHERE id = ? AND state = ?',
        )
        .bind(PAYME_STATE.cancelledAfterPerform, reason, now, id, PAYME_STATE.performed)
        .run();
    }
    const after = await findTransaction(db, id);
    if (!after) throw ERRORS.notFound();
    return cancelled(after);
  },

  CheckTransaction: async ({ DB: db }, { id }) => {
    const transaction = await findTransaction(db, id);
    if (!transaction) throw ERRORS.notFound();
    return {
      create_time: transaction.create_time,
      perform_time: transaction.perform_time,
      cancel_time: transaction.cancel_time,
      transaction: transaction.id,
      state: transaction.state,
      reason: transaction.reason,
    };
  },

  SetFiscalData: async ({ DB: db }, { id, type, fiscal_data: fiscalData }, now) => {
    const transaction = await findTransaction(db, id);
    if (!transaction) throw ERRORS.notFound();
    // The latest word on each receipt is kept: a repeat stores the same, once.
    const receiptUrl = v.safeParse(ReceiptUrlSchema, fiscalData.qr_code_url);
    const registered = type === 'PERFORM' && fiscalData.status_code === 0 && receiptUrl.success;
    await db.batch([
      db
        .prepare(
          `INSERT INTO payme_fiscal_receipts (transaction_id, type, fiscal_data, received_at)
           VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (transaction_id, type) DO UPDATE SET fiscal_data = ?3, received_at = ?4`,
        )
        .bind(id, type, JSON.stringify(fiscalData), now),
      ...(registered
        ? [
            db
              .prepare('UPDATE orders SET receipt_url = ? WHERE order_id = ?')
              .bind(receiptUrl.output, transaction.order_id),
          ]
        : []),
    ]);
    return { success: true };
  },

  GetStatement: async ({ DB: db }, { from, to }) => {
    const { results } = await db
      .prepare(
        'SELECT * FROM payme_transactions WHERE payme_time BETWEEN ? AND ? ORDER BY payme_time, id',
      )
      .bind(from, to)
      .all<TransactionRow>();
    return {
      transactions: results.map((transaction) => ({
        id: transaction.id,
        time: transaction.payme_time,
        amount: transaction.amount,
        account: { order_id: String(transaction.order_id) },
        create_time: transaction.create_time,
        perform_time: transaction.perform_time,
        cancel_time: transaction.cancel_time,
        transaction: transaction.id,
        state: transaction.state,
        reason: transaction.reason,
      })),
    };
  },
};

const isMethod = (name: string): name is Method => Object.hasOwn(PARAMS, name);

/** Payme's Basic credentials: the login `Paycom` and the merchant's key. */
const authorized = (request: Request, key: string | undefined) =>
  Boolean(key) &&
  secretEqual(request.headers.get('Authorization') ?? '', `Basic ${btoa(`Paycom:${key ?? ''}`)}`);

/** The id of whatever was sent, to echo it even in an error. */
const idOf = (json: unknown) =>
  typeof json === 'object' && json !== null && 'id' in json ? json.id : null;

const answer = (id: unknown, body: { result: unknown } | { error: PaymeError }) =>
  Response.json({
    jsonrpc: '2.0',
    id: typeof id === 'string' || typeof id === 'number' ? id : null,
    ...('result' in body
      ? { result: body.result }
      : {
          error: {
            code: body.error.code,
            message: body.error.text,
            ...(body.error.data === undefined ? {} : { data: body.error.data }),
          },
        }),
  });

/** POST /api/payments/payme: one JSON-RPC call of Payme's, answered with HTTP 200. */
export const answerPayme = async (request: Request, env: Env, now = referenceNow(env)) => {
  const text = await request.text();
  let json: unknown = undefined;
  let parsed = true;
  try {
    json = JSON.parse(text);
  } catch {
    parsed = false;
  }
  const id = idOf(json);
  if (!authorized(request, env.PAYME_KEY)) return answer(id, { error: ERRORS.auth() });
  if (!parsed) return answer(id, { error: ERRORS.parse() });
  const call = v.safeParse(PaymeRequestSchema, json);
  if (!call.success) return answer(id, { error: ERRORS.request() });
  const { method, params } = call.output;
  if (!isMethod(method)) return answer(id, { error: ERRORS.method(method) });
  const valid = v.safeParse(PARAMS[method], params);
  if (!valid.success) return answer(id, { error: ERRORS.request() });
  try {
    const handler = METHODS[method] as (env: Env, params: unknown, now: number) => Promise<unknown>;
    return answer(id, { result: await handler(env, valid.output, now) });
  } catch (error) {
    if (error instanceof PaymeError) return answer(id, { error });
    // Still JSON-RPC with HTTP 200: Payme asks again later.
    console.error('payme call failed', {
      method,
      stack: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return answer(id, { error: ERRORS.system() });
  }
};
