import { initDataMaxAgeSeconds, type Env } from '../lib/env';
import { jsonError, jsonResponse, methodNotAllowed, telegramSessionRefused } from '../lib/http';
import { signMessengerHeaders } from '../lib/messenger-signature';
import { initDataFromRequest, verifyInitData } from '../lib/telegram-init-data';

/**
 * GET /api/hash with `Authorization: tma <initData>` → { headers, expiresAt }: headers that bind
 * messenger API requests to the Telegram user the init data proves. Anything less gets 401.
 */
export const onRequestGet: PagesFunction<Env> = async ({ request, env }) => {
  const initData = initDataFromRequest(request);
  if (initData === null)
    return jsonError(401, 'Telegram init data is required', { 'WWW-Authenticate': 'tma' });
  const check = await verifyInitData(initData, env.TELEGRAM_BOT_TOKEN, initDataMaxAgeSeconds(env));
  if (!check.ok) return telegramSessionRefused(check.reason);
  return jsonResponse(await signMessengerHeaders(env.MESSENGER_API_SECRET, check.user.id));
};

export const onRequest = methodNotAllowed('GET');
