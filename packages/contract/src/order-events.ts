import * as v from 'valibot';
import { LANGUAGES } from './config/languages';
import { IdSchema, IsoDateSchema, type CallDefinition } from './common';
import { singleLineText } from './fields';
import { ORDER_STATUS } from './orders-api';
import { SharedPaymentSchema } from './payments';

export const ORDER_EVENT_HEADERS = {
  /** Unix seconds when the backend signed the request. */
  timestamp: 'X-Order-Event-Timestamp',
  /** Hex HMAC-SHA256, keyed by ORDER_EVENTS_SECRET, of `orderEventPayload(timestamp, body)`. */
  signature: 'X-Order-Event-Signature',
} as const;

/** A signed request older (or further ahead) than this is stale: refused. */
export const ORDER_EVENT_MAX_AGE_SECONDS = 5 * 60;

/** What is signed: the timestamp header's value, a dot, and the body's exact bytes as text. */
export const orderEventPayload = (timestamp: string, body: string) => `${timestamp}.${body}`;

export const OrderStatusEventSchema = v.strictObject({
  orderId: IdSchema,
  /** The Telegram user the order belongs to (the chain's backend knows it from tg_order). */
  tgId: IdSchema,
  statusCode: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  /** The language the customer placed the order in: the one they chose in the app. */
  language: v.picklist(LANGUAGES),
  /**
   * What the customer answered the app's write-access request with, for this order
   * (`tg_order_updates`), when the backend knows it: true lets the bot write to them, false stops it.
   */
  botMayWrite: v.optional(v.boolean()),
  /**
   * The order's payment: its method and, for an online one, its state (`awaiting` at placement,
   * `paid` once paid, `cancelled` unpaid, `refunded`): the bot tells the customer each of them.
   */
  payment: v.optional(SharedPaymentSchema),
  /** When the order is promised at the door (delivery) or the counter (pickup). */
  promisedAt: v.optional(IsoDateSchema),
  /** A pickup order's restaurant, where the customer collects it once it is ready. */
  pickupAddress: v.optional(singleLineText({ min: 1, max: 300 })),
  /** The courier of a delivery once it is on its way: a name and a phone to call. */
  courier: v.optional(
    v.strictObject({
      name: singleLineText({ min: 1, max: 100 }),
      phone: v.pipe(v.string(), v.regex(/^\+?[\d ()-]{7,24}$/)),
    }),
  ),
});
export type OrderStatusEvent = v.InferOutput<typeof OrderStatusEventSchema>;

/**
 * The news told while an order is `accepted`, each once: awaiting its online payment, paid, or
 * accepted plainly (paid on receipt, or switched to that from an unpaid online payment).
 */
export const AWAITING_NEWS_CODE = 257;
export const PAID_NEWS_CODE = 256;

/** What an event tells, once per order: its status, or which of the accepted news it is. */
export const orderNewsCode = ({ statusCode, payment }: OrderStatusEvent) => {
  if (statusCode !== ORDER_STATUS.accepted) return statusCode;
  if (payment?.status === 'awaiting') return AWAITING_NEWS_CODE;
  return payment?.status === 'paid' ? PAID_NEWS_CODE : statusCode;
};

/** How the edge dealt with an event. */
export const ORDER_NEWS_OUTCOMES = [
  /** The message went. */
  'sent',
  /** The Bot API was unreachable: kept, sent with the order's next change or a re-post of this one. */
  'kept',
  /** The customer did not let the bot write to them: nothing sent. */
  'not-allowed',
  /** The customer blocked the bot: nothing sent, nor anything more until they write to it again. */
  'blocked',
  /** This change was already dealt with: nothing sent twice. */
  'already-told',
] as const;
export type OrderNewsOutcome = (typeof ORDER_NEWS_OUTCOMES)[number];

/**
 * What the chain's backend tells the edge when an order's status changes (docs/api.md, "Order
 * status events"): the event, signed with ORDER_EVENTS_SECRET (ORDER_EVENT_HEADERS; 401
 * unsigned or stale, 409 a replay, 400 another shape). The edge then writes to the order's
 * Telegram customer, once per change, if they let the chain's bot write to them: 200 with how
 * it went, 202 `kept` while the Bot API is down.
 */
export const orderEventCall = {
  method: 'POST',
  path: '/api/telegram/order-status',
  body: OrderStatusEventSchema,
  response: v.object({ delivered: v.picklist(ORDER_NEWS_OUTCOMES) }),
  refusals: [],
} as const satisfies CallDefinition;
