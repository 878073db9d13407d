export { CheckoutForm } from './checkout-form';
export { $checkoutForm } from './form-model';
export { $placedTrackerId, CheckoutGate } from './model';
export { $appliedPromoCode, promoCodeCarried } from './offers-model';
export { PromoCodeField } from './promo-code-field';
export { $orderRefusals, $stockRefusals } from './refusal-model';
