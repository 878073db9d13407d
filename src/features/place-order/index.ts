export { CheckoutForm } from './checkout-form';
export { $placedTrackerId, CheckoutGate } from './model';
export { $checkoutBlocker } from './order-middleware';
export { $appliedPromoCode } from './offers-model';
export { PromoCodeField } from './promo-code-field';
