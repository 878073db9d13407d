import { createMiddleware } from 'hono/factory';
import { verifyMessengerHeaders } from '../lib/messenger-signature';
import { bearerFromRequest, verifyToken, type Audience } from '../lib/tokens';
import type { DemoEnv } from './context';

/** Checks the bearer exactly as the real backend must: signed by the edge, for this audience, unexpired. */
export const requireBearer = (audience: Audience) =>
  createMiddleware<DemoEnv>(async (c, next) => {
    const secret = audience === 'main-api' ? c.env.MAIN_API_SECRET : c.env.HR_API_SECRET;
    const token = bearerFromRequest(c.req.raw);
    if (!token || !(await verifyToken(token, secret, audience))) {
      return c.json({ message: 'A valid bearer token is required' }, 401, {
        'WWW-Authenticate': 'Bearer',
      });
    }
    await next();
  });

/** Messenger calls carry the headers /api/hash signed for one Telegram user. */
export const requireMessengerSignature = createMiddleware<DemoEnv>(async (c, next) => {
  const tgId = await verifyMessengerHeaders(c.req.raw, c.env.MESSENGER_API_SECRET);
  if (tgId === null) return c.json({ message: 'Signed messenger headers are required' }, 401);
  c.set('tgId', tgId);
  await next();
});

/** A `tgId` in the query or body must be the signed user: a query-string id alone grants nothing. */
export const isSignedUser = (c: { get: (key: 'tgId') => number }, tgId: number) =>
  c.get('tgId') === tgId;
