import { webhookCallback } from 'grammy/web';
import * as v from 'valibot';
import {
  telegramWebhookCall,
  WEBHOOK_SECRET_HEADER,
} from '@pizza-order-app/contract/telegram-webhook';
import { createBot } from '../../../lib/bot/bot';
import { firstTimeSeen } from '../../../lib/bot/updates';
import { secretEqual } from '../../../lib/crypto';
import { jsonError, jsonResponse } from '../../../lib/http';
import { edge } from '../../context';

const updateIdOf = (body: string) => {
  try {
    const parsed = v.safeParse(telegramWebhookCall.body, JSON.parse(body));
    return parsed.success ? parsed.output.update_id : null;
  } catch {
    return null;
  }
};

/**
 * POST /api/telegram/webhook: Telegram's updates for the chain's bot (functions/lib/bot/bot.ts).
 * Only with the secret setWebhook was given (401, compared in constant time); a body that is no
 * update is 400 and logged; an update already handled is answered 200 and not handled again.
 * Any other update answers 200 even when handling it failed (logged): Telegram would otherwise
 * send it again and again.
 */
export const answerTelegramUpdate = edge.createHandlers(async (c) => {
  const { env } = c;
  const request = c.req.raw;
  const secret = env.TELEGRAM_WEBHOOK_SECRET;
  if (!secret || !secretEqual(request.headers.get(WEBHOOK_SECRET_HEADER) ?? '', secret))
    return jsonError(401, 'The webhook secret is wrong');
  const body = await request.text();
  const updateId = updateIdOf(body);
  if (updateId === null) {
    console.warn('telegram webhook: not an update', {
      requestId: c.get('requestId'),
      body: body.slice(0, 200),
    });
    return jsonError(400, 'The body is not a Telegram update');
  }
  if (!(await firstTimeSeen(env.DB, updateId))) return jsonResponse({ ok: true, repeated: true });
  const site = new URL(request.url).origin;
  const handle = webhookCallback(createBot(env, site), 'std/http', { secretToken: secret });
  try {
    await handle(new Request(request.url, { method: 'POST', headers: request.headers, body }));
  } catch (error) {
    console.error('telegram webhook: the update failed', {
      requestId: c.get('requestId'),
      updateId,
      stack: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
  return jsonResponse({ ok: true });
});
