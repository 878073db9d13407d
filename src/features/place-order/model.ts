// The checkout's model, one file per concern: the menu it decides with (times, lines), the
// backend's price, the restaurant's payment methods, the form and its checks (with the shared
// phone), the idempotency key, the submission, and the bot's write access after an order.
export { CheckoutGate } from './checkout-gate';
export {
  $checkoutMenu,
  $checkoutMenuFailed,
  $pricedCart,
  $timesOnOffer,
  checkoutMenuOutdated,
  checkoutMenuRetried,
  readCheckoutMenuFx,
} from './checkout-menu-model';
export {
  $changeOnOffer,
  $checkoutDraft,
  $checkoutErrors,
  $checkoutForm,
  $contact,
  $isPhoneVerified,
  $orderPlace,
  $paymentChoice,
  $refusedSubmits,
  checkoutFieldChanged,
  orderSubmitted,
  type PlacementContext,
} from './form-model';
export { $idempotencyKey } from './idempotency-model';
export { $placementContext, $priceQuote, $shownQuote, readPriceQuoteFx } from './price-quote-model';
export {
  $methodsOnOffer,
  $paymentMethodsFailed,
  paymentMethodsRetried,
  readRestaurantsFx,
} from './restaurant-model';
export {
  $isPlacing,
  $placedTrackerId,
  $placementFailure,
  $unsentOffline,
  placeOrderFx,
  type Placement,
} from './submission-model';
export { $botMayWrite, recordBotMayWriteFx } from './write-access-model';
