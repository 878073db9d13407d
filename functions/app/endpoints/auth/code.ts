import { DEFAULT_LANGUAGE } from '@pizza-order-app/contract/config/languages';
import {
  SIGN_IN_ERROR_CODES,
  signInCodeCall,
  type SignInCodeSent,
} from '@pizza-order-app/contract/sign-in';
import { captureMessage } from '@sentry/cloudflare';
import { sessionSecrets, signInResendAfterMs, smsCeiling, type Env } from '../../../lib/env';
import { jsonResponse } from '../../../lib/http';
import { addressBucket, hourlyLimited, signInError } from '../../../lib/sign-in-answers';
import { hitRateLimits, refundRateLimits } from '../../../lib/rate-limit';
import { HOUR_SECONDS, issueSignInCode, SIGN_IN_LIMITS } from '../../../lib/sign-in-codes';
import { SIGN_IN_CODE_TEXTS, smsSenderOf } from '../../../lib/sms-sender';
import { edge } from '../../context';
import { jsonBody, onSite } from '../../middleware';

/** Whole seconds from now until `at` (ms), never below `least`. */
const secondsUntil = (at: number, least: number) =>
  Math.max(least, Math.ceil((at - Date.now()) / 1000));

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Counts one SMS against the whole site's ceiling (a minute's and a day's, smsCeiling): the 429
 * to answer once either is past, logged and reported to Sentry, else null. Per-phone and
 * per-network caps cannot stop many phones from many networks; this stops the spend.
 */
const siteSmsCeilingReached = async (env: Env) => {
  const { perMinute, perDay } = smsCeiling(env);
  const now = Date.now();
  const minute = await hitRateLimits(env.DB, [{ key: 'sign-in:sms:site', limit: perMinute }], now);
  const day = minute.allowed
    ? await hitRateLimits(env.DB, [{ key: 'sign-in:sms:site', limit: perDay }], now, DAY_SECONDS)
    : minute;
  if (day.allowed) return null;
  const reach = minute.allowed ? `${perDay} a day` : `${perMinute} a minute`;
  console.error('sign-in SMS ceiling reached', { ceiling: reach });
  captureMessage(`Sign-in SMS ceiling reached: ${reach}`, 'warning');
  return signInError(
    429,
    'Too many sign-ins by SMS right now; order in the chain’s Telegram bot, or try again later',
    SIGN_IN_ERROR_CODES.smsCeiling,
    { 'Retry-After': String(day.retryAfter) },
  );
};

/**
 * POST /api/auth/code `{ phone, language? }` → `{ expiresAt, resendAt, resendInSeconds }`: a new
 * one-time code by SMS. The answer is the same whether the phone ever ordered or not: nothing
 * about customers is read here. The code is never logged or answered; D1 keeps only its HMAC.
 */
export const sendSignInCode = edge.createHandlers(
  onSite,
  jsonBody(signInCodeCall.body, 'Invalid phone: must be +998 and nine digits'),
  async (c) => {
    const { env, req } = c;
    const request = req.raw;
    const { phone, language = DEFAULT_LANGUAGE } = req.valid('json');

    // The phone's cap counts codes sent: a request refused on the way gives its hit back, so a
    // stranger's quick requests do not lock the owner out.
    const phoneBucket = `sign-in:codes:phone:${phone}`;
    const refusedAfterCounting = async (answer: Response) => {
      await refundRateLimits(env.DB, [phoneBucket], Date.now(), HOUR_SECONDS);
      return answer;
    };
    const limited = await hourlyLimited(env.DB, [
      { key: addressBucket(request, 'codes'), limit: SIGN_IN_LIMITS.codesPerAddressPerHour },
      { key: phoneBucket, limit: SIGN_IN_LIMITS.codesPerPhonePerHour },
    ]);
    if (limited) return refusedAfterCounting(limited);

    const sender = smsSenderOf(env);
    if (!sender)
      return refusedAfterCounting(
        signInError(503, 'SMS is not set up here', SIGN_IN_ERROR_CODES.smsFailed),
      );
    const issued = await issueSignInCode(env.DB, sessionSecrets(env).current, phone, {
      resendAfterMs: signInResendAfterMs(env),
    });
    if (!issued.ok) {
      const wait = secondsUntil(issued.resendAt, 1);
      return refusedAfterCounting(
        signInError(
          429,
          `A code was just sent; ask again in ${wait} s`,
          SIGN_IN_ERROR_CODES.signInResendTooSoon,
          { 'Retry-After': String(wait) },
        ),
      );
    }
    const ceiling = await siteSmsCeilingReached(env);
    if (ceiling) {
      await issued.undo();
      return refusedAfterCounting(ceiling);
    }
    try {
      await sender.send(phone, SIGN_IN_CODE_TEXTS[language](issued.code));
    } catch (error) {
      await issued.undo();
      console.error('sign-in SMS failed', { reason: error instanceof Error ? error.message : '' });
      return refusedAfterCounting(
        signInError(503, 'The SMS could not be sent', SIGN_IN_ERROR_CODES.smsFailed),
      );
    }
    const answer: SignInCodeSent = {
      expiresAt: issued.expiresAt,
      resendAt: issued.resendAt,
      resendInSeconds: secondsUntil(issued.resendAt, 0),
    };
    return jsonResponse(answer);
  },
);
