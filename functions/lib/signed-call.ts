import * as v from 'valibot';
import {
  SIGNED_CALL_HEADERS,
  SIGNED_CALL_MAX_AGE_SECONDS,
  signedCallPayload,
} from '@pizza-order-app/contract/telegram-payments';
import { hexEqual, hmacSha256, toHex } from './crypto';

/**
 * Calls between the edge and the chain's backend (packages/contract/src/telegram-payments.ts):
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

/**
 * A signed call's body read by its schema: 401 when it is not signed for this path with `secret`
 * or is stale, 400 when it is no JSON of the schema's shape.
 */
export const readSignedCall = async <S extends v.GenericSchema>(
  request: Request,
  secret: string,
  schema: S,
): Promise<
  | { readonly ok: true; readonly value: v.InferOutput<S> }
  | { readonly ok: false; readonly status: 400 | 401; readonly reason: string }
> => {
  const body = await verifiedCallBody(request, secret);
  if (body === null) return { ok: false, status: 401, reason: 'The call is not signed' };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, reason: 'The body is not JSON' };
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return {
      ok: false,
      status: 400,
      reason: `Invalid ${v.getDotPath(issue) ?? 'body'}: ${issue.message}`,
    };
  }
  return { ok: true, value: parsed.output };
};
