export { CheckoutForm } from './checkout-form';
export { $checkoutForm } from './form-model';
export {
  $checkoutMenu,
  $checkoutMenuFailed,
  $pricedCart,
  checkoutMenuRetried,
} from './checkout-menu-model';
export { $placedTrackerId, CheckoutGate } from './model';
export { $shownQuote } from './price-quote-model';
export { promoCodeCarried } from './offers-model';
export { PromoCodeField } from './promo-code-field';
export { $stockRefusals } from './refusal-model';
