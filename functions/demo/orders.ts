import type { Order, OrderDraft } from '../../src/shared/contract';
import { isOrderActive, ORDER_STATUS, ORDER_STATUS_STEPS } from '../../src/shared/contract';
import { findProduct } from './catalog';
import type { Language } from './context';
import { checkOrder, type StoredOrder } from './order-rules';
import { database } from './store';

interface OrderRow {
  order_id: number;
  customer_id: number | null;
  created_at: number;
  payload: string;
}

/** Orders advance one status every `stepMs` after they were placed, up to the final one. */
const toOrder = (row: OrderRow, language: Language, stepMs: number, now: number): Order => {
  const { draft, lines, deliveryPrice, total } = JSON.parse(row.payload) as StoredOrder;
  const steps = ORDER_STATUS_STEPS[draft.orderTypeId];
  const reached = Math.min(steps.length, Math.floor((now - row.created_at) / stepMs) + 1);
  const statusHistory = steps.slice(0, reached).map((statusCode, index) => ({
    statusCode,
    at: new Date(row.created_at + index * stepMs).toISOString(),
  }));
  return {
    orderId: row.order_id,
    statusCode: statusHistory.at(-1)?.statusCode ?? ORDER_STATUS.accepted,
    createdAt: new Date(row.created_at).toISOString(),
    orderTypeId: draft.orderTypeId,
    restaurantId: draft.restaurantId,
    address: draft.address ?? null,
    deliveryTime: draft.deliveryTime,
    lines: lines.map((line) => {
      const product = findProduct(line.productId);
      return {
        productId: line.productId,
        name: product?.name[language] ?? `#${line.productId}`,
        amount: line.amount,
        price: line.price,
        modifiers: line.modifiers.map((modifier) => ({
          ...modifier,
          name:
            product?.modifiers.find(({ id }) => id === modifier.id)?.name[language] ??
            `#${modifier.id}`,
        })),
      };
    }),
    deliveryPrice,
    total,
    paymentMethod: draft.paymentMethod,
    customerName: draft.customerName,
    phone: draft.phone,
    comment: draft.comment,
    statusHistory,
  };
};

export interface OrderClock {
  readonly stepMs: number;
  readonly now: number;
}

/** The customer placing an order: the one named, else the one with this Telegram id or phone, else new. */
const resolveCustomer = async (
  db: D1Database,
  draft: OrderDraft,
  who: { customerId?: number; tgId?: number },
) => {
  if (who.customerId) {
    const known = await db
      .prepare('SELECT customer_id FROM customers WHERE customer_id = ?')
      .bind(who.customerId)
      .first<number>('customer_id');
    if (known) return known;
  }
  const existing = who.tgId
    ? await db
        .prepare('SELECT customer_id FROM customers WHERE tg_id = ?')
        .bind(who.tgId)
        .first<number>('customer_id')
    : await db
        .prepare('SELECT customer_id FROM customers WHERE phone = ? AND tg_id IS NULL')
        .bind(draft.phone)
        .first<number>('customer_id');
  if (existing) {
    await db
      .prepare('UPDATE customers SET name = ?, phone = ? WHERE customer_id = ?')
      .bind(draft.customerName, draft.phone, existing)
      .run();
    return existing;
  }
  const inserted = await db
    .prepare('INSERT INTO customers (tg_id, name, phone) VALUES (?, ?, ?) RETURNING customer_id')
    .bind(who.tgId ?? null, draft.customerName, draft.phone)
    .first<number>('customer_id');
  if (!inserted) throw new Error('customer insert failed');
  return inserted;
};

/** Places an order once per idempotency key: a retry of the same key answers the first order. */
export const placeOrder = async (
  DB: D1Database,
  draft: OrderDraft,
  who: { customerId?: number; tgId?: number },
  language: Language,
  now = Date.now(),
) => {
  const db = await database(DB);
  const previous = await db
    .prepare('SELECT order_id, customer_id FROM orders WHERE idempotency_key = ?')
    .bind(draft.idempotencyKey)
    .first<{ order_id: number; customer_id: number }>();
  if (previous) return { orderId: previous.order_id, customerId: previous.customer_id };

  const stored = checkOrder(draft, language, now);
  const customerId = await resolveCustomer(db, draft, who);
  const inserted = await db
    .prepare(
      `INSERT INTO orders (idempotency_key, customer_id, tg_id, created_at, payload) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(idempotency_key) DO NOTHING RETURNING order_id`,
    )
    .bind(draft.idempotencyKey, customerId, who.tgId ?? null, now, JSON.stringify(stored))
    .first<number>('order_id');
  // Lost a race with the same key: answer the order that won.
  const orderId =
    inserted ??
    (await db
      .prepare('SELECT order_id FROM orders WHERE idempotency_key = ?')
      .bind(draft.idempotencyKey)
      .first<number>('order_id'));
  if (!orderId) throw new Error('order insert failed');
  return { orderId, customerId };
};

export const getOrder = async (
  DB: D1Database,
  orderId: number,
  language: Language,
  clock: OrderClock,
) => {
  const db = await database(DB);
  const row = await db
    .prepare('SELECT order_id, customer_id, created_at, payload FROM orders WHERE order_id = ?')
    .bind(orderId)
    .first<OrderRow>();
  return row ? toOrder(row, language, clock.stepMs, clock.now) : null;
};

export const listOrders = async (
  DB: D1Database,
  query: { customerId: number; skip: number; take: number; onlyActive?: boolean },
  language: Language,
  clock: OrderClock,
) => {
  const db = await database(DB);
  const { results } = await db
    .prepare(
      'SELECT order_id, customer_id, created_at, payload FROM orders WHERE customer_id = ? ORDER BY order_id DESC',
    )
    .bind(query.customerId)
    .all<OrderRow>();
  const orders = results
    .map((row) => toOrder(row, language, clock.stepMs, clock.now))
    .filter((order) => !query.onlyActive || isOrderActive(order.statusCode));
  return { orders: orders.slice(query.skip, query.skip + query.take), total: orders.length };
};

export const getCustomer = async (DB: D1Database, customerId: number) => {
  const db = await database(DB);
  const row = await db
    .prepare('SELECT customer_id, name, phone FROM customers WHERE customer_id = ?')
    .bind(customerId)
    .first<{ customer_id: number; name: string; phone: string }>();
  return row ? { customerId: row.customer_id, name: row.name, phone: row.phone } : null;
};
