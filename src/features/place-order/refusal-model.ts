import { createStore } from 'effector';
import { isApiError } from '../../shared/api/api-error';
import { placeOrderFx } from './submission-model';

/**
 * How many times the backend refused an order (409, its toast saying why): checkout reads the
 * menu again at each, since a refusal may be the menu moving under the cart. A dish the kitchen
 * ran out of is then on the menu's stop list, and its line flagged with its one-tap remove.
 */
export const $orderRefusals = createStore(0).on(
  placeOrderFx.failData.filter({ fn: (error) => isApiError(error) && error.status === 409 }),
  (count) => count + 1,
);
