import { createMiddleware } from 'hono/factory';
import { ERROR_CODES, type ErrorBody } from '../../src/shared/contract/common';
import type { CustomerClaim } from '../lib/tokens';
import type { ReferenceBackendContext, ReferenceBackendEnv } from './context';

/** Writes and promo code tries a customer or one client address may make per window. */
export const RATE_LIMITS = {
  ordersPerCustomer: 5,
  /** Higher than per customer: mobile carriers put many customers behind one address. */
  ordersPerAddress: 30,
  applicationsPerCustomer: 3,
  applicationsPerAddress: 3,
  /**
   * Prices that try a promo code, so codes cannot be guessed in bulk; a customer trying one and
   * then changing the cart stays well inside.
   */
  promoCodesPerCustomer: 20,
  promoCodesPerAddress: 60,
} as const;

export const RATE_WINDOW_SECONDS = 60;

export type RateCheck =
  { readonly allowed: true } | { readonly allowed: false; retryAfter: number };

/**
 * Counts one hit in every bucket (fixed one-minute windows kept in D1, so every isolate shares
 * them) and refuses when any bucket is past its limit. A refused hit still counts: hammering
 * does not shorten the wait.
 */
export const hitRateLimits = async (
  db: D1Database,
  buckets: readonly { readonly key: string; readonly limit: number }[],
  nowMs = Date.now(),
): Promise<RateCheck> => {
  const windowStart = Math.floor(nowMs / 1000 / RATE_WINDOW_SECONDS) * RATE_WINDOW_SECONDS;
  const counted = await db.batch<{ hits: number }>([
    db.prepare('DELETE FROM rate_limits WHERE window_start < ?').bind(windowStart),
    ...buckets.map(({ key }) =>
      db
        .prepare(
          `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
           ON CONFLICT(bucket, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits`,
        )
        .bind(key, windowStart),
    ),
  ]);
  const over = buckets.some(
    ({ limit }, index) => (counted[index + 1]?.results[0]?.hits ?? 0) > limit,
  );
  if (!over) return { allowed: true };
  return {
    allowed: false,
    retryAfter: windowStart + RATE_WINDOW_SECONDS - Math.floor(nowMs / 1000),
  };
};

type LimitedWrite = 'orders' | 'applications' | 'promoCodes';

const LIMITS_OF: Record<LimitedWrite, { perCustomer: number; perAddress: number }> = {
  orders: { perCustomer: RATE_LIMITS.ordersPerCustomer, perAddress: RATE_LIMITS.ordersPerAddress },
  applications: {
    perCustomer: RATE_LIMITS.applicationsPerCustomer,
    perAddress: RATE_LIMITS.applicationsPerAddress,
  },
  promoCodes: {
    perCustomer: RATE_LIMITS.promoCodesPerCustomer,
    perAddress: RATE_LIMITS.promoCodesPerAddress,
  },
};

const subjectOf = (customer: CustomerClaim) =>
  'tgId' in customer ? `tg:${customer.tgId}` : `web:${customer.sid}`;

/**
 * Counts one `write` for the caller (the claim of its credentials, if any) and its client
 * address: the 429 answer once either is past its limit, else null.
 */
export const rateLimited = async (c: ReferenceBackendContext, write: LimitedWrite) => {
  const { perCustomer, perAddress } = LIMITS_OF[write];
  const customer = c.get('customer');
  const address = c.req.header('CF-Connecting-IP') ?? 'unknown';
  const check = await hitRateLimits(c.env.DB, [
    { key: `${write}:address:${address}`, limit: perAddress },
    ...(customer ? [{ key: `${write}:customer:${subjectOf(customer)}`, limit: perCustomer }] : []),
  ]);
  if (check.allowed) return null;
  return c.json(
    {
      message: `Too many requests; try again in ${check.retryAfter} s`,
      code: ERROR_CODES.rateLimited,
    } satisfies ErrorBody,
    429,
    { 'Retry-After': String(check.retryAfter) },
  );
};

/** Limits a write per customer (the claim of its credentials) and per client address: 429 past it. */
export const limitWrites = (write: LimitedWrite) =>
  createMiddleware<ReferenceBackendEnv>(async (c, next) => (await rateLimited(c, write)) ?? next());
