export { OrderPage as default } from './order-page';
