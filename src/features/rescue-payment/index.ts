export { RescuePayment } from './rescue-payment';
export { useFocusAfterRescue } from './use-focus-after-rescue';
