export { CartButton } from './cart-button';
export { CartSheet } from './cart-sheet';
