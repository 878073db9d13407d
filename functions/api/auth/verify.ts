import * as v from 'valibot';
import { SignInVerifyRequestSchema, type SignedIn } from '../../../src/shared/contract/sign-in';
import { randomToken } from '../../lib/crypto';
import { sessionSecrets, type Env } from '../../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../../lib/http';
import { addressBucket, hourlyLimited, offSite, signInError } from '../../lib/sign-in-answers';
import { checkSignInCode, SIGN_IN_LIMITS } from '../../lib/sign-in-codes';
import { issueToken } from '../../lib/tokens';
import { readWebSession, sessionCookie } from '../../lib/web-session';
import { SIGN_IN_ERROR_CODES } from '../../../src/shared/contract/sign-in';

/**
 * POST /api/auth/verify `{ phone, code }` → `{ phone, token, expiresAt }` and the session cookie
 * naming the phone: this browser is now that phone's customer. The browser's session id is kept
 * when it was nobody's yet, so what it did before (its orders) joins the customer; a browser
 * signed in with another phone gets a new one, so nothing of that customer carries over.
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

  const current = await readWebSession(request, secrets);
  const sid =
    current && (current.phone === undefined || current.phone === phone)
      ? current.sid
      : randomToken();
  const session = { sid, phone };
  const answer: SignedIn = {
    ...(await issueToken(env.MAIN_API_SECRET, 'main-api', session)),
    phone,
  };
  return jsonResponse(answer, 200, { 'Set-Cookie': await sessionCookie(session, secrets) });
};

export const onRequest = methodNotAllowed('POST');
