import { cartLineId, type CartItem, type CartModifier } from '../../entities/cart/model';
import type { BasketProduct } from '../../shared/contract/basket-api';

/** A basket modifier knows only its id and count; the menu fills in the rest when pricing. */
const bareModifier = ({ id, count }: { id: number; count: number }): CartModifier => ({
  id,
  count,
  name: '',
  isRequired: false,
  isDefault: false,
  price: 0,
  maxOneDish: 0,
  imageUrl: '',
});

export const toBasket = (cart: readonly CartItem[]): BasketProduct[] =>
  cart.map(({ id, amount, modifiers }) => ({
    id,
    count: amount,
    modifiers: modifiers
      .filter(({ count }) => count > 0)
      .map(({ id: modifierId, count }) => ({
        id: modifierId,
        count,
      })),
  }));

/**
 * Issue rule: the server's lines win for the products it has; lines of products only the local
 * cart has are kept (the next save pushes them). Local modifier details are kept where the line matches.
 */
export const mergeBasket = (local: readonly CartItem[], server: readonly BasketProduct[]) => {
  const serverProducts = new Set(server.map(({ id }) => id));
  const fromServer = server.map((product): CartItem => {
    const modifiers = product.modifiers.map(bareModifier);
    const cartProdId = cartLineId(product.id, modifiers);
    const known = local.find((line) => line.cartProdId === cartProdId);
    return {
      id: product.id,
      amount: product.count,
      cartProdId,
      modifiers: known?.modifiers ?? modifiers,
    };
  });
  return [...fromServer, ...local.filter(({ id }) => !serverProducts.has(id))];
};
