/**
 * The endpoints Payme and Click call on the chain's backend (docs/api.md, "Payments"): server
 * callbacks, answered by their own protocols (JSON-RPC for Payme, form posts for Click).
 */
export const PAYME_CALLBACK_PATH = '/api/payments/payme';
export const CLICK_PREPARE_PATH = '/api/payments/click/prepare';
export const CLICK_COMPLETE_PATH = '/api/payments/click/complete';

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
