import { Hono } from 'hono';
import * as v from 'valibot';
import { IdSchema, isOrderActive } from '@pizza-order-app/contract';
import {
  clickCompleteCall,
  clickPrepareCall,
  paymeCall,
} from '@pizza-order-app/contract/merchant-api';
import {
  telegramPaymentCheckCall,
  telegramPaymentPaidCall,
} from '@pizza-order-app/contract/telegram-payments';
import { valid, notFound, type ReferenceBackendEnv } from '../context';
import { orderStatusAt } from '../orders';
import { answerClick } from './click';
import { cancelOrder } from './payment-state';
import { answerPayme } from './payme';
import { sandbox, underApi } from './sandbox';
import { readSignedCall } from '../../lib/signed-call';
import { referenceNow } from '../clock';
import { checkTelegramPayment, recordTelegramPayment } from './telegram';

/**
 * The reference backend's payments (docs/api.md, "Payments"): Payme's and Click's merchant
 * endpoints, the edge's Telegram Payments calls, the providers' sandbox pages and the operator's
 * cancel (dev only).
 */
export const payments = new Hono<ReferenceBackendEnv>()
  .post(underApi(paymeCall.path), (c) => answerPayme(c.req.raw, c.env))
  .post(underApi(clickPrepareCall.path), (c) => answerClick(c.req.raw, c.env, 'prepare'))
  .post(underApi(clickCompleteCall.path), (c) => answerClick(c.req.raw, c.env, 'complete'))
  .post(underApi(telegramPaymentCheckCall.path), async (c) => {
    const call = await readSignedCall(
      c.req.raw,
      c.env.PAYMENT_CALLS_SECRET,
      telegramPaymentCheckCall.body,
    );
    if (!call.ok) return c.json({ message: call.reason }, call.status);
    return c.json(await checkTelegramPayment(c.env.DB, call.value, referenceNow(c.env)));
  })
  .post(underApi(telegramPaymentPaidCall.path), async (c) => {
    const call = await readSignedCall(
      c.req.raw,
      c.env.PAYMENT_CALLS_SECRET,
      telegramPaymentPaidCall.body,
    );
    if (!call.ok) return c.json({ message: call.reason }, call.status);
    return c.json({
      outcome: await recordTelegramPayment(c.env.DB, call.value, referenceNow(c.env)),
    });
  })
  .route('/', sandbox)
  /**
   * What the chain's operator does in its own system: cancels an order that is not finished. A
   * paid one is refunded, an awaiting one's payment cancelled. 404 unknown, 409 finished.
   */
  .post(
    '/_dev/orders/:orderId/cancel',
    valid('param', v.object({ orderId: v.pipe(v.string(), v.toNumber(), IdSchema) })),
    async (c) => {
      const { orderId } = c.req.valid('param');
      const now = referenceNow(c.env);
      const statusCode = await orderStatusAt(c.env, orderId, now);
      if (statusCode === null) return notFound(c, 'Order');
      if (!isOrderActive(statusCode)) return c.json({ message: 'The order is finished' }, 409);
      const payment = await cancelOrder(c.env.DB, orderId, now);
      if (payment === null) return c.json({ message: 'The order is finished' }, 409);
      return c.json({ orderId, statusCode: 255, ...(payment === 'courier' ? {} : { payment }) });
    },
  );
