export { $orderDetour, orderPageRequested } from './order-middleware';
