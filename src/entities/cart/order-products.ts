import type { OrderProduct } from '../../shared/contract/orders-api';
import type { CartItem } from './model';

/** The cart's lines as the APIs take them: ids and counts only, prices are the backend's. */
export const toOrderProducts = (cart: readonly CartItem[]): OrderProduct[] =>
  cart.map(({ id, amount, modifiers }) => ({
    id,
    amount,
    modifiers: modifiers.filter(({ count }) => count > 0).map(({ id, count }) => ({ id, count })),
  }));
