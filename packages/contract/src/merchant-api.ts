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
