import { signOutCall } from '@pizza-order-app/contract/sign-in';
import { sessionSecrets } from '../../../lib/env';
import { jsonResponse } from '../../../lib/http';
import { readLiveWebSession, revokeSessions } from '../../../lib/signed-in-sessions';
import { endedSessionCookie } from '../../../lib/web-session';
import { edge } from '../../context';
import { jsonBody, onSite } from '../../middleware';

/**
 * POST /api/auth/signout `{ everywhere? }` → `{ signedOut: true }` and the session cookie expired:
 * the browser is an anonymous visitor again (its next order starts a new session, nobody's but
 * its own). The session is ended on the server too, so a copy of its cookie names nobody; with
 * `everywhere`, so is every session signed in with its phone, on any device.
 */
export const signOut = edge.createHandlers(
  onSite,
  jsonBody(signOutCall.body, 'Send {} or { "everywhere": true }'),
  async ({ env, req }) => {
    const session = await readLiveWebSession(req.raw, sessionSecrets(env), env.DB);
    if (session)
      await revokeSessions(env.DB, session, req.valid('json').everywhere ? 'every-device' : 'this');
    return jsonResponse({ signedOut: true }, 200, { 'Set-Cookie': endedSessionCookie() });
  },
);
