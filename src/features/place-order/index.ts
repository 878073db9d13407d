export { CheckoutForm } from './checkout-form';
export { $placedOrderId, CheckoutGate } from './model';
export { $checkoutBlocker, runOrderMiddleware } from './order-middleware';
