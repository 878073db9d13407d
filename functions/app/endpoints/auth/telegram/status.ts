import type * as v from 'valibot';
import { cookieValue } from '@pizza-order-app/contract/lib/cookie';
import {
  SIGN_IN_ERROR_CODES,
  telegramLoginCheckCall,
  type TelegramLoginCheckSchema,
} from '@pizza-order-app/contract/sign-in';
import { jsonResponse } from '../../../../lib/http';
import { addressBucket, hourlyLimited, signInError } from '../../../../lib/sign-in-answers';
import { signInBrowser } from '../../../../lib/signed-in-sessions';
import {
  finishTelegramLogin,
  TELEGRAM_LOGIN_COOKIE,
  telegramLoginCookie,
  type TelegramLoginEnd,
} from '../../../../lib/telegram-logins';
import { edge } from '../../../context';
import { jsonBody, onSite } from '../../../middleware';

/** A check every two seconds for the five minutes of several sign-ins, and no more. */
const CHECKS_PER_ADDRESS_PER_HOUR = 1000;

const ENDS: Record<TelegramLoginEnd, readonly [number, string, string]> = {
  cancelled: [
    410,
    'Signing in was cancelled in Telegram',
    SIGN_IN_ERROR_CODES.telegramLoginCancelled,
  ],
  expired: [410, 'This sign-in has expired; start again', SIGN_IN_ERROR_CODES.telegramLoginExpired],
  used: [410, 'This sign-in was already used; start again', SIGN_IN_ERROR_CODES.telegramLoginUsed],
  'other-browser': [
    403,
    'This sign-in was started in another browser',
    SIGN_IN_ERROR_CODES.telegramLoginOtherBrowser,
  ],
};

/**
 * POST /api/auth/telegram/status `{ token }`, from the browser that started the sign-in (its
 * cookie) → `{ state: 'waiting' }` until the Telegram user confirms in the bot, then
 * `{ state: 'signed-in', phone, token, expiresAt }` and the session cookie of that user's phone,
 * once. 410 cancelled, expired or used, 403 from another browser: each with its code.
 */
export const checkTelegramSignIn = edge.createHandlers(
  onSite,
  jsonBody(telegramLoginCheckCall.body, 'Send the sign-in’s token'),
  async ({ env, req }) => {
    const request = req.raw;
    const limited = await hourlyLimited(env.DB, [
      { key: addressBucket(request, 'telegram-checks'), limit: CHECKS_PER_ADDRESS_PER_HOUR },
    ]);
    if (limited) return limited;
    const browserKey = cookieValue(request.headers.get('Cookie') ?? '', TELEGRAM_LOGIN_COOKIE);
    const check = await finishTelegramLogin(env.DB, req.valid('json').token, browserKey ?? null);
    if (check.state === 'waiting')
      return jsonResponse({ state: 'waiting' } satisfies v.InferOutput<
        typeof TelegramLoginCheckSchema
      >);
    if (check.state === 'ended') {
      const [status, message, code] = ENDS[check.end];
      return signInError(status, message, code);
    }
    const { body: signedIn, cookie } = await signInBrowser(request, env, check.phone);
    return jsonResponse(
      { state: 'signed-in', ...signedIn } satisfies v.InferOutput<typeof TelegramLoginCheckSchema>,
      200,
      [
        ['Set-Cookie', cookie],
        ['Set-Cookie', telegramLoginCookie()],
      ],
    );
  },
);
