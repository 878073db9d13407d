export { CheckoutForm } from './checkout-form';
export { $placedTrackerId, CheckoutGate } from './model';
export { $checkoutBlocker } from './order-middleware';
