export { repeatAddedToCart } from './repeat-added-to-cart';
