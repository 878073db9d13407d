/**
 * How an order is paid (docs/api.md "Payments"): the one list of methods the app, the edge and
 * the backends share, and the payment state an order carries.
 */
import * as v from 'valibot';
import type { Extension } from './capabilities';
import { IsoDateSchema } from './common';
import { ReceiptUrlSchema } from './fiscal';
import { PAYMENT_METHOD_IDS, PaymentMethodSchema, type PaymentMethod } from './payment-methods';

export { PAYMENT_METHOD_IDS, PaymentMethodSchema, type PaymentMethod };

/**
 * How each method is settled: `courier` is paid to the courier or at the counter; `online` is
 * paid before the kitchen starts, through the provider's page (`web`) or Telegram's own invoice
 * (`telegram`), which the backend has only where it announces the method's `extension`
 * (capabilities.ts).
 */
export const PAYMENT_METHODS: Readonly<
  Record<
    PaymentMethod,
    {
      readonly settlement: 'courier' | 'online';
      readonly channel: 'any' | 'web' | 'telegram';
      readonly extension?: Extension;
    }
  >
> = {
  cash: { settlement: 'courier', channel: 'any' },
  card: { settlement: 'courier', channel: 'any' },
  payme: { settlement: 'online', channel: 'web', extension: 'payme' },
  click: { settlement: 'online', channel: 'web', extension: 'click' },
  telegram: { settlement: 'online', channel: 'telegram', extension: 'telegram-payments' },
};

export const isOnlinePayment = (method: PaymentMethod) =>
  PAYMENT_METHODS[method].settlement === 'online';

/** The methods a customer may choose in the web app or inside Telegram. */
export const paymentMethodsFor = (channel: 'web' | 'telegram'): PaymentMethod[] =>
  PAYMENT_METHOD_IDS.filter((method) => {
    const methodChannel = PAYMENT_METHODS[method].channel;
    return methodChannel === 'any' || methodChannel === channel;
  });

/** What a restaurant naming no methods takes: a backend of the core only knows of no other. */
const CORE_PAYMENT_METHODS: readonly PaymentMethod[] = ['cash'];

/**
 * A restaurant takes a method its `paymentMethods` name; naming none, cash only. The one rule of
 * checkout, the tracker's switch to paying on receipt and the backends.
 */
export const takesPaymentMethod = (
  taken: readonly PaymentMethod[] | undefined,
  method: PaymentMethod,
) => (taken ?? CORE_PAYMENT_METHODS).includes(method);

/** The backend announces what settling `method` takes (an online method's extension). */
export const isPaymentMethodAnnounced = (
  method: PaymentMethod,
  extensions: readonly Extension[],
) => {
  const { extension } = PAYMENT_METHODS[method];
  return extension === undefined || extensions.includes(extension);
};

/**
 * The methods checkout offers: the channel's that the restaurant takes and the backend announces
 * (a restaurant may name Payme on a backend that has not announced its Merchant API yet).
 */
export const paymentMethodsOffered = (
  channel: 'web' | 'telegram',
  taken: readonly PaymentMethod[] | undefined,
  extensions: readonly Extension[],
): PaymentMethod[] =>
  paymentMethodsFor(channel).filter(
    (method) => takesPaymentMethod(taken, method) && isPaymentMethodAnnounced(method, extensions),
  );

/**
 * An online payment's state: `awaiting` until the provider confirms it (the kitchen waits),
 * `paid` once its callback says so, `cancelled` when it never came (the order is cancelled with
 * it), `refunded` when a paid order was cancelled.
 */
export const PaymentStatusSchema = v.picklist(['awaiting', 'paid', 'cancelled', 'refunded']);
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

/**
 * The payment as anyone holding the tracker link sees it: the method and, for an online one,
 * its state. No amount.
 */
export const SharedPaymentSchema = v.object({
  method: PaymentMethodSchema,
  /** Absent for a method settled with the courier. */
  status: v.optional(PaymentStatusSchema),
});
export type SharedPayment = v.InferOutput<typeof SharedPaymentSchema>;

/** The payment as its owner sees it: while awaiting, until when and where to pay. */
export const PaymentSchema = v.object({
  ...SharedPaymentSchema.entries,
  /** While awaiting: when the order is cancelled unless paid. */
  expiresAt: v.optional(IsoDateSchema),
  /** While awaiting, web methods: the provider's page, the same one placing the order answered. */
  paymentUrl: v.optional(v.pipe(v.string(), v.url())),
  /** While awaiting, Telegram: the same invoice link placing the order answered. */
  invoiceLink: v.optional(v.pipe(v.string(), v.url())),
  /** Once the provider sent the fiscal receipt back (fiscal.ts): the tax office's page of it. */
  receiptUrl: v.optional(ReceiptUrlSchema),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** What placing an order with an online method answers besides the order's id. */
export const PaymentHandoverSchema = v.object({
  /** Web methods: where the app sends the customer to pay. */
  paymentUrl: v.optional(v.pipe(v.string(), v.url())),
  /** Telegram: the invoice the app opens with the SDK. */
  invoiceLink: v.optional(v.pipe(v.string(), v.url())),
});
export type PaymentHandover = v.InferOutput<typeof PaymentHandoverSchema>;
