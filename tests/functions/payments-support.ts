import type { CustomerClaim } from '../../functions/lib/tokens';
import type { Language } from '../../functions/reference-backend/context';
import { placeOrder } from '../../functions/reference-backend/orders';
import type { OrderDraft, PaymentMethod } from '@pizza-order-app/contract';
import { expect } from 'vitest';
import { draft, send } from './backend-support';
import { newWebCustomer, testEnv } from './support';

/** Orders awaiting an online payment, as the payment tests start from them. */

export const placeAwaiting = async (
  paymentMethod: PaymentMethod,
  {
    customer = newWebCustomer(),
    now,
    order,
    language = 'ru',
  }: {
    customer?: CustomerClaim;
    now?: number;
    order?: Partial<OrderDraft>;
    language?: Language;
  } = {},
) => {
  const placed = await placeOrder(
    testEnv.DB,
    { ...draft(`payment-${crypto.randomUUID()}`), ...order, paymentMethod },
    customer,
    language,
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

/** Payme's Basic credentials, as its Merchant API calls carry them. */
export const AUTH = `Basic ${btoa(`Paycom:${testEnv.PAYME_KEY}`)}`;

export interface RpcAnswer {
  jsonrpc: string;
  id: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message: { ru: string; uz: string; en: string }; data?: string };
}

/** One JSON-RPC call of Payme's to the merchant endpoint, answered with HTTP 200. */
export const rpc = async (
  method: string,
  params: unknown,
  { auth = AUTH, body }: { auth?: string | null; body?: string } = {},
) => {
  const response = await send('/api/payments/payme', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
    body: body ?? JSON.stringify({ jsonrpc: '2.0', id: 42, method, params }),
  });
  expect(response.status).toBe(200);
  return response.json<RpcAnswer>();
};

let transactions = 0;
/** A Payme transaction id no other test uses. */
export const newTransactionId = () =>
  `${Date.now().toString(16)}${String(transactions++).padStart(12, '0')}`;
