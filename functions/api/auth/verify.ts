import * as v from 'valibot';
import { SignInVerifyRequestSchema } from '@pizza-order-app/contract/sign-in';
import { sessionSecrets, type Env } from '../../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../../lib/http';
import { addressBucket, hourlyLimited, offSite, signInError } from '../../lib/sign-in-answers';
import { checkSignInCode, SIGN_IN_LIMITS } from '../../lib/sign-in-codes';
import { signInBrowser } from '../../lib/signed-in-sessions';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';

/**
 * POST /api/auth/verify `{ phone, code }` → `{ phone, token, expiresAt }` and the cookie of a new
 * session naming the phone: this browser is now that phone's customer (signInBrowser).
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

  const { body: answer, cookie } = await signInBrowser(request, env, phone);
  return jsonResponse(answer, 200, { 'Set-Cookie': cookie });
};

export const onRequest = methodNotAllowed('POST');
