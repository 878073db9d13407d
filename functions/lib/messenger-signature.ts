import { MESSENGER_HEADERS } from '@pizza-order-app/contract/messenger-api';
import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { hexEqual, hmacSha256, toHex } from './crypto';

/** How long signed messenger headers stay valid. */
export const MESSENGER_SIGNATURE_TTL_MS = 10 * 60 * 1000;

export { MESSENGER_HEADERS };

const payload = (tgId: number, timestamp: number) => `${tgId}.${timestamp}`;

/** Headers that bind messenger API requests to one verified Telegram user for a while. */
export const signMessengerHeaders = async (secret: string, tgId: number, nowMs = Date.now()) => ({
  headers: {
    [MESSENGER_HEADERS.tgId]: String(tgId),
    [MESSENGER_HEADERS.timestamp]: String(nowMs),
    [MESSENGER_HEADERS.signature]: toHex(await hmacSha256(secret, payload(tgId, nowMs))),
  },
  expiresAt: nowMs + MESSENGER_SIGNATURE_TTL_MS,
});

/** The Telegram user id the request's headers prove, or null when they are missing, forged or stale. */
export const verifyMessengerHeaders = async (
  request: Request,
  secret: string,
  nowMs = Date.now(),
) => {
  const tgId = Number(request.headers.get(MESSENGER_HEADERS.tgId));
  const timestamp = Number(request.headers.get(MESSENGER_HEADERS.timestamp));
  const signature = request.headers.get(MESSENGER_HEADERS.signature) ?? '';
  if (!Number.isSafeInteger(tgId) || tgId <= 0 || !Number.isSafeInteger(timestamp)) return null;
  if (
    timestamp > nowMs + CLOCK_SKEW_SECONDS * 1000 ||
    nowMs - timestamp > MESSENGER_SIGNATURE_TTL_MS
  )
    return null;
  const expected = toHex(await hmacSha256(secret, payload(tgId, timestamp)));
  return hexEqual(expected, signature) ? tgId : null;
};
