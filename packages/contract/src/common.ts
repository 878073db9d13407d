import * as v from 'valibot';
import { FIELD_ISSUES } from './field-issues';

/**
 * The machine-readable reasons of error answers: one set for the edge and every backend, so the
 * app tells refusals apart by their code, never by their wording.
 */
export const ERROR_CODES = {
  /** 401 from the edge: Telegram init data it refused (stale, tampered or unsigned). */
  telegramSessionRefused: 'telegram-session-refused',
  /** 401 from the edge: no init data and no bot link session it accepts. */
  linkSessionRefused: 'link-session-refused',
  /** 410 from `POST /api/link`: this link already started a session; it starts no other. */
  linkAlreadyUsed: 'link-already-used',
  /** 403: a customer id that is not the caller's (the same whether it exists or not). */
  notYours: 'not-yours',
  /** 429: too many writes or promo code tries from this caller. */
  rateLimited: 'rate-limited',
  /** 409: the order would be charged another total than the one the customer was shown. */
  priceChanged: 'price-changed',
  /** 409: the idempotency key already made an order with other details. */
  idempotencyConflict: 'idempotency-conflict',
  /** 409: the order's promo code is not one the backend knows, or its promotion has ended. */
  promoCodeUnknown: 'promo-code-unknown',
  promoCodeExpired: 'promo-code-expired',
  /** 403: the phone proof is not the edge's word for this Telegram user and number. */
  phoneProofRefused: 'phone-proof-refused',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Every error answer of every backend: `{ message }`, the text shown to the customer, and maybe a
 * code: one of ERROR_CODES, or of the contract of the one screen that meets it (sign-in.ts,
 * ratings.ts, orders-api.ts ORDER_REFUSAL_CODES), kept there so that every page does not carry
 * them. A code the screen does not know (a newer backend's) means nothing to it.
 */
export const ErrorBodySchema = v.object({
  message: v.string(),
  code: v.fallback(v.optional(v.string()), undefined),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** A positive whole number that survives JSON and JavaScript (1e300 is an integer, not an id). */
export const IdSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(Number.MAX_SAFE_INTEGER),
);

/** A non-negative integer that may arrive as URL text. */
export const QueryCount = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.number('must be a number'),
  v.integer('must be a whole number'),
  v.minValue(0, 'must not be negative'),
);

/** A positive integer id that may arrive as URL text. */
export const QueryId = v.pipe(QueryCount, v.minValue(1, 'must be above 0'));

/** A coordinate that may arrive as URL text. */
export const QueryCoordinate = (min: number, max: number) =>
  v.pipe(
    v.union([v.string(), v.number()]),
    v.transform(Number),
    v.number('must be a number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

export const QueryBoolean = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((value) => value === 'true'),
);

/** docs/product.md §9: uz=1, ru=2, en=3. */
export const LanguageCodeSchema = v.picklist([1, 2, 3]);
export const QueryLanguageCode = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  LanguageCodeSchema,
);

/** docs/product.md §3/§4: 0 delivery, 200 pickup. */
export const OrderTypeIdSchema = v.picklist([0, 200]);
export const QueryOrderTypeId = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  OrderTypeIdSchema,
);

/** A Uzbek mobile number as the APIs take it: +998 and nine digits. */
export const PHONE_PATTERN = /^\+998\d{9}$/;
export const PhoneSchema = v.pipe(v.string(), v.regex(PHONE_PATTERN, FIELD_ISSUES.phone));

/** Text in the three site languages (the HR API has no language parameter, so it answers all). */
export const LocalizedSchema = v.object({ ru: v.string(), en: v.string(), uz: v.string() });
export type Localized = v.InferOutput<typeof LocalizedSchema>;

/**
 * The error code of a 401 from `/api/token` or `/api/hash` for Telegram init data the edge refused
 * (stale, tampered or unsigned): the client should open the app again from the bot.
 */
export const TELEGRAM_SESSION_REFUSED = ERROR_CODES.telegramSessionRefused;

/** No init data and no bot link session the edge accepts: the visitor goes on as a web visitor. */
export const LINK_SESSION_REFUSED = ERROR_CODES.linkSessionRefused;

export const LINK_ALREADY_USED = ERROR_CODES.linkAlreadyUsed;

/**
 * Why a call refused: the `code` of its error body (ErrorBodySchema), or, for a provider's
 * protocol that answers refusals in its own shape, that protocol's error number (Payme, Click).
 */
export type RefusalCode = string | number;

/**
 * A call, described once, whoever makes it (app → backend, app → edge, edge → backend, provider
 * → backend, events → edge): its method and path, what it takes (query, body) and answers, and
 * the codes of its refusals. The app's clients, the edge's routes, the server-to-server callers,
 * the reference backend and docs/api.md's test (scripts/api-docs.test.ts) all read it.
 */
export interface CallDefinition {
  readonly method: 'GET' | 'POST' | 'PUT';
  readonly path: string;
  readonly query?: v.GenericSchema;
  readonly body?: v.GenericSchema;
  readonly response: v.GenericSchema;
  /** Every code its refusals carry; a refusal without a code (a plain 400, 401, 404) is none. */
  readonly refusals: readonly RefusalCode[];
}

/**
 * `GET /api/token`, `GET /api/hr_token`, `POST /api/session` (orders-api.ts webSessionCall): edge
 * functions on the site's origin.
 */
export const TokenResponseSchema = v.object({
  token: v.pipe(v.string(), v.nonEmpty()),
  expiresAt: v.number(),
});
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/**
 * The main API's bearer, naming the customer the edge identified; init data it refused is
 * `telegram-session-refused` (the app then asks again without it).
 */
export const mainTokenCall = {
  method: 'GET',
  path: '/api/token',
  response: TokenResponseSchema,
  refusals: [TELEGRAM_SESSION_REFUSED],
} as const satisfies CallDefinition;

/** The HR API's bearer, naming the customer when one is proven (refused init data only drops it). */
export const hrTokenCall = {
  method: 'GET',
  path: '/api/hr_token',
  response: TokenResponseSchema,
  refusals: [],
} as const satisfies CallDefinition;

/** An ISO 8601 instant. */
export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp());
