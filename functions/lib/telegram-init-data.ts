import * as v from 'valibot';
import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { hexEqual, hmacSha256, toHex } from './crypto';

/** The signed user, leniently: the fields this edge uses; clients add others over time. */
const TelegramUserSchema = v.object({
  id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  first_name: v.optional(v.string()),
  language_code: v.optional(v.string()),
});
export type TelegramUser = v.InferOutput<typeof TelegramUserSchema>;

export type InitDataCheck =
  | { readonly ok: true; readonly user: TelegramUser; readonly authDate: number }
  | { readonly ok: false; readonly reason: string };

const fail = (reason: string): InitDataCheck => ({ ok: false, reason });

/**
 * Validates Telegram Mini App init data as Telegram specifies: the secret key is
 * HMAC-SHA256("WebAppData", bot token), the hash is HMAC-SHA256 of the sorted data-check string,
 * compared in constant time; `auth_date` must not be older than `maxAgeSeconds`, nor later than
 * the edge's clock allows for skew (a later one would stay valid for longer than the maximum age).
 * (The SDK's init-data package compares with `!==`, hence this short version.)
 */
export const verifyInitData = async (
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<InitDataCheck> => {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) return fail('Init data has no valid hash');
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0) return fail('Init data has no valid auth_date');

  const dataCheckString = [...params]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secretKey = await hmacSha256('WebAppData', botToken);
  const expected = toHex(await hmacSha256(secretKey, dataCheckString));
  if (!hexEqual(expected, hash)) return fail('Init data signature is invalid');
  if (authDate + maxAgeSeconds < nowSeconds) return fail('Init data has expired');
  if (authDate > nowSeconds + CLOCK_SKEW_SECONDS) return fail('Init data is dated in the future');

  let json: unknown;
  try {
    json = JSON.parse(params.get('user') ?? 'null');
  } catch {
    return fail('Init data user is not JSON');
  }
  const user = v.safeParse(TelegramUserSchema, json);
  return user.success ? { ok: true, user: user.output, authDate } : fail('Init data has no user');
};

/** Reads `Authorization: tma <initData>`; null when the header is absent or of another scheme. */
export const initDataFromRequest = (request: Request) => {
  const header = request.headers.get('Authorization') ?? '';
  const [scheme, ...rest] = header.split(' ');
  return scheme?.toLowerCase() === 'tma' && rest.length ? rest.join(' ') : null;
};
