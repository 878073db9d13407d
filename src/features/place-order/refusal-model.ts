import { createEvent, createStore, sample } from 'effector';
import { $cart } from '../../entities/cart';
import { isApiError } from '../../shared/api/api-error';
import { ORDER_REFUSAL_CODES } from '@pizza-order-app/contract/orders-api';
import { CheckoutGate } from './checkout-gate';
import { checkoutMenuOutdated } from './checkout-menu-model';
import { $placementFailure, placeOrderFx } from './submission-model';

/**
 * The backend refused an order (409, its toast saying why): checkout reads the menu again, since
 * a refusal may be the menu moving under the cart. A dish the kitchen ran out of is then on the
 * menu's stop list, and its line flagged with its one-tap remove.
 */
sample({
  clock: placeOrderFx.failData.filter({ fn: (error) => isApiError(error) && error.status === 409 }),
  fn: () => undefined,
  target: checkoutMenuOutdated,
});

const isStockRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status === 409 &&
  error.code === ORDER_REFUSAL_CODES.productUnavailable;

/** Refusals of a dish the kitchen ran out of: the focus goes to its line, once it is flagged. */
export const $stockRefusals = createStore(0).on(
  placeOrderFx.failData.filter({ fn: isStockRefusal }),
  (count) => count + 1,
);

/**
 * The last attempt was refused for a dish the kitchen ran out of: sending the same cart again can
 * only fail, so checkout offers no retry but the line's remove or substitute. The cart changed,
 * the refusal is answered and its notice goes.
 */
export const $stockRefused = createStore(false)
  .on(placeOrderFx.failData, (_, error) => isStockRefusal(error))
  .reset(placeOrderFx.done, CheckoutGate.close);
const stockRefusalAnswered = createEvent();
sample({ clock: $cart.updates, filter: $stockRefused, target: stockRefusalAnswered });
$stockRefused.reset(stockRefusalAnswered);
$placementFailure.reset(stockRefusalAnswered);
