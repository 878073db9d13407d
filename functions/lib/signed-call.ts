import {
  SIGNED_CALL_HEADERS,
  SIGNED_CALL_MAX_AGE_SECONDS,
  signedCallPayload,
} from '../../src/shared/contract/telegram-payments';
import { hexEqual, hmacSha256, toHex } from './crypto';

/**
 * Calls between the edge and the chain's backend (src/shared/contract/telegram-payments.ts):
 * signed over the timestamp, the path and the body, so a signature is good for one endpoint and
 * five minutes only.
 */
export const signCall = async (
  secret: string,
  path: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const timestamp = String(nowSeconds);
  return {
    'Content-Type': 'application/json',
    [SIGNED_CALL_HEADERS.timestamp]: timestamp,
    [SIGNED_CALL_HEADERS.signature]: toHex(
      await hmacSha256(secret, signedCallPayload(timestamp, path, body)),
    ),
  };
};

/** The body of a call signed with `secret` for this request's path, fresh; null otherwise. */
export const verifiedCallBody = async (
  request: Request,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const timestamp = request.headers.get(SIGNED_CALL_HEADERS.timestamp) ?? '';
  const signature = request.headers.get(SIGNED_CALL_HEADERS.signature) ?? '';
  const body = await request.text();
  if (!secret || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-fA-F]{64}$/.test(signature)) return null;
  const path = new URL(request.url).pathname;
  const expected = toHex(await hmacSha256(secret, signedCallPayload(timestamp, path, body)));
  if (!hexEqual(expected, signature)) return null;
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNED_CALL_MAX_AGE_SECONDS) return null;
  return body;
};
