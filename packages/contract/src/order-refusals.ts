/**
 * Codes of a refused order (orders-api.ts, basket-api.ts) the app tells by the message alone, so they stay out of ERROR_CODES,
 * which every page loads (a code the app does not list reads as none): checkout reads the menu
 * again at any refusal, which flags a line the stop list now has.
 */
export const ORDER_REFUSAL_CODES = {
  /** 400: a delivery with no address; the courier cannot find a point alone. */
  addressRequired: 'address-required',
  /** 409: a dish (or a chosen modifier) of the order is on the restaurant's stop list. */
  productUnavailable: 'product-unavailable',
  /** 409: the sum the customer pays cash with is below the order's total. */
  changeBelowTotal: 'change-below-total',
  /** 400: a removed ingredient the dish does not list as removable. */
  ingredientNotRemovable: 'ingredient-not-removable',
} as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[keyof typeof ORDER_REFUSAL_CODES];
