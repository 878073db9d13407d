import { createEvent, sample } from 'effector';
import { productAdded, type CartItem } from '../../entities/cart';
import { withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { lineAvailability } from '@pizza-order-app/contract/availability';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { lineTotal } from '@pizza-order-app/contract/line-total';
import type { Menu, Product } from '@pizza-order-app/contract/main-api';

/**
 * docs/product.md §3 `productsForCart`: the add-ons still worth offering, in the order the menu lists them. An
 * id missing from the menu's products, or on the restaurant's stop list, is skipped; a product already in the cart (with any choices)
 * is not offered again; nothing is offered once the cart holds as many lines as an order takes, as
 * a new line would be refused.
 */
export const pickSuggestions = (menu: Menu, cart: readonly CartItem[]): readonly Product[] => {
  if (cart.length >= ORDER_LIMITS.lines) return [];
  const inCart = new Set(cart.map(({ id }) => id));
  return [...new Set(menu.productsForCart)].flatMap((id) => {
    const product = menu.products.find((candidate) => candidate.id === id);
    // One tap adds it as the dialog would start it: never a dish or a choice out of stock.
    const inStock =
      product && lineAvailability(product, withStartingCounts(product.modifiers)) === null;
    return product && inStock && !inCart.has(id) ? [product] : [];
  });
};

/** What one tap adds: the product with its required modifiers at their defaults. */
export const suggestedPrice = (product: Product) =>
  lineTotal({ price: product.price, amount: 1, modifiers: withStartingCounts(product.modifiers) });

export const suggestionAdded = createEvent<Product>();

// The same starting choices the product dialog opens with, so the line merges with a dialog's.
sample({
  clock: suggestionAdded,
  fn: (product) => ({ productId: product.id, modifiers: withStartingCounts(product.modifiers) }),
  target: productAdded,
});
