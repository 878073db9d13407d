import * as v from 'valibot';
import { LANGUAGES } from '../config/languages';
import { IdSchema } from './common';

/**
 * What the chain's backend tells the edge when an order's status changes (docs/api.md, "Order
 * status events"): `POST /api/telegram/order-status` with this body, signed with
 * ORDER_EVENTS_SECRET. The edge then writes to the order's Telegram customer, once per change,
 * if they let the chain's bot write to them.
 */
export const ORDER_EVENTS_PATH = '/api/telegram/order-status';

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
});
export type OrderStatusEvent = v.InferOutput<typeof OrderStatusEventSchema>;

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
