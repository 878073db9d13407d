import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema, ORDER_STATUS_STEPS } from '@pizza-order-app/contract';
import type { Env } from '../lib/env';
import { referenceNow } from './clock';
import { notFound, valid, type ReferenceBackendEnv } from './context';
import type { StoredOrder } from './order-rules';
import { orderClockOf, statusHistoryOf } from './orders';
import { cancelledAtOf, PAYMENT_COLUMNS, type PaymentColumns } from './payments/payment-state';

type Advanced =
  | { readonly ok: true; readonly statusCode: number }
  | { readonly ok: false; readonly reason: 'unknown' | 'finished' | 'unpaid' };

/**
 * Moves an order one status on, as its kitchen would. The reference clock derives the status from
 * the time since cooking could start, so the order's times move back by what its next status
 * needs: every read after sees it further on, its history as if it had been placed that much
 * earlier. An order still awaiting its online payment stays (the kitchen may not start it).
 */
export const advanceOrder = async (env: Env, orderId: number, now: number): Promise<Advanced> => {
  const row = await env.DB.prepare(
    `SELECT created_at, payload, ${PAYMENT_COLUMNS} FROM orders WHERE order_id = ?`,
  )
    .bind(orderId)
    .first<PaymentColumns & { created_at: number; payload: string }>();
  if (!row) return { ok: false, reason: 'unknown' };
  const { orderTypeId } = (JSON.parse(row.payload) as StoredOrder).draft;
  const clock = orderClockOf(env, now);
  const reached = statusHistoryOf(row, orderTypeId, clock).length;
  if (cancelledAtOf(row, now) !== null || reached >= ORDER_STATUS_STEPS[orderTypeId].length)
    return { ok: false, reason: 'finished' };
  const cookFrom = row.payment_status === null ? (row.paid_at ?? row.created_at) : row.paid_at;
  if (cookFrom === null) return { ok: false, reason: 'unpaid' };
  // The start that puts `now` at the beginning of the next status.
  const shift = cookFrom - (now - reached * clock.stepMs);
  await env.DB.prepare(
    'UPDATE orders SET created_at = created_at - ?1, paid_at = paid_at - ?1 WHERE order_id = ?2',
  )
    .bind(shift, orderId)
    .run();
  const statusCode = ORDER_STATUS_STEPS[orderTypeId][reached];
  return statusCode === undefined ? { ok: false, reason: 'finished' } : { ok: true, statusCode };
};

/**
 * `POST /api/_dev/orders/:orderId/advance` → `{ orderId, statusCode }`: the order one status on,
 * for tests that follow an order without waiting on the reference clock. 404 unknown, 409
 * finished or unpaid. Served only with the reference backend.
 */
export const kitchenDev = new Hono<ReferenceBackendEnv>().post(
  '/_dev/orders/:orderId/advance',
  valid('param', v.object({ orderId: v.pipe(v.string(), v.toNumber(), IdSchema) })),
  async (c) => {
    const { orderId } = c.req.valid('param');
    const advanced = await advanceOrder(c.env, orderId, referenceNow(c.env));
    if (advanced.ok) return c.json({ orderId, statusCode: advanced.statusCode });
    if (advanced.reason === 'unknown') return notFound(c, 'Order');
    return c.json(
      {
        message:
          advanced.reason === 'unpaid' ? 'The order awaits its payment' : 'The order is finished',
      },
      409,
    );
  },
);
