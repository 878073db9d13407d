import { sessionRenewal } from '../../lib/customer-identity';
import { sessionSecrets, type Env } from '../../lib/env';
import { jsonError, jsonResponse } from '../../lib/http';
import { clientAddress, hitRateLimits, rateLimitedAnswer } from '../../lib/rate-limit';
import { issueToken } from '../../lib/tokens';
import { randomToken } from '../../lib/crypto';
import { readLiveWebSession } from '../../lib/signed-in-sessions';
import { NEW_SESSIONS_PER_ADDRESS, type WebSession } from '../../lib/web-session';
import { provesSameOrigin } from '../../lib/write-guard';
import { edge } from '../context';

const answer = async (env: Env, session: WebSession) =>
  jsonResponse(
    await issueToken(env.MAIN_API_SECRET, 'main-api', session),
    200,
    await sessionRenewal(env, session),
  );

/**
 * POST /api/session → { token, expiresAt } and the session cookie: the web visitor's customer
 * session, kept (and renewed) when the cookie already proves one, else a new one. The app calls
 * it before placing an order; the bearer it answers names the session.
 *
 * A new session's cookie would replace any the browser holds, so it is set only on a request the
 * site's own page sent: one that cannot prove that may be one that could not carry the cookie
 * (SameSite keeps it off another site's requests), and gets 403 instead.
 */
export const startWebSession = edge.createHandlers(async ({ env, req: { raw: request } }) => {
  const session = await readLiveWebSession(request, sessionSecrets(env), env.DB);
  if (session) return answer(env, session);
  if (!provesSameOrigin(request))
    return jsonError(403, 'A session starts only from the site’s own pages');
  const check = await hitRateLimits(env.DB, [
    { key: `sessions:address:${clientAddress(request)}`, limit: NEW_SESSIONS_PER_ADDRESS },
  ]);
  if (!check.allowed) {
    const { body, headers } = rateLimitedAnswer(check.retryAfter);
    return jsonResponse(body, 429, headers);
  }
  return answer(env, { sid: randomToken() });
});
