/**
 * Telegram Payments between the edge (which holds the bot) and the chain's backend (which holds
 * the orders), docs/api.md "Payments": three server-to-server calls, each signed by its sender
 * with the secret they share for payments (PAYMENT_CALLS_SECRET, not the order events' one) over the timestamp, the path and the body.
 *   backend → edge  POST /api/telegram/invoice          the invoice link for an order (createInvoiceLink)
 *   edge → backend  POST /api/payments/telegram/check   may this pre-checkout query be paid?
 *   edge → backend  POST /api/payments/telegram/paid    Telegram's successful_payment
 */
import * as v from 'valibot';
import { IdSchema, type CallDefinition } from './common';
import { FiscalReceiptSchema } from './fiscal';

export const SIGNED_CALL_HEADERS = {
  /** Unix seconds when the sender signed the request. */
  timestamp: 'X-Signed-Call-Timestamp',
  /** Hex HMAC-SHA256, keyed by the shared secret, of `signedCallPayload(timestamp, path, body)`. */
  signature: 'X-Signed-Call-Signature',
} as const;

/** A signed call older (or further ahead) than this is refused. */
export const SIGNED_CALL_MAX_AGE_SECONDS = 5 * 60;

/** What is signed: the timestamp, the request's path and its body's exact text, joined by dots. */
export const signedCallPayload = (timestamp: string, path: string, body: string) =>
  `${timestamp}.${path}.${body}`;

/** Telegram's currency for the chain's invoices; amounts in tiyin (1 so'm = 100). */
export const INVOICE_CURRENCY = 'UZS';

/** The invoice's payload Telegram hands back with the pre-checkout query and the payment. */
export const invoicePayload = (orderId: number) => `order:${orderId}`;
export const orderIdOfInvoicePayload = (payload: string) => {
  const match = /^order:([1-9]\d{0,14})$/.exec(payload);
  return match ? Number(match[1]) : null;
};

const TiyinSchema = v.pipe(v.number(), v.integer(), v.minValue(-1e14), v.maxValue(1e14));
const Label = v.pipe(v.string(), v.minLength(1), v.maxLength(32));

/** The backend asks the edge for an order's invoice link, with the texts in the customer's language. */
export const InvoiceRequestSchema = v.strictObject({
  orderId: IdSchema,
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  description: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  /** The dishes, the delivery and the discounts (negative): they add up to the total. */
  prices: v.pipe(
    v.array(v.strictObject({ label: Label, amount: TiyinSchema })),
    v.minLength(1),
    v.maxLength(100),
  ),
  /**
   * The order's fiscal receipt (fiscal.ts), for the provider connected to the bot: sent as
   * `provider_data` `{ "receipt": … }`. Absent when the menu has no codes.
   */
  receipt: v.optional(FiscalReceiptSchema),
});
export type InvoiceRequest = v.InferOutput<typeof InvoiceRequestSchema>;
export const InvoiceAnswerSchema = v.object({ invoiceLink: v.pipe(v.string(), v.url()) });

/** What the edge read from Telegram's pre-checkout query or successful payment. */
export const TelegramPaymentCheckSchema = v.strictObject({
  orderId: IdSchema,
  currency: v.string(),
  /** Tiyin. */
  totalAmount: TiyinSchema,
});
export type TelegramPaymentCheck = v.InferOutput<typeof TelegramPaymentCheckSchema>;

/** Why a payment may not go ahead: the edge tells the customer in their language. */
export const PAYMENT_CHECK_REFUSALS = [
  'unknown-order',
  'not-awaiting',
  'paid-already',
  'amount-mismatch',
] as const;
export const TelegramPaymentCheckAnswerSchema = v.object({
  ok: v.boolean(),
  reason: v.optional(v.picklist(PAYMENT_CHECK_REFUSALS)),
});
export type TelegramPaymentCheckAnswer = v.InferOutput<typeof TelegramPaymentCheckAnswerSchema>;

export const TelegramPaymentPaidSchema = v.strictObject({
  ...TelegramPaymentCheckSchema.entries,
  telegramPaymentChargeId: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  providerPaymentChargeId: v.pipe(v.string(), v.maxLength(255)),
});
export type TelegramPaymentPaid = v.InferOutput<typeof TelegramPaymentPaidSchema>;

/**
 * `paid`: this payment paid the order; `already-paid`: this payment was recorded before (a
 * repeated update); `refused`: the order could not take it (the edge logs it: money to return).
 */
export const TelegramPaymentPaidAnswerSchema = v.object({
  outcome: v.picklist(['paid', 'already-paid', 'refused']),
});

/**
 * backend → edge: the order's invoice link, made by the bot (401 not signed, 502 when Telegram
 * fails: the backend may ask again).
 */
export const telegramInvoiceCall = {
  method: 'POST',
  path: '/api/telegram/invoice',
  body: InvoiceRequestSchema,
  response: InvoiceAnswerSchema,
  refusals: [],
} as const satisfies CallDefinition;

/** edge → backend: may this pre-checkout query be paid? */
export const telegramPaymentCheckCall = {
  method: 'POST',
  path: '/api/payments/telegram/check',
  body: TelegramPaymentCheckSchema,
  response: TelegramPaymentCheckAnswerSchema,
  refusals: [],
} as const satisfies CallDefinition;

/** edge → backend: Telegram's successful_payment. */
export const telegramPaymentPaidCall = {
  method: 'POST',
  path: '/api/payments/telegram/paid',
  body: TelegramPaymentPaidSchema,
  response: TelegramPaymentPaidAnswerSchema,
  refusals: [],
} as const satisfies CallDefinition;
