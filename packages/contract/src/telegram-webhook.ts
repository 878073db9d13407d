import * as v from 'valibot';
import type { CallDefinition } from './common';

/** The header Telegram sends the webhook's secret in (setWebhook's `secret_token`). */
export const WEBHOOK_SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

/** All the edge reads of an update itself: its id, for handling it once. grammY reads the rest. */
export const TelegramUpdateSchema = v.looseObject({
  update_id: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
});

/**
 * Where Telegram posts the chain's bot's updates (`npm run bot:setup` gives the path to
 * setWebhook), with the webhook's secret (401 without it): `{ ok: true }`, and `repeated` for an
 * update already handled.
 */
export const telegramWebhookCall = {
  method: 'POST',
  path: '/api/telegram/webhook',
  body: TelegramUpdateSchema,
  response: v.object({ ok: v.literal(true), repeated: v.optional(v.literal(true)) }),
  refusals: [],
} as const satisfies CallDefinition;
