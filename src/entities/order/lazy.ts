// Paying an order: with the screens that do it (checkout, tracker, profile), never the menu's start.
export { PayOrder } from './pay-button';
export { isAwaitingPayment, paymentText } from './payment';
export { orderChangedFx } from './order-changed';
export { PaymentOutcome } from './payment-outcome';
export { ReceiptLink } from './receipt-link';
export {
  $paymentAttempts,
  PaymentGate,
  paymentHandedOver,
  paymentRequested,
  type PaymentDoor,
} from './payment-model';
