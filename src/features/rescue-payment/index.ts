export { RescuePayment } from './rescue-payment';
