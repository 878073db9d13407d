/**
 * Rescuing an order whose online payment did not come (docs/api.md, "Rescuing an unpaid order"):
 * while it awaits its payment, its owner may pay to the courier or at the counter instead, or
 * cancel it. Only the tracker needs these calls, so every page does not carry them.
 */
import * as v from 'valibot';
import { IdSchema, LanguageCodeSchema, type CallDefinition } from './common';
import { OrderSchema } from './orders-api';
import {
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  takesPaymentMethod,
  type PaymentMethod,
} from './payments';

/** The codes of a rescue's refusals (409; common.ts ErrorBodySchema). */
export const PAYMENT_RESCUE_CODES = {
  /** The order no longer awaits its payment: paid, cancelled, or its method already changed. */
  notAwaitingPayment: 'not-awaiting-payment',
  /** The restaurant does not take this method (for this order). */
  methodNotTaken: 'payment-method-not-taken',
} as const;
export type PaymentRescueCode = (typeof PAYMENT_RESCUE_CODES)[keyof typeof PAYMENT_RESCUE_CODES];

/** The methods settled with the courier or at the counter: what an unpaid order may switch to. */
export const OFFLINE_PAYMENT_METHODS = PAYMENT_METHOD_IDS.filter(
  (method) => PAYMENT_METHODS[method].settlement === 'courier',
) as readonly Extract<PaymentMethod, 'cash' | 'card'>[];

/**
 * The offline methods an order may switch to: those of its restaurant's `paymentMethods`
 * (absent: cash only), the one rule of the tracker and the backend.
 */
export const offlineMethodsTaken = (taken: readonly PaymentMethod[] | undefined) =>
  OFFLINE_PAYMENT_METHODS.filter((method) => takesPaymentMethod(taken, method));

/**
 * Within how many working days a refunded card payment is back on the card, as the tracker
 * promises it: the longest the providers (Payme, Click, Telegram's) and the card's bank take, so
 * the promise holds whatever the card (docs/product.md §4, "The payment's outcome"). The texts
 * (`payment.outcome.refunded`) are worded for a number of days from 5 to 20.
 */
export const REFUND_WORKING_DAYS = 10;

const RescueAnswerSchema = v.object({ order: OrderSchema });

/**
 * `POST /api/delivery/ChangePayment` (main API, for web and Telegram customers alike: the
 * bearer's claim names the owner): the caller's own order awaiting its online payment is paid
 * `cash` or `card` to the courier or at the counter instead, and the kitchen starts it now. 401
 * anonymous, 404 another's or unknown, 409 `not-awaiting-payment` / `payment-method-not-taken`.
 * A repeat with the method it already has answers the order.
 */
export const changePaymentCall = {
  method: 'POST',
  path: '/api/delivery/ChangePayment',
  body: v.strictObject({
    orderId: IdSchema,
    paymentMethod: v.picklist(OFFLINE_PAYMENT_METHODS),
    /** Added by the main API client to every POST (docs/product.md §7). */
    language: v.optional(LanguageCodeSchema),
  }),
  response: RescueAnswerSchema,
  refusals: [PAYMENT_RESCUE_CODES.notAwaitingPayment, PAYMENT_RESCUE_CODES.methodNotTaken],
} as const satisfies CallDefinition;

/**
 * `POST /api/delivery/Cancel` (main API, web and Telegram alike): the caller's own order awaiting
 * its online payment is cancelled (255, payment `cancelled`; nothing was charged). 401 anonymous,
 * 404 another's or unknown, 409 `not-awaiting-payment`. A repeat on the order it cancelled (or
 * one whose window passed unpaid) answers the order.
 */
export const cancelUnpaidOrderCall = {
  method: 'POST',
  path: '/api/delivery/Cancel',
  body: v.strictObject({
    orderId: IdSchema,
    /** Added by the main API client to every POST (docs/product.md §7). */
    language: v.optional(LanguageCodeSchema),
  }),
  response: RescueAnswerSchema,
  refusals: [PAYMENT_RESCUE_CODES.notAwaitingPayment],
} as const satisfies CallDefinition;
