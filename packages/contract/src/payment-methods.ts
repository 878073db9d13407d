/**
 * The payment methods alone (payments.ts says how each is settled): a restaurant names those it
 * takes, and the restaurants load with the menu's first paint, which carries no order's payment.
 */
import * as v from 'valibot';

export const PAYMENT_METHOD_IDS = ['cash', 'card', 'payme', 'click', 'telegram'] as const;
export type PaymentMethod = (typeof PAYMENT_METHOD_IDS)[number];
export const PaymentMethodSchema = v.picklist(PAYMENT_METHOD_IDS);
