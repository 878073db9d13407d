import type { Env } from '../../lib/env';
import { jsonResponse, methodNotAllowed } from '../../lib/http';
import { offSite } from '../../lib/sign-in-answers';
import { endedSessionCookie } from '../../lib/web-session';

/**
 * POST /api/auth/signout `{}` → `{ signedOut: true }` and the session cookie expired: the browser
 * is an anonymous visitor again (its next order starts a new session, nobody's but its own).
 */
export const onRequestPost: PagesFunction<Env> = ({ request }) =>
  offSite(request) ??
  jsonResponse({ signedOut: true }, 200, { 'Set-Cookie': endedSessionCookie() });

export const onRequest = methodNotAllowed('POST');
