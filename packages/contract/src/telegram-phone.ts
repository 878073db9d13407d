import * as v from 'valibot';
import { TELEGRAM_SESSION_REFUSED, type CallDefinition } from './common';

/** The edge's word that a phone number is the verified Telegram user's own, for a while. */
export const PhoneProofSchema = v.object({
  signature: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  expiresAt: v.pipe(v.number(), v.safeInteger()),
});
export type PhoneProof = v.InferOutput<typeof PhoneProofSchema>;

/** Telegram's signed contact as the client returns it (`contact=…&auth_date=…&hash=…`). */
const SHARED_CONTACT_MAX_LENGTH = 4096;

/**
 * `POST /api/phone` (edge function) with the launch's init data: the contact the user shared,
 * checked against Telegram's signature and the verified user → the phone, with its proof for the
 * order (`phoneProof` of `/api/tg_order`).
 */
export const VerifiedPhoneRequestSchema = v.object({
  contact: v.pipe(v.string(), v.minLength(1), v.maxLength(SHARED_CONTACT_MAX_LENGTH)),
});
export const VerifiedPhoneSchema = v.object({
  phone: v.pipe(v.string(), v.regex(/^\+\d{7,15}$/)),
  proof: PhoneProofSchema,
});
export type VerifiedPhone = v.InferOutput<typeof VerifiedPhoneSchema>;

/** The shared contact checked for the launch's user (403 another user's, 400 forged or stale). */
export const verifiedPhoneCall = {
  method: 'POST',
  path: '/api/phone',
  body: VerifiedPhoneRequestSchema,
  response: VerifiedPhoneSchema,
  refusals: [TELEGRAM_SESSION_REFUSED],
} as const satisfies CallDefinition;
