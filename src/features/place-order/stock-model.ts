import { createStore } from 'effector';
import { isApiError } from '../../shared/api/api-error';
import { ERROR_CODES } from '../../shared/contract/common';
import { placeOrderFx } from './submission-model';

/**
 * How many times the backend refused an order for a dish on the stop list (409
 * `product-unavailable`, its toast naming the dish): checkout reads the menu again at each, and
 * the menu's word flags the line with its one-tap remove.
 */
export const $stockRefusals = createStore(0).on(
  placeOrderFx.failData.filter({
    fn: (error) => isApiError(error) && error.code === ERROR_CODES.productUnavailable,
  }),
  (count) => count + 1,
);
