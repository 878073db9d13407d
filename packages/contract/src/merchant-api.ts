/**
 * The endpoints Payme and Click call on the chain's backend (docs/api.md, "Payments"): server
 * callbacks, answered by their own protocols (JSON-RPC for Payme, form posts for Click), always
 * with HTTP 200: a refusal is the protocol's error number in the answer.
 */
import * as v from 'valibot';
import { LocalizedSchema, type CallDefinition } from './common';

/** Payme's error codes (docs/api.md, "Payme Merchant API"); an unknown order is -31050…-31099. */
export const PAYME_ERRORS = {
  incorrectAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  orderNotFound: -31050,
  orderPaid: -31051,
  orderCancelled: -31052,
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  insufficientPrivileges: -32504,
  system: -32400,
} as const;

/** A JSON-RPC 2.0 call of Payme's: the method's own params are checked by the method. */
export const PaymeRequestSchema = v.object({
  id: v.optional(v.union([v.string(), v.number(), v.null()])),
  method: v.string(),
  params: v.record(v.string(), v.unknown()),
});

const PaymeId = v.union([v.string(), v.number(), v.null()]);

/** Its answer: the method's result, or an error with its code and the words in three languages. */
export const PaymeAnswerSchema = v.union([
  v.object({ jsonrpc: v.literal('2.0'), id: PaymeId, result: v.unknown() }),
  v.object({
    jsonrpc: v.literal('2.0'),
    id: PaymeId,
    error: v.object({ code: v.number(), message: LocalizedSchema, data: v.optional(v.string()) }),
  }),
]);

export const paymeCall = {
  method: 'POST',
  path: '/api/payments/payme',
  body: PaymeRequestSchema,
  response: PaymeAnswerSchema,
  refusals: Object.values(PAYME_ERRORS),
} as const satisfies CallDefinition;

/** Click's `error` values (docs/api.md, "Click Shop API"): 0 is success, the others refusals. */
export const CLICK_ERRORS = {
  success: 0,
  signFailed: -1,
  incorrectAmount: -2,
  actionNotFound: -3,
  alreadyPaid: -4,
  orderNotFound: -5,
  transactionNotFound: -6,
  badRequest: -8,
  cancelled: -9,
} as const;

const Digits = v.pipe(v.string(), v.regex(/^\d{1,18}$/));

/** The form Click posts (`application/x-www-form-urlencoded`), Prepare and Complete alike. */
export const ClickRequestSchema = v.object({
  click_trans_id: Digits,
  service_id: Digits,
  click_paydoc_id: Digits,
  merchant_trans_id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  /** So'm, as Click writes it ("59000" or "59000.00"). */
  amount: v.pipe(v.string(), v.regex(/^\d{1,15}(\.\d{1,2})?$/)),
  /** 0 Prepare, 1 Complete; any other is answered -3 once the signature holds, as Click's samples do. */
  action: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
  error: v.pipe(v.string(), v.regex(/^-?\d{1,9}$/)),
  error_note: v.optional(v.string()),
  sign_time: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
  sign_string: v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{32}$/)),
  /** Complete only. */
  merchant_prepare_id: v.optional(Digits),
});

/** The answer, JSON: the transaction's ids and `error` with its note. */
export const ClickAnswerSchema = v.object({
  click_trans_id: v.number(),
  merchant_trans_id: v.string(),
  merchant_prepare_id: v.optional(v.number()),
  merchant_confirm_id: v.optional(v.number()),
  error: v.number(),
  error_note: v.string(),
});

const CLICK_REFUSALS = Object.values(CLICK_ERRORS).filter(
  (error) => error !== CLICK_ERRORS.success,
);

export const clickPrepareCall = {
  method: 'POST',
  path: '/api/payments/click/prepare',
  body: ClickRequestSchema,
  response: ClickAnswerSchema,
  refusals: CLICK_REFUSALS,
} as const satisfies CallDefinition;

export const clickCompleteCall = {
  method: 'POST',
  path: '/api/payments/click/complete',
  body: ClickRequestSchema,
  response: ClickAnswerSchema,
  refusals: CLICK_REFUSALS,
} as const satisfies CallDefinition;

/**
 * The reference backend's sandbox pages, which play Payme's and Click's checkouts in development
 * (PAYME_CHECKOUT_URL and CLICK_CHECKOUT_URL point here): their Pay and Cancel buttons post a
 * form back to the same path.
 */
export const SANDBOX_PAYME_PATH = '/api/_dev/sandbox/payme';
export const SANDBOX_CLICK_PATH = '/api/_dev/sandbox/click';

/** The fields of a Click call that its signature covers, as Click sent them. */
export interface ClickSignedFields {
  readonly click_trans_id: string;
  readonly service_id: string;
  readonly merchant_trans_id: string;
  readonly amount: string;
  /** '0' Prepare, '1' Complete. */
  readonly action: string;
  readonly sign_time: string;
  /** Complete only. */
  readonly merchant_prepare_id?: string | undefined;
}

/**
 * What Click's `sign_string` is the hex MD5 of: click_trans_id, service_id, the secret key,
 * merchant_trans_id, (Complete: merchant_prepare_id), amount, action and sign_time, concatenated
 * as sent (docs/api.md, "Click Shop API").
 */
export const clickSignedText = (secret: string, fields: ClickSignedFields) =>
  [
    fields.click_trans_id,
    fields.service_id,
    secret,
    fields.merchant_trans_id,
    fields.action === '1' ? (fields.merchant_prepare_id ?? '') : '',
    fields.amount,
    fields.action,
    fields.sign_time,
  ].join('');
