import { SIGN_IN_CODE_LENGTH } from '@pizza-order-app/contract/sign-in';
import { hexEqual, hmacSha256, toHex } from './crypto';

/** The rules of sign-in codes (docs/api.md, "Signing in with a phone"). */
export const SIGN_IN_LIMITS = {
  codeTtlMs: 5 * 60 * 1000,
  /** Tries per code, the right one included: the fifth wrong one ends the code. */
  triesPerCode: 5,
  /** An hour's codes for one phone: with five tries each, 25 guesses of a million an hour. */
  codesPerPhonePerHour: 5,
  /** Above one phone's: a family or an office behind one address. */
  codesPerAddressPerHour: 20,
  /** Five codes' tries for four phones: typing slips pass, guessing across phones does not. */
  verifiesPerAddressPerHour: 100,
} as const;

export const HOUR_SECONDS = 60 * 60;

const CODE_SPACE = 10 ** SIGN_IN_CODE_LENGTH;
/** The largest multiple of a million below 2^32: values at or above it would skew the digits. */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_SPACE) * CODE_SPACE;

/** Six digits from the platform's CSPRNG, every code equally likely (leading zeros kept). */
export const randomSignInCode = (): string => {
  for (;;) {
    const [value = UNBIASED_LIMIT] = crypto.getRandomValues(new Uint32Array(1));
    if (value < UNBIASED_LIMIT)
      return String(value % CODE_SPACE).padStart(SIGN_IN_CODE_LENGTH, '0');
  }
};

/** What D1 keeps of a code: an HMAC keyed by the server's secret, bound to its phone. */
const codeHash = async (secret: string, phone: string, code: string) =>
  toHex(await hmacSha256(secret, `sign-in-code.${phone}.${code}`));

export type IssuedCode =
  | {
      readonly ok: true;
      readonly code: string;
      readonly expiresAt: number;
      readonly resendAt: number;
      /** Puts back what the phone had before (a failed SMS changes nothing). */
      readonly undo: () => Promise<void>;
    }
  | { readonly ok: false; readonly resendAt: number };

interface CodeRow {
  code_hash: string;
  issued_at: number;
  expires_at: number;
  attempts: number;
}

/**
 * A new code for the phone, replacing its live one, unless the last went less than
 * `resendAfterMs` ago (`signInResendAfterMs`). One conditional upsert decides, so two requests at
 * once issue one code.
 */
export const issueSignInCode = async (
  db: D1Database,
  secret: string,
  phone: string,
  {
    resendAfterMs,
    nowMs = Date.now(),
  }: { readonly resendAfterMs: number; readonly nowMs?: number },
): Promise<IssuedCode> => {
  const previous = await db
    .prepare('SELECT code_hash, issued_at, expires_at, attempts FROM sign_in_codes WHERE phone = ?')
    .bind(phone)
    .first<CodeRow>();
  const code = randomSignInCode();
  const expiresAt = nowMs + SIGN_IN_LIMITS.codeTtlMs;
  const [, issued] = await db.batch([
    db.prepare('DELETE FROM sign_in_codes WHERE expires_at <= ? AND phone <> ?').bind(nowMs, phone),
    db
      .prepare(
        `INSERT INTO sign_in_codes (phone, code_hash, issued_at, expires_at, attempts)
         VALUES (?, ?, ?, ?, 0)
         ON CONFLICT(phone) DO UPDATE SET code_hash = excluded.code_hash,
           issued_at = excluded.issued_at, expires_at = excluded.expires_at, attempts = 0
         WHERE sign_in_codes.issued_at <= ?
         RETURNING phone`,
      )
      .bind(phone, await codeHash(secret, phone, code), nowMs, expiresAt, nowMs - resendAfterMs),
  ]);
  if (!issued?.results.length) {
    const last = await db
      .prepare('SELECT issued_at FROM sign_in_codes WHERE phone = ?')
      .bind(phone)
      .first<number>('issued_at');
    return { ok: false, resendAt: (last ?? nowMs) + resendAfterMs };
  }
  const undo = async () => {
    await (
      previous
        ? db
            .prepare(
              `UPDATE sign_in_codes SET code_hash = ?, issued_at = ?, expires_at = ?, attempts = ?
             WHERE phone = ? AND issued_at = ?`,
            )
            .bind(
              previous.code_hash,
              previous.issued_at,
              previous.expires_at,
              previous.attempts,
              phone,
              nowMs,
            )
        : db
            .prepare('DELETE FROM sign_in_codes WHERE phone = ? AND issued_at = ?')
            .bind(phone, nowMs)
    ).run();
  };
  return { ok: true, code, expiresAt, resendAt: nowMs + resendAfterMs, undo };
};

export type CodeCheck = 'right' | 'wrong' | 'dead';

/**
 * Spends one try of the phone's live code: `right` uses it up (single use: of two requests with
 * it, one wins), `wrong` leaves it for another try, `dead` when there is none to try (never
 * issued, expired, used, or its fifth wrong try was this one).
 */
export const checkSignInCode = async (
  db: D1Database,
  secret: string,
  phone: string,
  code: string,
  nowMs = Date.now(),
): Promise<CodeCheck> => {
  const live = await db
    .prepare(
      `UPDATE sign_in_codes SET attempts = attempts + 1
       WHERE phone = ? AND expires_at > ? AND attempts < ?
       RETURNING code_hash, attempts`,
    )
    .bind(phone, nowMs, SIGN_IN_LIMITS.triesPerCode)
    .first<Pick<CodeRow, 'code_hash' | 'attempts'>>();
  if (!live) return 'dead';
  const hash = await codeHash(secret, phone, code);
  if (!hexEqual(hash, live.code_hash))
    return live.attempts >= SIGN_IN_LIMITS.triesPerCode ? 'dead' : 'wrong';
  const { meta } = await db
    .prepare('DELETE FROM sign_in_codes WHERE phone = ? AND code_hash = ?')
    .bind(phone, hash)
    .run();
  return meta.changes > 0 ? 'right' : 'dead';
};
