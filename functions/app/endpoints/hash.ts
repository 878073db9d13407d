import { LINK_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { initDataMaxAgeSeconds, sessionSecrets } from '../../lib/env';
import { readLinkSession } from '../../lib/link-session';
import { jsonResponse, telegramSessionRefused } from '../../lib/http';
import { signMessengerHeaders } from '../../lib/messenger-signature';
import { initDataFromRequest, verifyInitData } from '../../lib/telegram-init-data';
import { edge } from '../context';

/**
 * GET /api/hash with `Authorization: tma <initData>`, or in a plain browser with the session a
 * signed bot link started → { headers, expiresAt }: headers that bind messenger API requests to
 * the Telegram user either proves. Anything less gets 401.
 */
export const signMessengerCalls = edge.createHandlers(async ({ env, req: { raw: request } }) => {
  const initData = initDataFromRequest(request);
  if (initData === null) {
    const link = await readLinkSession(request, sessionSecrets(env));
    return link
      ? jsonResponse(await signMessengerHeaders(env.MESSENGER_API_SECRET, link.tgId))
      : jsonResponse(
          {
            message: 'Telegram init data or a bot link session is required',
            code: LINK_SESSION_REFUSED,
          },
          401,
          { 'WWW-Authenticate': 'tma' },
        );
  }
  const check = await verifyInitData(initData, env.TELEGRAM_BOT_TOKEN, initDataMaxAgeSeconds(env));
  if (!check.ok) return telegramSessionRefused(check.reason);
  return jsonResponse(await signMessengerHeaders(env.MESSENGER_API_SECRET, check.user.id));
});
