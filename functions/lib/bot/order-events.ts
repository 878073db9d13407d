import * as v from 'valibot';
import {
  ORDER_EVENT_HEADERS,
  ORDER_EVENT_MAX_AGE_SECONDS,
  orderEventPayload,
  orderEventCall,
  type OrderStatusEvent,
} from '@pizza-order-app/contract/order-events';
import { hexEqual, hmacSha256, toHex } from '../crypto';
import type { Env } from '../env';
import { jsonError, jsonResponse } from '../http';
import { deliverOrderNews } from './order-news';

export type OrderEventCheck =
  | { readonly ok: true; readonly event: OrderStatusEvent }
  | { readonly ok: false; readonly status: 400 | 401 | 409; readonly reason: string };

export const signOrderEvent = async (secret: string, timestamp: string, body: string) =>
  toHex(await hmacSha256(secret, orderEventPayload(timestamp, body)));

/** Records a signature, once: false when a request with it was already accepted (a replay). */
const firstUseOf = async (db: D1Database, signature: string, nowSeconds: number) => {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM order_event_signatures WHERE expires_at < ?').bind(nowSeconds),
    db
      .prepare(
        'INSERT INTO order_event_signatures (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING',
      )
      .bind(signature.toLowerCase(), nowSeconds + 2 * ORDER_EVENT_MAX_AGE_SECONDS),
  ]);
  return inserted?.meta.changes === 1;
};

/**
 * A status event from the chain's backend (docs/api.md, "Order status events"): signed with the
 * shared secret over its timestamp and body, fresh (within ORDER_EVENT_MAX_AGE_SECONDS either
 * way), never seen before, and a body of the contract's shape. The signature is checked before
 * anything else is read, so an unsigned caller learns nothing.
 */
export const verifyOrderEvent = async (
  request: Request,
  secret: string,
  db: D1Database,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<OrderEventCheck> => {
  const timestamp = request.headers.get(ORDER_EVENT_HEADERS.timestamp) ?? '';
  const signature = request.headers.get(ORDER_EVENT_HEADERS.signature) ?? '';
  const body = await request.text();
  if (!secret) return { ok: false, status: 401, reason: 'Order events are not configured' };
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature))
    return { ok: false, status: 401, reason: 'The event is not signed' };
  if (!hexEqual(await signOrderEvent(secret, timestamp, body), signature))
    return { ok: false, status: 401, reason: 'The event signature is wrong' };
  if (Math.abs(nowSeconds - Number(timestamp)) > ORDER_EVENT_MAX_AGE_SECONDS)
    return { ok: false, status: 401, reason: 'The event is stale' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, reason: 'The event body is not JSON' };
  }
  const parsed = v.safeParse(orderEventCall.body, json);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return {
      ok: false,
      status: 400,
      reason: `Invalid event: ${v.getDotPath(issue) ?? ''} ${issue.message}`.trim(),
    };
  }
  if (!(await firstUseOf(db, signature, nowSeconds)))
    return { ok: false, status: 409, reason: 'The event was already received' };
  return { ok: true, event: parsed.output };
};

/**
 * POST /api/telegram/order-status (orderEventCall), and the reference
 * backend's own events, which reach it in the same worker: the event checked, then the customer
 * told. 200 with how it went (`sent`, `not-allowed`, `blocked`, `already-told`), 202 `kept` while
 * the Bot API is down; 401 unsigned, tampered or stale, 409 replayed, 400 a body of another shape.
 */
export const answerOrderEvent = async (request: Request, env: Env) => {
  const check = await verifyOrderEvent(request, env.ORDER_EVENTS_SECRET, env.DB);
  if (!check.ok) return jsonError(check.status, check.reason);
  const delivered = await deliverOrderNews(env, new URL(request.url).origin, check.event);
  return jsonResponse({ delivered }, delivered === 'kept' ? 202 : 200);
};
