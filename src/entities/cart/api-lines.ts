import type { OrderProduct } from '@pizza-order-app/contract/orders-api';
import type { CartItem, CartModifier } from './model';

/** The chosen modifiers of a line as the APIs take them: ids and counts, nothing unchosen. */
export const chosenModifiers = (modifiers: readonly Pick<CartModifier, 'id' | 'count'>[]) =>
  modifiers.filter(({ count }) => count > 0).map(({ id, count }) => ({ id, count }));

/** The cart's lines as the APIs take them: ids and counts only, prices are the backend's. */
export const toOrderProducts = (cart: readonly CartItem[]): OrderProduct[] =>
  cart.map(({ id, amount, modifiers, parts, removedIngredients }) => ({
    id,
    amount,
    modifiers: chosenModifiers(modifiers),
    ...(parts && { parts: [...parts] }),
    ...(removedIngredients?.length ? { removedIngredients: [...removedIngredients] } : {}),
  }));

/**
 * A modifier an answer names (a basket, an earlier order) without the menu's details: priced
 * from the menu when there is one, otherwise from what the answer says.
 */
export const answeredModifier = ({
  id,
  count,
  name = '',
  price = 0,
}: Pick<CartModifier, 'id' | 'count'> & Partial<Pick<CartModifier, 'name' | 'price'>>) => ({
  id,
  count,
  name,
  price,
  isRequired: false,
  isDefault: false,
  maxOneDish: count,
  imageUrl: '',
});
