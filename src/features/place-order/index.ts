export { CheckoutForm } from './checkout-form';
export { $placedTrackerId, CheckoutGate } from './model';
export { $orderDetour } from './order-middleware';
export { $appliedPromoCode } from './offers-model';
export { PromoCodeField } from './promo-code-field';
