import { createMiddleware } from 'hono/factory';
import { clientAddress, hitRateLimits, rateLimitedAnswer } from '../lib/rate-limit';
import type { CustomerClaim } from '../lib/tokens';
import type { ReferenceBackendContext, ReferenceBackendEnv } from './context';

/** Writes and promo code tries a customer or one client address may make per window. */
export const RATE_LIMITS = {
  /** Per address higher than per customer: mobile carriers put many customers behind one. */
  orders: { perCustomer: 5, perAddress: 30 },
  applications: { perCustomer: 3, perAddress: 3 },
  /**
   * Prices that try a promo code, so codes cannot be guessed in bulk; a customer trying one and
   * then changing the cart stays well inside.
   */
  promoCodes: { perCustomer: 20, perAddress: 60 },
  /** Saving the list on every change of it, from every device the customer uses. */
  addresses: { perCustomer: 30, perAddress: 60 },
  /** Written after half a second of quiet: a customer changing the cart every second fits. */
  baskets: { perCustomer: 60, perAddress: 120 },
} as const satisfies Record<string, { readonly perCustomer: number; readonly perAddress: number }>;

type LimitedWrite = keyof typeof RATE_LIMITS;

/** A verified phone's customer is one customer on every device, and counted as one. */
const subjectOf = (customer: CustomerClaim) => {
  if (customer.phone !== undefined) return `phone:${customer.phone}`;
  return 'tgId' in customer ? `tg:${customer.tgId}` : `web:${customer.sid}`;
};

/**
 * Counts one `write` for the caller (the claim of its credentials, if any) and its client
 * address: the 429 answer once either is past its limit, else null.
 */
export const rateLimited = async (c: ReferenceBackendContext, write: LimitedWrite) => {
  const { perCustomer, perAddress } = RATE_LIMITS[write];
  const customer = c.get('customer');
  const address = clientAddress(c.req.raw);
  const check = await hitRateLimits(c.env.DB, [
    { key: `${write}:address:${address}`, limit: perAddress },
    ...(customer ? [{ key: `${write}:customer:${subjectOf(customer)}`, limit: perCustomer }] : []),
  ]);
  if (check.allowed) return null;
  const { body, headers } = rateLimitedAnswer(check.retryAfter);
  return c.json(body, 429, headers);
};

/** Limits a write per customer (the claim of its credentials) and per client address: 429 past it. */
export const limitWrites = (write: LimitedWrite) =>
  createMiddleware<ReferenceBackendEnv>(async (c, next) => (await rateLimited(c, write)) ?? next());
