import * as v from 'valibot';
import { LANGUAGES } from './config/languages';
import { ERROR_CODES, PhoneSchema, TokenResponseSchema, type CallDefinition } from './common';

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
  /** 503 from `POST /api/auth/telegram`: this site has no bot to sign in through. */
  telegramLoginUnavailable: 'telegram-login-unavailable',
  /** 410 from `POST /api/auth/telegram/status`: the customer pressed "Отмена" in the bot. */
  telegramLoginCancelled: 'telegram-login-cancelled',
  /** 410: the five minutes passed (or no such sign-in): start again. */
  telegramLoginExpired: 'telegram-login-expired',
  /** 410: this sign-in already signed a browser in, or another Telegram user opened it. */
  telegramLoginUsed: 'telegram-login-used',
  /** 403: the sign-in was started in another browser; it signs in only that one. */
  telegramLoginOtherBrowser: 'telegram-login-other-browser',
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

/** A Telegram sign-in's token: 128 random bits, base64url, in the bot's `/start login-<token>`. */
export const TelegramLoginTokenSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/));
/** The start parameter prefix of a Telegram sign-in (`t.me/<bot>?start=login-<token>`). */
export const TELEGRAM_LOGIN_START_PREFIX = 'login-';

/**
 * `POST /api/auth/telegram` (edge): a sign-in through the chain's bot, for this browser only (its
 * cookie comes with the answer), until `expiresAt`: the customer opens `url` and confirms there.
 */
export const TelegramLoginStartedSchema = v.object({
  url: v.pipe(v.string(), v.url(), v.startsWith('https://t.me/')),
  token: TelegramLoginTokenSchema,
  expiresAt: v.pipe(v.number(), v.safeInteger()),
});

/** `POST /api/auth/telegram/status` (edge): asked every few seconds while the customer confirms. */
export const TelegramLoginCheckRequestSchema = v.object({ token: TelegramLoginTokenSchema });
/** Still waiting for the bot's "Войти", or signed in as that Telegram user's customer. */
export const TelegramLoginCheckSchema = v.variant('state', [
  v.object({ state: v.literal('waiting') }),
  v.object({ state: v.literal('signed-in'), ...SignedInSchema.entries }),
]);

/** Each sign-in endpoint answers only the site's own pages (403 off them): no codes of its own. */
export const signInCodeCall = {
  method: 'POST',
  path: '/api/auth/code',
  body: SignInCodeRequestSchema,
  response: SignInCodeSentSchema,
  refusals: [
    SIGN_IN_ERROR_CODES.signInResendTooSoon,
    ERROR_CODES.rateLimited,
    SIGN_IN_ERROR_CODES.smsCeiling,
    SIGN_IN_ERROR_CODES.smsFailed,
  ],
} as const satisfies CallDefinition;

export const signInVerifyCall = {
  method: 'POST',
  path: '/api/auth/verify',
  body: SignInVerifyRequestSchema,
  response: SignedInSchema,
  refusals: [
    SIGN_IN_ERROR_CODES.signInCodeWrong,
    SIGN_IN_ERROR_CODES.signInCodeExpired,
    ERROR_CODES.rateLimited,
  ],
} as const satisfies CallDefinition;

export const signOutCall = {
  method: 'POST',
  path: '/api/auth/signout',
  body: SignOutRequestSchema,
  response: SignedOutSchema,
  refusals: [],
} as const satisfies CallDefinition;

export const telegramLoginCall = {
  method: 'POST',
  path: '/api/auth/telegram',
  /** `{}`: nothing of it is read. */
  body: v.object({}),
  response: TelegramLoginStartedSchema,
  refusals: [ERROR_CODES.rateLimited, SIGN_IN_ERROR_CODES.telegramLoginUnavailable],
} as const satisfies CallDefinition;

export const telegramLoginCheckCall = {
  method: 'POST',
  path: '/api/auth/telegram/status',
  body: TelegramLoginCheckRequestSchema,
  response: TelegramLoginCheckSchema,
  refusals: [
    SIGN_IN_ERROR_CODES.telegramLoginOtherBrowser,
    SIGN_IN_ERROR_CODES.telegramLoginCancelled,
    SIGN_IN_ERROR_CODES.telegramLoginExpired,
    SIGN_IN_ERROR_CODES.telegramLoginUsed,
    ERROR_CODES.rateLimited,
  ],
} as const satisfies CallDefinition;
