import { answeredModifier, chosenModifiers } from '../../entities/cart/lazy';
import { cartLineId, type CartItem } from '../../entities/cart';
import type { BasketProduct } from '../../shared/contract/basket-api';

export const toBasket = (cart: readonly CartItem[]): BasketProduct[] =>
  cart.map(({ id, amount, modifiers, parts }) => ({
    id,
    count: amount,
    modifiers: chosenModifiers(modifiers),
    ...(parts && { parts: [...parts] }),
  }));

/**
 * Issue rule: the server's lines win for the products it has; lines of products only the local
 * cart has are kept (the next save pushes them). Local modifier details are kept where the line matches.
 */
export const mergeBasket = (local: readonly CartItem[], server: readonly BasketProduct[]) => {
  const serverProducts = new Set(server.map(({ id }) => id));
  const fromServer = server.map((product): CartItem => {
    const modifiers = product.modifiers.map(answeredModifier);
    const cartProdId = cartLineId(product.id, modifiers, product.parts);
    const known = local.find((line) => line.cartProdId === cartProdId);
    return {
      id: product.id,
      amount: product.count,
      cartProdId,
      modifiers: known?.modifiers ?? modifiers,
      ...(product.parts && { parts: [...product.parts] }),
    };
  });
  return [...fromServer, ...local.filter(({ id }) => !serverProducts.has(id))];
};
