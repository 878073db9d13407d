import * as v from 'valibot';
import { LANGUAGES } from '../config/languages';
import { PhoneSchema, TokenResponseSchema } from './common';

/** How a sign-in code reads: six digits. */
/** The codes of the sign-in endpoints' refusals (common.ts ErrorBodySchema). */
export const SIGN_IN_ERROR_CODES = {
  /** 400 from `POST /api/auth/verify`: not the code sent; the same code may be typed again. */
  signInCodeWrong: 'sign-in-code-wrong',
  /** 410 from `POST /api/auth/verify`: no live code (expired, used, out of tries): ask again. */
  signInCodeExpired: 'sign-in-code-expired',
  /** 429 from `POST /api/auth/code`: the last code went less than a minute ago (`Retry-After`). */
  signInResendTooSoon: 'sign-in-resend-too-soon',
  /**
   * 429 from `POST /api/auth/code`: the site sent as many sign-in SMS as it may this minute or
   * day (`Retry-After`); the app offers the chain's Telegram bot, which needs no SMS.
   */
  smsCeiling: 'sms-ceiling',
  /** 503 from `POST /api/auth/code`: the SMS provider did not take the message. */
  smsFailed: 'sms-failed',
} as const;

export const SIGN_IN_CODE_LENGTH = 6;
export const SIGN_IN_CODE_PATTERN = /^\d{6}$/;

/** `POST /api/auth/code` (edge): send a sign-in code to this phone, in this language. */
export const SignInCodeRequestSchema = v.object({
  phone: PhoneSchema,
  language: v.optional(v.picklist(LANGUAGES)),
});
/**
 * When the code stops working and when another may be asked for (Unix ms, the server's clock),
 * and the seconds until then: a device whose clock is off counts those down.
 */
export const SignInCodeSentSchema = v.object({
  expiresAt: v.pipe(v.number(), v.safeInteger()),
  resendAt: v.pipe(v.number(), v.safeInteger()),
  resendInSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3600)),
});
export type SignInCodeSent = v.InferOutput<typeof SignInCodeSentSchema>;

/** `POST /api/auth/verify` (edge): the code typed for this phone. */
export const SignInVerifyRequestSchema = v.object({
  phone: PhoneSchema,
  code: v.pipe(v.string(), v.regex(SIGN_IN_CODE_PATTERN)),
});
/** Signed in: the phone, and a main API token naming its customer. */
export const SignedInSchema = v.object({ ...TokenResponseSchema.entries, phone: PhoneSchema });
export type SignedIn = v.InferOutput<typeof SignedInSchema>;

/** `POST /api/auth/signout` (edge): this browser's session, or every one of its phone. */
export const SignOutRequestSchema = v.object({ everywhere: v.optional(v.boolean()) });
export type SignOutRequest = v.InferOutput<typeof SignOutRequestSchema>;
/** `POST /api/auth/signout` (edge): the session cookie is gone, and the session with it. */
export const SignedOutSchema = v.object({ signedOut: v.literal(true) });
