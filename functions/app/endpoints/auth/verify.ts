import { signInVerifyCall } from '@pizza-order-app/contract/sign-in';
import { sessionSecrets } from '../../../lib/env';
import { jsonResponse } from '../../../lib/http';
import { addressBucket, hourlyLimited, signInError } from '../../../lib/sign-in-answers';
import { checkSignInCode, SIGN_IN_LIMITS } from '../../../lib/sign-in-codes';
import { signInBrowser } from '../../../lib/signed-in-sessions';
import { edge } from '../../context';
import { jsonBody, onSite } from '../../middleware';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';

/**
 * POST /api/auth/verify `{ phone, code }` → `{ phone, token, expiresAt }` and the cookie of a new
 * session naming the phone: this browser is now that phone's customer (signInBrowser).
 */
export const verifySignInCode = edge.createHandlers(
  onSite,
  jsonBody(signInVerifyCall.body, 'Send the phone and the six digits of its code'),
  async ({ env, req }) => {
    const request = req.raw;
    const { phone, code } = req.valid('json');

    const limited = await hourlyLimited(env.DB, [
      { key: addressBucket(request, 'verifies'), limit: SIGN_IN_LIMITS.verifiesPerAddressPerHour },
    ]);
    if (limited) return limited;

    const secrets = sessionSecrets(env);
    const check = await checkSignInCode(env.DB, secrets.current, phone, code);
    if (check === 'wrong')
      return signInError(400, 'Wrong code', SIGN_IN_ERROR_CODES.signInCodeWrong);
    if (check === 'dead')
      return signInError(
        410,
        'This code no longer works; ask for a new one',
        SIGN_IN_ERROR_CODES.signInCodeExpired,
      );

    const { body: answer, cookie } = await signInBrowser(request, env, phone);
    return jsonResponse(answer, 200, { 'Set-Cookie': cookie });
  },
);
