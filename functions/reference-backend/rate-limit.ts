import { createMiddleware } from 'hono/factory';
import { clientAddress, hitRateLimits, rateLimitedAnswer } from '../lib/rate-limit';
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
  /** Saving the list on every change of it, from every device the customer uses. */
  addressesPerCustomer: 30,
  addressesPerAddress: 60,
  /** Written after half a second of quiet: a customer changing the cart every second fits. */
  basketsPerCustomer: 60,
  basketsPerAddress: 120,
} as const;

type LimitedWrite = 'orders' | 'applications' | 'promoCodes' | 'addresses' | 'baskets';

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
  addresses: {
    perCustomer: RATE_LIMITS.addressesPerCustomer,
    perAddress: RATE_LIMITS.addressesPerAddress,
  },
  baskets: {
    perCustomer: RATE_LIMITS.basketsPerCustomer,
    perAddress: RATE_LIMITS.basketsPerAddress,
  },
};

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
  const { perCustomer, perAddress } = LIMITS_OF[write];
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
