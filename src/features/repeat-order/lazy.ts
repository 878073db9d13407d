export { RepeatOrderButton } from './repeat-order-button';
