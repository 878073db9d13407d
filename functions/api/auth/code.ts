import * as v from 'valibot';
import { DEFAULT_LANGUAGE } from '../../../src/shared/config/languages';
import {
  SIGN_IN_ERROR_CODES,
  SignInCodeRequestSchema,
  type SignInCodeSent,
} from '../../../src/shared/contract/sign-in';
import { sessionSecrets, signInResendAfterMs, type Env } from '../../lib/env';
import { jsonError, jsonResponse, methodNotAllowed } from '../../lib/http';
import { addressBucket, hourlyLimited, offSite, signInError } from '../../lib/sign-in-answers';
import { issueSignInCode, SIGN_IN_LIMITS } from '../../lib/sign-in-codes';
import { SIGN_IN_CODE_TEXTS, smsSenderOf } from '../../lib/sms-sender';

/** Whole seconds from now until `at` (ms), never below `least`. */
const secondsUntil = (at: number, least: number) =>
  Math.max(least, Math.ceil((at - Date.now()) / 1000));

/**
 * POST /api/auth/code `{ phone, language? }` → `{ expiresAt, resendAt, resendInSeconds }`: a new
 * one-time code by SMS. The answer is the same whether the phone ever ordered or not: nothing
 * about customers is read here. The code is never logged or answered; D1 keeps only its HMAC.
 */
export const onRequestPost: PagesFunction<Env> = async ({ request, env }) => {
  const refused = offSite(request);
  if (refused) return refused;
  const body = v.safeParse(SignInCodeRequestSchema, await request.json().catch(() => null));
  if (!body.success) return jsonError(400, 'Invalid phone: must be +998 and nine digits');
  const { phone, language = DEFAULT_LANGUAGE } = body.output;

  const limited = await hourlyLimited(env.DB, [
    { key: `sign-in:codes:phone:${phone}`, limit: SIGN_IN_LIMITS.codesPerPhonePerHour },
    { key: addressBucket(request, 'codes'), limit: SIGN_IN_LIMITS.codesPerAddressPerHour },
  ]);
  if (limited) return limited;

  const sender = smsSenderOf(env);
  if (!sender) return signInError(503, 'SMS is not set up here', SIGN_IN_ERROR_CODES.smsFailed);
  const issued = await issueSignInCode(env.DB, sessionSecrets(env).current, phone, {
    resendAfterMs: signInResendAfterMs(env),
  });
  if (!issued.ok) {
    const wait = secondsUntil(issued.resendAt, 1);
    return signInError(
      429,
      `A code was just sent; ask again in ${wait} s`,
      SIGN_IN_ERROR_CODES.signInResendTooSoon,
      { 'Retry-After': String(wait) },
    );
  }
  try {
    await sender.send(phone, SIGN_IN_CODE_TEXTS[language](issued.code));
  } catch (error) {
    await issued.undo();
    console.error('sign-in SMS failed', { reason: error instanceof Error ? error.message : '' });
    return signInError(503, 'The SMS could not be sent', SIGN_IN_ERROR_CODES.smsFailed);
  }
  const answer: SignInCodeSent = {
    expiresAt: issued.expiresAt,
    resendAt: issued.resendAt,
    resendInSeconds: secondsUntil(issued.resendAt, 0),
  };
  return jsonResponse(answer);
};

export const onRequest = methodNotAllowed('POST');
