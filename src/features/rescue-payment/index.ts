export { RescuePayment } from './rescue-payment';
export { $rescuedOrder } from './model';
