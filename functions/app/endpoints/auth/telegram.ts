import type * as v from 'valibot';
import {
  SIGN_IN_ERROR_CODES,
  TELEGRAM_LOGIN_START_PREFIX,
  type TelegramLoginStartedSchema,
} from '@pizza-order-app/contract/sign-in';
import { jsonResponse } from '../../../lib/http';
import { addressBucket, hourlyLimited, signInError } from '../../../lib/sign-in-answers';
import { deviceOf, startTelegramLogin, telegramLoginCookie } from '../../../lib/telegram-logins';
import { edge } from '../../context';
import { onSite } from '../../middleware';

/** Sign-ins one address may start an hour: a household's or an office's, not a script's. */
const STARTS_PER_ADDRESS_PER_HOUR = 30;

/**
 * POST /api/auth/telegram `{}` → `{ url, token, expiresAt }` and a cookie that binds the sign-in
 * to this browser: the customer opens `url` (`t.me/<bot>?start=login-<token>`), the bot asks them
 * to confirm, and this browser (POST /api/auth/telegram/status) is then signed in. 503 where the
 * site has no bot.
 */
export const startTelegramSignIn = edge.createHandlers(onSite, async ({ env, req }) => {
  const request = req.raw;
  if (!env.BOT_USERNAME || !env.TELEGRAM_BOT_TOKEN)
    return signInError(
      503,
      'Signing in through Telegram is not available here',
      SIGN_IN_ERROR_CODES.telegramLoginUnavailable,
    );
  const limited = await hourlyLimited(env.DB, [
    { key: addressBucket(request, 'telegram-logins'), limit: STARTS_PER_ADDRESS_PER_HOUR },
  ]);
  if (limited) return limited;
  const login = await startTelegramLogin(env.DB, deviceOf(request.headers.get('User-Agent')));
  const answer: v.InferOutput<typeof TelegramLoginStartedSchema> = {
    url: `https://t.me/${env.BOT_USERNAME}?start=${TELEGRAM_LOGIN_START_PREFIX}${login.token}`,
    token: login.token,
    expiresAt: login.expiresAt,
  };
  return jsonResponse(answer, 200, {
    'Set-Cookie': telegramLoginCookie(login.browserKey),
  });
});
