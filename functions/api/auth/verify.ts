import * as v from 'valibot';
import { SignInVerifyRequestSchema, type SignedIn } from '../../../src/shared/contract/sign-in';
import { randomToken } from '../../lib/crypto';
import { sessionSecrets, type Env } from '../../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../../lib/http';
import { addressBucket, hourlyLimited, offSite, signInError } from '../../lib/sign-in-answers';
import { checkSignInCode, SIGN_IN_LIMITS } from '../../lib/sign-in-codes';
import { issueToken } from '../../lib/tokens';
import { readLiveWebSession, recordSignIn, revokeSessions } from '../../lib/signed-in-sessions';
import { sessionCookie } from '../../lib/web-session';
import { SIGN_IN_ERROR_CODES } from '../../../src/shared/contract/sign-in';

/**
 * POST /api/auth/verify `{ phone, code }` → `{ phone, token, expiresAt }` and the cookie of a new
 * session naming the phone: this browser is now that phone's customer. The session id is new at
 * every sign-in, so a copy of the browser's cookie taken before names nobody of the phone's; the
 * session it replaces is signed out. What the browser did before as nobody's yet (its orders)
 * joins the customer through the bearer's `joins` (docs/api.md), which the backend then forgets.
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const refused = offSite(request);
  if (refused) return refused;
  const body = v.safeParse(SignInVerifyRequestSchema, await request.json().catch(() => null));
  if (!body.success) return jsonError(400, 'Send the phone and the six digits of its code');
  const { phone, code } = body.output;

  const limited = await hourlyLimited(env.DB, [
    { key: addressBucket(request, 'verifies'), limit: SIGN_IN_LIMITS.verifiesPerAddressPerHour },
  ]);
  if (limited) return limited;

  const secrets = sessionSecrets(env);
  const check = await checkSignInCode(env.DB, secrets.current, phone, code);
  if (check === 'wrong') return signInError(400, 'Wrong code', SIGN_IN_ERROR_CODES.signInCodeWrong);
  if (check === 'dead')
    return signInError(
      410,
      'This code no longer works; ask for a new one',
      SIGN_IN_ERROR_CODES.signInCodeExpired,
    );

  const current = await readLiveWebSession(request, secrets, env.DB);
  if (current?.phone !== undefined) await revokeSessions(env.DB, current, 'this');
  const session = { sid: randomToken(), phone };
  await recordSignIn(env.DB, session.sid, phone);
  // Only an anonymous session's record joins: another phone's customer never carries over.
  const joins = current && current.phone === undefined ? { joins: current.sid } : {};
  const answer: SignedIn = {
    ...(await issueToken(env.MAIN_API_SECRET, 'main-api', { ...session, ...joins })),
    phone,
  };
  return jsonResponse(answer, 200, { 'Set-Cookie': await sessionCookie(session, secrets) });
};

export const onRequest = methodNotAllowed('POST');
