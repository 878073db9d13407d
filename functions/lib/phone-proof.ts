import type { PhoneProof } from '@pizza-order-app/contract/telegram-phone';
import { hexEqual, hmacSha256, toHex } from './crypto';

/** How long the proof of a shared phone number lasts: a checkout, retries and reloads included. */
const PHONE_PROOF_TTL_MS = 24 * 60 * 60 * 1000;

const payload = (tgId: number, phone: string, expiresAt: number) =>
  `phone.${tgId}.${phone}.${expiresAt}`;

/** Signs that `phone` is the Telegram user's own, as Telegram's signed contact said. */
export const signPhoneProof = async (
  secret: string,
  tgId: number,
  phone: string,
  nowMs = Date.now(),
): Promise<PhoneProof> => {
  const expiresAt = nowMs + PHONE_PROOF_TTL_MS;
  return { signature: toHex(await hmacSha256(secret, payload(tgId, phone, expiresAt))), expiresAt };
};

/** Whether the proof names this user and this phone, and has not expired. */
export const verifyPhoneProof = async (
  secret: string,
  tgId: number,
  phone: string,
  { signature, expiresAt }: PhoneProof,
  nowMs = Date.now(),
) => {
  if (expiresAt < nowMs || expiresAt > nowMs + PHONE_PROOF_TTL_MS) return false;
  return hexEqual(toHex(await hmacSha256(secret, payload(tgId, phone, expiresAt))), signature);
};
