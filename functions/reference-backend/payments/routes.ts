import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema, isOrderActive } from '../../../src/shared/contract';
import { valid, notFound, type ReferenceBackendEnv } from '../context';
import { orderStatusAt } from '../orders';
import { cancelOrder } from './payment-state';

/**
 * The reference backend's payments (docs/api.md, "Payments"): the operator's cancel (dev only),
 * and more below.
 */
export const payments = new Hono<ReferenceBackendEnv>()
  /**
   * What the chain's operator does in its own system: cancels an order that is not finished. A
   * paid one is refunded, an awaiting one's payment cancelled. 404 unknown, 409 finished.
   */
  .post(
    '/_dev/orders/:orderId/cancel',
    valid('param', v.object({ orderId: v.pipe(v.string(), v.toNumber(), IdSchema) })),
    async (c) => {
      const { orderId } = c.req.valid('param');
      const now = Date.now();
      const statusCode = await orderStatusAt(c.env, orderId, now);
      if (statusCode === null) return notFound(c, 'Order');
      if (!isOrderActive(statusCode)) return c.json({ message: 'The order is finished' }, 409);
      const payment = await cancelOrder(c.env.DB, orderId, now);
      if (payment === null) return c.json({ message: 'The order is finished' }, 409);
      return c.json({ orderId, statusCode: 255, ...(payment === 'courier' ? {} : { payment }) });
    },
  );
