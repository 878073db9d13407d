import { answeredModifier, chosenModifiers } from '../../entities/cart/lazy';
import { cartLineId, type CartItem } from '../../entities/cart';
import type { BasketProduct } from '@pizza-order-app/contract/basket-api';

export const toBasket = (cart: readonly CartItem[]): BasketProduct[] =>
  cart.map(({ id, amount, modifiers, parts, removedIngredients }) => ({
    id,
    count: amount,
    modifiers: chosenModifiers(modifiers),
    ...(parts && { parts: [...parts] }),
    ...(removedIngredients?.length ? { removedIngredients: [...removedIngredients] } : {}),
  }));

/**
 * The server's lines win for the dishes it has. A dish only this device has stays when it was
 * added here since the device and the server last agreed (`agreed`, the basket as both had it
 * then; the next write sends it). A dish the server had then and has no longer was removed or
 * ordered on another device: it goes here too, so an order placed elsewhere never comes back as
 * a full cart. With nothing agreed yet (a first sync) every dish of the device stays. Local
 * modifier details are kept where the line matches.
 */
export const mergeBasket = (
  local: readonly CartItem[],
  server: readonly BasketProduct[],
  agreed: readonly BasketProduct[] | null = null,
) => {
  const serverProducts = new Set(server.map(({ id }) => id));
  const goneElsewhere = new Set(
    (agreed ?? []).map(({ id }) => id).filter((id) => !serverProducts.has(id)),
  );
  const fromServer = server.map((product): CartItem => {
    const modifiers = product.modifiers.map(answeredModifier);
    const cartProdId = cartLineId(product.id, modifiers, product.parts, product.removedIngredients);
    const known = local.find((line) => line.cartProdId === cartProdId);
    return {
      id: product.id,
      amount: product.count,
      cartProdId,
      modifiers: known?.modifiers ?? modifiers,
      ...(product.parts && { parts: [...product.parts] }),
      ...(product.removedIngredients?.length
        ? { removedIngredients: [...product.removedIngredients] }
        : {}),
    };
  });
  return [
    ...fromServer,
    ...local.filter(({ id }) => !serverProducts.has(id) && !goneElsewhere.has(id)),
  ];
};
