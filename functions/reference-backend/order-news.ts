import { createMiddleware } from 'hono/factory';
import {
  ORDER_EVENT_HEADERS,
  orderEventCall,
  type OrderStatusEvent,
} from '@pizza-order-app/contract/order-events';
import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import { ORDER_STATUS, ORDER_STATUS_STEPS } from '@pizza-order-app/contract';
import { answerOrderEvent, signOrderEvent } from '../lib/bot/order-events';
import type { Env } from '../lib/env';
import { CallRefused, sendCall } from '../lib/send-call';
import type { ReferenceBackendEnv } from './context';
import { findRestaurant } from './catalog';
import { statusHistoryOf, toOrder, type OrderClock, type OrderRow } from './orders';
import { PAYMENT_COLUMNS } from './payments/payment-state';
import type { StoredOrder } from './order-rules';

interface UntoldRow extends OrderRow {
  tg_id: number;
  told_steps: number;
}

/**
 * The event of the order's newest news, with what its message needs: the payment's state, the
 * promise, the pickup address, the courier on the way.
 */
const eventOf = (row: UntoldRow, stored: StoredOrder, clock: OrderClock): OrderStatusEvent => {
  const language = stored.language ?? DEFAULT_LANGUAGE;
  const order = toOrder(row, language, clock.stepMs, clock.now);
  const pickup = order.orderTypeId === 200 ? findRestaurant(order.restaurantId) : undefined;
  const { method, status } = order.payment ?? { method: stored.draft.paymentMethod };
  return {
    orderId: row.order_id,
    tgId: row.tg_id,
    statusCode: order.statusCode,
    language,
    ...(stored.botMayWrite === undefined ? {} : { botMayWrite: stored.botMayWrite }),
    payment: status ? { method, status } : { method },
    ...(order.promisedAt ? { promisedAt: order.promisedAt } : {}),
    ...(pickup ? { pickupAddress: pickup.address[language] } : {}),
    ...(order.courier && order.statusCode === ORDER_STATUS.onTheWay
      ? { courier: { name: order.courier.name, phone: order.courier.phone } }
      : {}),
  };
};

/**
 * Sends one status event the way the chain's backend must (docs/api.md): to the edge in this
 * worker, or over the network to REFERENCE_ORDER_EVENTS_URL (the conformance kit playing the edge).
 */
const sendEvent = async (env: Env, site: string, event: OrderStatusEvent, nowMs: number) => {
  const timestamp = String(Math.floor(nowMs / 1000));
  try {
    await sendCall(orderEventCall, {
      base: env.REFERENCE_ORDER_EVENTS_URL || site,
      body: event,
      credentials: async (_, body) => ({
        [ORDER_EVENT_HEADERS.timestamp]: timestamp,
        [ORDER_EVENT_HEADERS.signature]: await signOrderEvent(
          env.ORDER_EVENTS_SECRET,
          timestamp,
          body,
        ),
      }),
      // Unset: the edge in this worker, without a network between them.
      ...(env.REFERENCE_ORDER_EVENTS_URL
        ? {}
        : { deliver: (request: Request) => answerOrderEvent(request, env) }),
    });
  } catch (error) {
    if (!(error instanceof CallRefused)) throw error;
    console.warn('order status event refused', error.status, error.answer);
  }
};

/**
 * The reference backend moves an order along by the clock (orders.ts): whenever its orders are
 * asked about, it tells the edge of each Telegram order's newest news it has not told yet (one
 * event per order, the newest: news reached together go as one), claiming the step first so two
 * requests never tell the same one. An order's news are its statuses and, for one paid online,
 * its payment coming (`accepted` again, now paid).
 */
export const tellOrderNews = async (env: Env, site: string, clock: OrderClock) => {
  // A payment and a cancellation are two news more than the longest path.
  const steps = Math.max(...Object.values(ORDER_STATUS_STEPS).map((path) => path.length)) + 2;
  // Orders whose last change may be recent: placed, paid, cancelled or out of their window lately.
  const { results } = await env.DB.prepare(
    `SELECT order_id, customer_id, tracking_key, tg_id, created_at, told_steps, payload,
            ${PAYMENT_COLUMNS} FROM orders
     WHERE tg_id IS NOT NULL AND told_steps < ?
       AND MAX(created_at, COALESCE(paid_at, 0), COALESCE(cancelled_at, 0),
               COALESCE(payment_expires_at, 0)) > ?`,
  )
    .bind(steps, clock.now - (steps + 1) * clock.stepMs)
    .all<UntoldRow>();
  for (const row of results) {
    const stored = JSON.parse(row.payload) as StoredOrder;
    const history = statusHistoryOf(row, stored.draft.orderTypeId, clock);
    const reached = history.length + (row.paid_at === null ? 0 : 1);
    if (reached <= row.told_steps || history.length === 0) continue;
    const { meta } = await env.DB.prepare(
      'UPDATE orders SET told_steps = ? WHERE order_id = ? AND told_steps = ?',
    )
      .bind(reached, row.order_id, row.told_steps)
      .run();
    if (meta.changes === 0) continue;
    await sendEvent(
      env,
      site,
      eventOf(row, stored, clock),
      // The signature's time is the edge's real one, whatever the kitchen's clock says.
      Date.now(),
    );
  }
};

/**
 * After a request about orders: their news told, after the answer where the runtime lets work
 * go on (waitUntil), else before it.
 */
export const tellsOrderNews = (clockOf: (env: Env) => OrderClock) =>
  createMiddleware<ReferenceBackendEnv>(async (c, next) => {
    await next();
    const telling = tellOrderNews(c.env, new URL(c.req.url).origin, clockOf(c.env)).catch(
      (error: unknown) => console.error('order news failed', error),
    );
    try {
      c.executionCtx.waitUntil(telling);
    } catch {
      await telling;
    }
  });
