import { getOnly } from '../lib/edge-endpoint';
import { initDataMaxAgeSeconds } from '../lib/env';
import { jsonError, jsonResponse } from '../lib/http';
import { initDataFromRequest, verifyInitData } from '../lib/telegram-init-data';
import { issueToken } from '../lib/tokens';

/** GET /api/token → { token, expiresAt }: a bearer for the main API, naming the Telegram user when proven. */
export const onRequest = getOnly(async (request, env) => {
  const initData = initDataFromRequest(request);
  if (initData === null) return jsonResponse(await issueToken(env.MAIN_API_SECRET, 'main-api'));
  const check = await verifyInitData(initData, env.TELEGRAM_BOT_TOKEN, initDataMaxAgeSeconds(env));
  if (!check.ok) return jsonError(401, check.reason);
  return jsonResponse(await issueToken(env.MAIN_API_SECRET, 'main-api', check.user.id));
});
