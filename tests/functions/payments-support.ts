import type { CustomerClaim } from '../../functions/lib/tokens';
import { placeOrder } from '../../functions/reference-backend/orders';
import type { PaymentMethod } from '../../src/shared/contract';
import { draft } from './backend-support';
import { newWebCustomer, testEnv } from './support';

/** Orders awaiting an online payment, as the payment tests start from them. */

export const placeAwaiting = async (
  paymentMethod: PaymentMethod,
  { customer = newWebCustomer(), now }: { customer?: CustomerClaim; now?: number } = {},
) => {
  const placed = await placeOrder(
    testEnv.DB,
    { ...draft(`payment-${crypto.randomUUID()}`), paymentMethod },
    customer,
    'ru',
    { channel: paymentMethod === 'telegram' ? 'telegram' : 'web', ...(now ? { now } : {}) },
  );
  const payload = await testEnv.DB.prepare('SELECT payload FROM orders WHERE order_id = ?')
    .bind(placed.orderId)
    .first<string>('payload');
  const { total } = JSON.parse(payload ?? '{}') as { total: number };
  return { ...placed, customer, total };
};

export const paymentStatusOf = (orderId: number) =>
  testEnv.DB.prepare('SELECT payment_status FROM orders WHERE order_id = ?')
    .bind(orderId)
    .first<string>('payment_status');
