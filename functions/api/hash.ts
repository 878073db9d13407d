import { getOnly } from '../lib/edge-endpoint';
import { initDataMaxAgeSeconds } from '../lib/env';
import { jsonError, jsonResponse, telegramSessionRefused } from '../lib/http';
import { signMessengerHeaders } from '../lib/messenger-signature';
import { initDataFromRequest, verifyInitData } from '../lib/telegram-init-data';

/**
 * GET /api/hash with `Authorization: tma <initData>` → { headers, expiresAt }: headers that bind
 * messenger API requests to the Telegram user the init data proves. Anything less gets 401.
 */
export const onRequest = getOnly(async (request, env) => {
  const initData = initDataFromRequest(request);
  if (initData === null)
    return jsonError(401, 'Telegram init data is required', { 'WWW-Authenticate': 'tma' });
  const check = await verifyInitData(initData, env.TELEGRAM_BOT_TOKEN, initDataMaxAgeSeconds(env));
  if (!check.ok) return telegramSessionRefused(check.reason);
  return jsonResponse(await signMessengerHeaders(env.MESSENGER_API_SECRET, check.user.id));
});
