export { CartButton } from './cart-button';
export { LazyCartSheet } from './lazy-cart-sheet';
export { ViewCartAction } from './view-cart-action';
export { $isCartOpen, cartOpened } from './model';
