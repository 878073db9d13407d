/**
 * The ranges of orders and baskets that every backend of the contract accepts and the app keeps
 * to: one set of numbers, read by the request schemas, the reference backend and the app's own
 * checks. Plain values only, so the cart (on every page) can read them without the schemas; the
 * HR API's limits live in hr-api.ts, which only the vacancy screens load, and the promo code's in
 * orders-api.ts, which only the checkout and the cart sheet load.
 */

/** Bytes of one request body: the largest valid order or application is a small part of it. */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;

export const ORDER_LIMITS = {
  /** Portions of one dish in one line: a cart line, an order line, a messenger basket item. */
  lineAmount: { min: 1, max: 50 },
  /** Lines in one order, and so in the cart or messenger basket that becomes it. */
  lines: 30,
  /** Entries in one line's modifier list; the menu's `maxOneDish` bounds their sum per modifier. */
  modifiersPerLine: 10,
  /** One modifier entry's count; no dish on any menu takes more of one extra. */
  modifierCount: { min: 1, max: 10 },
  /** The checkout asks for at least two letters. */
  customerName: { min: 2, max: 100 },
  comment: 500,
  address: 300,
} as const;
