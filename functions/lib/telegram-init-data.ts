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

type SignedCheck =
  | { readonly ok: true; readonly params: URLSearchParams; readonly authDate: number }
  | { readonly ok: false; readonly reason: string };

/**
 * Checks data a Telegram client signed with the bot's key (init data, a shared contact) as
 * Telegram specifies: the secret key is HMAC-SHA256("WebAppData", bot token), the hash is
 * HMAC-SHA256 of the sorted data-check string, compared in constant time; `auth_date` must not be
 * older than `maxAgeSeconds`, nor later than the edge's clock allows for skew (a later one would
 * stay valid for longer than the maximum age). (The SDK's init-data package compares with `!==`,
 * hence this short version.)
 */
const verifyTelegramSigned = async (
  what: string,
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds: number,
): Promise<SignedCheck> => {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash))
    return { ok: false, reason: `${what} has no valid hash` };
  const authDate = Number(params.get('auth_date'));
  if (!Number.isInteger(authDate) || authDate <= 0)
    return { ok: false, reason: `${what} has no valid auth_date` };

  const dataCheckString = [...params]
    .filter(([key]) => key !== 'hash')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secretKey = await hmacSha256('WebAppData', botToken);
  const expected = toHex(await hmacSha256(secretKey, dataCheckString));
  if (!hexEqual(expected, hash)) return { ok: false, reason: `${what} signature is invalid` };
  if (authDate + maxAgeSeconds < nowSeconds) return { ok: false, reason: `${what} has expired` };
  if (authDate > nowSeconds + CLOCK_SKEW_SECONDS)
    return { ok: false, reason: `${what} is dated in the future` };
  return { ok: true, params, authDate };
};

const parseJsonField = (params: URLSearchParams, field: string): unknown => {
  try {
    return JSON.parse(params.get(field) ?? 'null');
  } catch {
    return undefined;
  }
};

/** Validates Telegram Mini App init data (see verifyTelegramSigned) and reads its user. */
export const verifyInitData = async (
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<InitDataCheck> => {
  const signed = await verifyTelegramSigned('Init data', raw, botToken, maxAgeSeconds, nowSeconds);
  if (!signed.ok) return signed;
  const json = parseJsonField(signed.params, 'user');
  if (json === undefined) return fail('Init data user is not JSON');
  const user = v.safeParse(TelegramUserSchema, json);
  return user.success
    ? { ok: true, user: user.output, authDate: signed.authDate }
    : fail('Init data has no user');
};

/** The contact a client shares (the SDK's requestContact), leniently: the fields the edge uses. */
const SharedContactSchema = v.object({
  user_id: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  phone_number: v.pipe(v.string(), v.regex(/^\+?\d{7,15}$/)),
});

export type ContactCheck =
  | { readonly ok: true; readonly userId: number; readonly phone: string }
  | { readonly ok: false; readonly reason: string };

/**
 * Validates the contact a Telegram client returns when the user shares their number: signed by
 * Telegram like init data. The phone comes back as '+' and its digits.
 */
export const verifyContact = async (
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<ContactCheck> => {
  const signed = await verifyTelegramSigned('Contact', raw, botToken, maxAgeSeconds, nowSeconds);
  if (!signed.ok) return signed;
  const contact = v.safeParse(SharedContactSchema, parseJsonField(signed.params, 'contact'));
  if (!contact.success) return { ok: false, reason: 'Contact has no phone number' };
  return {
    ok: true,
    userId: contact.output.user_id,
    phone: `+${contact.output.phone_number.replace(/^\+/, '')}`,
  };
};

/** Reads `Authorization: tma <initData>`; null when the header is absent or of another scheme. */
export const initDataFromRequest = (request: Request) => {
  const header = request.headers.get('Authorization') ?? '';
  const [scheme, ...rest] = header.split(' ');
  return scheme?.toLowerCase() === 'tma' && rest.length ? rest.join(' ') : null;
};
