import { createMiddleware } from 'hono/factory';
import { verifyMessengerHeaders } from '../lib/messenger-signature';
import { bearerFromRequest, verifyToken, type Audience } from '../lib/tokens';
import type { ReferenceBackendContext, ReferenceBackendEnv } from './context';
import { findCustomerId } from './customers';

/**
 * Checks the bearer exactly as the real backend must: signed by the edge, for this audience,
 * unexpired. Its claim is who the caller is; the handlers never take that from a parameter.
 */
export const requireBearer = (audience: Audience) =>
  createMiddleware<ReferenceBackendEnv>(async (c, next) => {
    const secret = audience === 'main-api' ? c.env.MAIN_API_SECRET : c.env.HR_API_SECRET;
    const token = bearerFromRequest(c.req.raw);
    const claims = token ? await verifyToken(token, secret, audience) : null;
    if (!claims) {
      return c.json({ message: 'A valid bearer token is required' }, 401, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    c.set('customer', claims.customer);
    await next();
  });

/** Messenger calls carry the headers /api/hash signed for one Telegram user. */
export const requireMessengerSignature = createMiddleware<ReferenceBackendEnv>(async (c, next) => {
  const tgId = await verifyMessengerHeaders(c.req.raw, c.env.MESSENGER_API_SECRET);
  if (tgId === null) return c.json({ message: 'Signed messenger headers are required' }, 401);
  c.set('customer', { tgId });
  await next();
});

/** A `tgId` in the query or body must be the signed user: a query-string id alone grants nothing. */
export const isSignedUser = (c: ReferenceBackendContext, tgId: number) => {
  const customer = c.get('customer');
  return customer !== null && 'tgId' in customer && customer.tgId === tgId;
};

/** The caller's customer record, from the claim alone (null: anonymous or no order yet). */
export const callerCustomerId = (c: ReferenceBackendContext) =>
  findCustomerId(c.env.DB, c.get('customer'));

/**
 * A `customerId` parameter must be the caller's own: anything else is 403, whether the id
 * exists or not, so ids cannot be probed.
 */
export const isCallersCustomer = async (c: ReferenceBackendContext, customerId: number) =>
  (await callerCustomerId(c)) === customerId;
