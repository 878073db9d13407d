export {
  $cart,
  $cartCount,
  amountChanged,
  cartCleared,
  cartLineId,
  linesReplaced,
  lineSubstituted,
  productAdded,
  productsAdded,
  type CartItem,
  type CartModifier,
  type ProductAddition,
} from './model';
export { priceCart } from './price-cart';
