import * as v from 'valibot';
import { SignOutRequestSchema } from '@pizza-order-app/contract/sign-in';
import { sessionSecrets, type Env } from '../../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../../lib/http';
import { offSite } from '../../lib/sign-in-answers';
import { readLiveWebSession, revokeSessions } from '../../lib/signed-in-sessions';
import { endedSessionCookie } from '../../lib/web-session';

/**
 * POST /api/auth/signout `{ everywhere? }` → `{ signedOut: true }` and the session cookie expired:
 * the browser is an anonymous visitor again (its next order starts a new session, nobody's but
 * its own). The session is ended on the server too, so a copy of its cookie names nobody; with
 * `everywhere`, so is every session signed in with its phone, on any device.
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const refused = offSite(request);
  if (refused) return refused;
  const body = v.safeParse(SignOutRequestSchema, await request.json().catch(() => null));
  if (!body.success) return jsonError(400, 'Send {} or { "everywhere": true }');
  const session = await readLiveWebSession(request, sessionSecrets(env), env.DB);
  if (session)
    await revokeSessions(env.DB, session, body.output.everywhere ? 'every-device' : 'this');
  return jsonResponse({ signedOut: true }, 200, { 'Set-Cookie': endedSessionCookie() });
};

export const onRequest = methodNotAllowed('POST');
