import type {
  Discount,
  FreeDeliveryGap as FreeDeliveryGapAnswer,
  Order,
  OrderDraft,
  SharedOrder,
} from '@pizza-order-app/contract';
import { isOnlinePayment, type Payment } from '@pizza-order-app/contract/payments';
import { randomToken, secretEqual, sha256Hex } from '../lib/crypto';
import type { CustomerClaim } from '../lib/tokens';
import type { Env } from '../lib/env';
import {
  compositeName,
  ERROR_CODES,
  isOrderActive,
  ORDER_STATUS,
  ORDER_STATUS_STEPS,
} from '@pizza-order-app/contract';
import { promisedAt } from '@pizza-order-app/contract/lib/time-slots';
import { findProduct, findRestaurant, PROMOTIONS } from './catalog';
import { simulatedCourierLocation } from './courier';
import type { Language } from './context';
import { findCustomerId, upsertCustomer } from './customers';
import { message } from './messages';
import {
  checkOrder,
  OrderRefused,
  type OrderChannel,
  type FreeDeliveryGap,
  type StoredDiscount,
  type StoredOrder,
} from './order-rules';
import { COURIERS } from './seed/couriers';
import { readStopList } from './stop-list';
import { referenceNow } from './clock';
import { MENU_HOURS } from './seed/menu';
import {
  cancelledAtOf,
  PAYMENT_COLUMNS,
  PAYMENT_WINDOW_MS,
  paymentStatusAt,
  type PaymentColumns,
} from './payments/payment-state';

export interface OrderRow extends PaymentColumns {
  order_id: number;
  customer_id: number | null;
  created_at: number;
  payload: string;
  tracking_key: string;
  /** The fiscal receipt's page once a provider sent it (payments/payme.ts SetFiscalData). */
  receipt_url?: string | null;
}

/** A discount as its reader sees it: the promotion's title in their language. */
const promotionTitle = (promotionId: number, language: Language) =>
  PROMOTIONS.find(({ id }) => id === promotionId)?.title[language] ?? `#${promotionId}`;

export const localizeDiscount = (discount: StoredDiscount, language: Language): Discount => ({
  ...discount,
  title: promotionTitle(discount.promotionId, language),
});

/** The quote's nearest free-delivery offer, named in the reader's language. */
export const localizeFreeDeliveryGap = (
  gap: FreeDeliveryGap | null,
  language: Language,
): FreeDeliveryGapAnswer | null =>
  gap && { ...gap, title: promotionTitle(gap.promotionId, language) };

/**
 * The courier a delivery is given when it sets off ("on the way"), kept from then on; the
 * same one for the same order at every read.
 */
const courierOf = (orderId: number, language: Language) => {
  const courier = COURIERS[orderId % COURIERS.length];
  return courier && { name: courier.name[language], phone: courier.phone };
};

/**
 * The statuses an order has reached at `clock.now`: it advances one status every `stepMs` from
 * the moment it may be cooked — when it was placed, or for an online payment when it was paid;
 * until then it stays accepted — up to the final one, or to its cancellation (255). The one
 * rule for the order's reads and its news (order-news.ts).
 */
export const statusHistoryOf = (
  row: PaymentColumns & { readonly created_at: number },
  orderTypeId: 0 | 200,
  clock: OrderClock,
) => {
  const steps = ORDER_STATUS_STEPS[orderTypeId];
  const cancelledAt = cancelledAtOf(row, clock.now);
  const until = cancelledAt ?? clock.now;
  // Paid to the courier: from its placing, or from when its owner gave up paying online.
  const cookFrom = row.payment_status === null ? (row.paid_at ?? row.created_at) : row.paid_at;
  const reached =
    cookFrom === null || until < cookFrom
      ? 1
      : Math.min(steps.length, Math.floor((until - cookFrom) / clock.stepMs) + 1);
  const history: { statusCode: number; at: string }[] = steps
    .slice(0, reached)
    .map((statusCode, index) => ({
      statusCode,
      at: new Date(
        index === 0 ? row.created_at : (cookFrom ?? row.created_at) + index * clock.stepMs,
      ).toISOString(),
    }));
  if (cancelledAt !== null && history.at(-1)?.statusCode !== ORDER_STATUS.completed)
    history.push({ statusCode: ORDER_STATUS.cancelled, at: new Date(cancelledAt).toISOString() });
  return history;
};

/** The order's payment as its owner sees it (payments.ts): online ones with their state. */
const paymentOf = (row: OrderRow, stored: StoredOrder, now: number): Payment => {
  const method = stored.draft.paymentMethod;
  const status = paymentStatusAt(row, now);
  if (status === null) return { method };
  if (status !== 'awaiting' || row.payment_expires_at === null)
    return { method, status, ...(row.receipt_url ? { receiptUrl: row.receipt_url } : {}) };
  return {
    method,
    status,
    expiresAt: new Date(row.payment_expires_at).toISOString(),
    ...stored.handover,
  };
};

/** Orders advance by `statusHistoryOf`; the payment and the promise come with them. */
export const toOrder = (row: OrderRow, language: Language, stepMs: number, now: number): Order => {
  // Orders stored before offers were priced have no discounts.
  const stored = JSON.parse(row.payload) as StoredOrder;
  const { draft, lines, deliveryPrice, discounts = [], total } = stored;
  const statusHistory = statusHistoryOf(row, draft.orderTypeId, { stepMs, now });
  // The menu's hours and duration are the seed's, the same at every read as when it was placed;
  // an order paid online is promised from when it was paid, when the kitchen could start it.
  const promise = promisedAt(
    MENU_HOURS,
    new Date(row.paid_at ?? row.created_at),
    draft.deliveryTime,
  );
  const setOff = statusHistory.find(({ statusCode }) => statusCode === ORDER_STATUS.onTheWay);
  const courier = setOff ? courierOf(row.order_id, language) : undefined;
  const door = [draft.longitude, draft.latitude] as const;
  const restaurant = findRestaurant(draft.restaurantId);
  // Only while on the way: a delivered order's courier is somewhere else already.
  const riding = setOff && statusHistory.at(-1) === setOff && restaurant;
  return {
    orderId: row.order_id,
    trackingKey: row.tracking_key,
    statusCode: statusHistory.at(-1)?.statusCode ?? ORDER_STATUS.accepted,
    createdAt: new Date(row.created_at).toISOString(),
    orderTypeId: draft.orderTypeId,
    restaurantId: draft.restaurantId,
    address: draft.address ?? null,
    // The door, as the customer typed it: JSON leaves out the fields they left empty.
    apartment: draft.apartment,
    entrance: draft.entrance,
    floor: draft.floor,
    intercom: draft.intercom,
    deliveryTime: draft.deliveryTime,
    lines: lines.map((line) => {
      const product = findProduct(line.productId);
      const name = product?.name[language] ?? `#${line.productId}`;
      return {
        productId: line.productId,
        name:
          product?.composition && line.parts
            ? compositeName(
                product.composition.kind,
                name,
                line.parts.map((id) => findProduct(id)?.name[language] ?? `#${id}`),
              )
            : name,
        ...(line.parts ? { parts: [...line.parts] } : {}),
        ...(line.removedIngredients
          ? {
              removedIngredients: line.removedIngredients.map((id) => {
                const ingredient = product?.ingredients?.find((known) => known.id === id);
                return ingredient
                  ? { id, name: ingredient.name[language], without: ingredient.without[language] }
                  : { id, name: `#${id}` };
              }),
            }
          : {}),
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
    discounts: discounts.map((discount) => localizeDiscount(discount, language)),
    total,
    paymentMethod: draft.paymentMethod,
    payment: paymentOf(row, stored, now),
    customerName: draft.customerName,
    phone: draft.phone,
    comment: draft.comment,
    ...(draft.changeFrom !== undefined ? { changeFrom: draft.changeFrom } : {}),
    ...(promise ? { promisedAt: promise } : {}),
    ...(courier
      ? {
          courier: riding
            ? {
                ...courier,
                location: simulatedCourierLocation(
                  { from: [restaurant.longitude, restaurant.latitude], to: door },
                  Date.parse(setOff.at),
                  stepMs,
                  now,
                ),
              }
            : courier,
        }
      : {}),
    ...(draft.orderTypeId === 0
      ? { destination: { latitude: draft.latitude, longitude: draft.longitude } }
      : {}),
    statusHistory,
  };
};

/**
 * What a tracker link shows to whoever holds it: never the name, phone, address (door included),
 * comment, lines or courier.
 */
const toSharedOrder = (order: Order): SharedOrder => ({
  orderId: order.orderId,
  statusCode: order.statusCode,
  createdAt: order.createdAt,
  orderTypeId: order.orderTypeId,
  restaurantId: order.restaurantId,
  deliveryTime: order.deliveryTime,
  ...(order.promisedAt ? { promisedAt: order.promisedAt } : {}),
  statusHistory: order.statusHistory,
  // The method and its state; never the amount or where to pay.
  ...(order.payment
    ? {
        payment: {
          method: order.payment.method,
          ...(order.payment.status ? { status: order.payment.status } : {}),
        },
      }
    : {}),
});

export interface OrderClock {
  readonly stepMs: number;
  readonly now: number;
}

/** The reference clock: REFERENCE_ORDER_STEP_SECONDS between statuses (60 when unset). */
export const orderClockOf = (env: Env, now = referenceNow(env)): OrderClock => {
  const seconds = Number(env.REFERENCE_ORDER_STEP_SECONDS);
  return { stepMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 60) * 1000, now };
};

/** The order's status at `now` by its clock; null for an unknown order. */
export const orderStatusAt = async (env: Env, orderId: number, now: number) => {
  const row = await env.DB.prepare(
    `SELECT created_at, payload, ${PAYMENT_COLUMNS} FROM orders WHERE order_id = ?`,
  )
    .bind(orderId)
    .first<PaymentColumns & { created_at: number; payload: string }>();
  if (!row) return null;
  const { draft } = JSON.parse(row.payload) as StoredOrder;
  return statusHistoryOf(row, draft.orderTypeId, orderClockOf(env, now)).at(-1)?.statusCode ?? null;
};

export interface PlacedOrder {
  readonly orderId: number;
  readonly customerId: number;
  readonly trackingKey: string;
}

const draftDigest = (draft: OrderDraft) => sha256Hex(JSON.stringify(draft));

/**
 * The order an idempotency key already made, answered again only to the same customer with the
 * same body; anything else is refused without a word about whose order it was.
 */
const repeatOf = async (
  db: D1Database,
  draft: OrderDraft,
  customerId: number | null,
  digest: string,
  language: Language,
): Promise<PlacedOrder | null> => {
  const previous = await db
    .prepare(
      'SELECT order_id, customer_id, tracking_key, request_digest FROM orders WHERE idempotency_key = ?',
    )
    .bind(draft.idempotencyKey)
    .first<{
      order_id: number;
      customer_id: number;
      tracking_key: string;
      request_digest: string;
    }>();
  if (!previous) return null;
  if (previous.customer_id !== customerId || previous.request_digest !== digest) {
    throw new OrderRefused(message('keyReused', language), ERROR_CODES.idempotencyConflict);
  }
  return {
    orderId: previous.order_id,
    customerId: previous.customer_id,
    trackingKey: previous.tracking_key,
  };
};

/**
 * The order a retry of this very request made before (the same key, body and customer), or
 * null: matched before any limit is counted, so a retry whose answer was lost is answered with
 * its order even when the customer's limit is spent since. The same key with another body or
 * from another caller is refused (409), as placeOrder refuses it.
 */
export const replayedOrder = async (
  db: D1Database,
  draft: OrderDraft,
  customer: CustomerClaim,
  language: Language,
) => repeatOf(db, draft, await findCustomerId(db, customer), await draftDigest(draft), language);

/**
 * Places an order for the customer of the caller's claim, once per idempotency key: a retry with
 * the same key and body answers the first order; the same key with another body or from another
 * caller is refused (409). The phone and name are the order's contact, never who the customer is.
 */
export const placeOrder = async (
  db: D1Database,
  draft: OrderDraft,
  customer: CustomerClaim,
  language: Language,
  {
    phoneVerified = false,
    now = Date.now(),
    channel = 'web',
  }: { phoneVerified?: boolean; now?: number; channel?: OrderChannel } = {},
): Promise<PlacedOrder> => {
  const digest = await draftDigest(draft);
  const repeated = await repeatOf(db, draft, await findCustomerId(db, customer), digest, language);
  if (repeated) return repeated;

  const stopList = await readStopList(db, draft.restaurantId);
  const stored: StoredOrder = {
    ...checkOrder(draft, language, now, channel, stopList),
    phoneVerified,
    language,
  };
  const online = isOnlinePayment(draft.paymentMethod);
  const customerId = await upsertCustomer(db, customer, {
    name: draft.customerName,
    phone: draft.phone,
  });
  const trackingKey = randomToken();
  const inserted = await db
    .prepare(
      `INSERT INTO orders (idempotency_key, customer_id, tg_id, created_at, payload, tracking_key, request_digest,
         payment_status, payment_expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(idempotency_key) DO NOTHING RETURNING order_id`,
    )
    .bind(
      draft.idempotencyKey,
      customerId,
      'tgId' in customer ? customer.tgId : null,
      now,
      JSON.stringify(stored),
      trackingKey,
      digest,
      online ? 'awaiting' : null,
      online ? now + PAYMENT_WINDOW_MS : null,
    )
    .first<number>('order_id');
  if (inserted) return { orderId: inserted, customerId, trackingKey };
  // Lost a race with the same key: the order that won, under the same rules as a retry.
  const winner = await repeatOf(db, draft, customerId, digest, language);
  if (!winner) throw new Error('order insert failed');
  return winner;
};

/**
 * Records with a Telegram user's order whether the chain's bot may write to them about it; false
 * when the order is not theirs (or does not exist).
 */
export const recordBotMayWrite = async (
  db: D1Database,
  orderId: number,
  tgId: number,
  allowed: boolean,
) => {
  const { meta } = await db
    .prepare(
      `UPDATE orders SET payload = json_set(payload, '$.botMayWrite', json(?))
       WHERE order_id = ? AND tg_id = ?`,
    )
    .bind(allowed ? 'true' : 'false', orderId, tgId)
    .run();
  return meta.changes > 0;
};

const ORDER_COLUMNS = `order_id, customer_id, created_at, payload, tracking_key, receipt_url, ${PAYMENT_COLUMNS}`;

/**
 * One order as its viewer may see it: whole for its owner, the shared view for a holder of its
 * tracking key, and nothing (null, answered as 404) for anyone else or an unknown id.
 */
export const getOrder = async (
  db: D1Database,
  orderId: number,
  viewer: { readonly customerId: number | null; readonly trackingKey?: string | undefined },
  language: Language,
  clock: OrderClock,
) => {
  const row = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = ?`)
    .bind(orderId)
    .first<OrderRow>();
  if (!row) return null;
  const order = toOrder(row, language, clock.stepMs, clock.now);
  if (viewer.customerId !== null && row.customer_id === viewer.customerId)
    return { view: 'owner', order } as const;
  if (viewer.trackingKey && row.tracking_key && secretEqual(viewer.trackingKey, row.tracking_key))
    return { view: 'shared', order: toSharedOrder(order) } as const;
  return null;
};

/** The orders of one customer (the caller, checked by the route), newest first. */
export const listOrders = async (
  db: D1Database,
  query: { customerId: number; skip: number; take: number; onlyActive?: boolean },
  language: Language,
  clock: OrderClock,
) => {
  const { results } = await db
    .prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = ? ORDER BY order_id DESC`)
    .bind(query.customerId)
    .all<OrderRow>();
  const orders = results
    .map((row) => toOrder(row, language, clock.stepMs, clock.now))
    .filter((order) => !query.onlyActive || isOrderActive(order.statusCode));
  return { orders: orders.slice(query.skip, query.skip + query.take), total: orders.length };
};
