import { sessionRenewal } from '../lib/customer-identity';
import { sessionSecrets, type Env } from '../lib/env';
import { jsonResponse, methodNotAllowed } from '../lib/http';
import { issueToken } from '../lib/tokens';
import { randomToken } from '../lib/crypto';
import { readWebSession } from '../lib/web-session';

/**
 * POST /api/session → { token, expiresAt } and the session cookie: the web visitor's customer
 * session, kept (and renewed) when the cookie already proves one, else a new one. The app calls
 * it before placing an order; the bearer it answers names the session.
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const session = (await readWebSession(request, sessionSecrets(env))) ?? { sid: randomToken() };
  return jsonResponse(
    await issueToken(env.MAIN_API_SECRET, 'main-api', session),
    200,
    await sessionRenewal(env, session),
  );
};

export const onRequest = methodNotAllowed('POST');
