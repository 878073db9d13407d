export { CheckoutForm } from './checkout-form';
export { $checkoutBlocker, $placedOrderId, CheckoutGate } from './model';
