import * as v from 'valibot';

/** The headers `/api/hash` signs; the first names the verified Telegram user. */
export const MESSENGER_HEADERS = {
  tgId: 'X-Tg-Id',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
} as const;

/** `GET /api/hash` (edge function): headers binding messenger calls to the verified Telegram user. */
export const HashResponseSchema = v.object({
  headers: v.record(v.string(), v.string()),
  expiresAt: v.number(),
});
