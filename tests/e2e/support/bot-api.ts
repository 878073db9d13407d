import type { APIRequestContext } from '@playwright/test';
import { RESENT_ON_STALE_SOCKET } from './orders-api';

/**
 * The chain's bot as Telegram reaches it locally: updates posted to the webhook with the
 * development secret (.dev.vars.example), and what the bot sent, as the Bot API double recorded it.
 */
const WEBHOOK_SECRET = 'development-webhook-secret';

export interface RecordedCall {
  readonly method: string;
  readonly body: Record<string, unknown>;
}

/** What Telegram posts for an update; the webhook answers 200 whatever the bot made of it. */
export const postUpdate = (request: APIRequestContext, update: Record<string, unknown>) =>
  request.post('/api/telegram/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': WEBHOOK_SECRET },
    data: update,
  });

export const botApiCalls = async (request: APIRequestContext) =>
  (
    (await (await request.get('/api/_dev/bot-api/calls', RESENT_ON_STALE_SOCKET)).json()) as {
      calls: RecordedCall[];
    }
  ).calls;
