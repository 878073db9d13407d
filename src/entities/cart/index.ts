export {
  $cart,
  $cartCount,
  amountChanged,
  cartCleared,
  cartLineId,
  linesReplaced,
  productAdded,
  productsAdded,
  withStartingCounts,
  type CartItem,
  type ProductAddition,
} from './model';
export { modifiersPrice, priceCart } from './price-cart';
