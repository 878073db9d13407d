import * as v from 'valibot';
import { LINK_SESSION_REFUSED, TELEGRAM_SESSION_REFUSED, type CallDefinition } from './common';

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

/**
 * The messenger API's headers for the Telegram user the init data (`Authorization: tma …`) or a
 * bot link's session proves: init data refused is `telegram-session-refused`, neither at all
 * `link-session-refused`.
 */
export const messengerHeadersCall = {
  method: 'GET',
  path: '/api/hash',
  response: HashResponseSchema,
  refusals: [TELEGRAM_SESSION_REFUSED, LINK_SESSION_REFUSED],
} as const satisfies CallDefinition;
