/**
 * The payment methods alone (payments.ts has the rest): a restaurant names those it takes, and the
 * restaurants load with the menu's first paint, which carries no order's payment.
 */
import * as v from 'valibot';

/**
 * Every method, and how it is settled: `courier` is paid to the courier or at the counter;
 * `online` is paid before the kitchen starts, through the provider's page (`web`) or
 * Telegram's own invoice (`telegram`).
 */
export const PAYMENT_METHODS = {
  cash: { settlement: 'courier', channel: 'any' },
  card: { settlement: 'courier', channel: 'any' },
  payme: { settlement: 'online', channel: 'web' },
  click: { settlement: 'online', channel: 'web' },
  telegram: { settlement: 'online', channel: 'telegram' },
} as const;
export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_IDS = Object.keys(PAYMENT_METHODS) as PaymentMethod[];
export const PaymentMethodSchema = v.picklist(PAYMENT_METHOD_IDS);
