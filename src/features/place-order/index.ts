export { CheckoutForm } from './checkout-form';
export { $placedOrderId, CheckoutGate } from './model';
export { $checkoutBlocker } from './order-middleware';
