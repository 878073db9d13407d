import { lineAvailability, type LineAvailability } from '@pizza-order-app/contract/availability';
import { partsPrice } from '@pizza-order-app/contract/composition';
import { withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { lineTotal } from '@pizza-order-app/contract/line-total';
import type { Menu, Product } from '@pizza-order-app/contract/main-api';
import type { CartItem, CartModifier } from './model';

export interface PricedLine {
  readonly item: CartItem;
  /**
   * Undefined when the product is no longer on the menu, or no longer made of these parts:
   * flagged, never silently dropped.
   */
  readonly product: Product | undefined;
  /** A composite dish's parts as the menu has them. */
  readonly parts: readonly (Product | undefined)[] | undefined;
  /**
   * Why the line cannot be ordered now (off the menu, or on this restaurant's stop list, the dish,
   * a chosen modifier or one of its parts), or null: such a line is flagged with a way to remove it.
   */
  readonly availability: LineAvailability;
  /**
   * For a line that cannot be ordered: a dish of the same folder the restaurant can cook now at
   * its starting choices, not in the cart already and not one made of parts, to take its place.
   */
  readonly substitute: Product | undefined;
  /** The chosen modifiers with the menu's current names and prices (a synced line has only ids). */
  readonly modifiers: readonly CartModifier[];
  readonly unitPrice: number;
  readonly lineTotal: number;
}

export interface PricedCart {
  readonly lines: readonly PricedLine[];
  /** Lines that can be ordered now: the totals are theirs; none, and there is nothing to order. */
  readonly orderable: number;
  readonly subtotal: number;
  readonly deliveryPrice: number;
  readonly total: number;
  readonly unavailable: number;
}

/** The cart against the current menu: line prices, delivery for delivery orders, the total. */
export const priceCart = (
  cart: readonly CartItem[],
  menu: Menu,
  isDelivery: boolean,
): PricedCart => {
  const find = (productId: number) => menu.products.find(({ id }) => id === productId);
  const inCart = new Set(cart.map(({ id }) => id));
  const substituteFor = (folder: number | undefined) =>
    folder === undefined
      ? undefined
      : menu.products.find(
          (candidate) =>
            candidate.parentId === folder &&
            !candidate.composition &&
            !inCart.has(candidate.id) &&
            lineAvailability(candidate, withStartingCounts(candidate.modifiers)) === null,
        );
  const lines = cart.map((item): PricedLine => {
    const listed = find(item.id);
    // A composite dish's parts by the contract's rule; parts it no longer allows take it off.
    const added = listed?.composition
      ? partsPrice(listed.composition, item.parts)
      : item.parts
        ? null
        : 0;
    const product = added === null ? undefined : listed;
    const parts = item.parts?.map(find);
    const modifiers = item.modifiers.map((chosen) => {
      const current = product?.modifiers.find(({ id }) => id === chosen.id);
      return current ? { ...current, count: chosen.count } : chosen;
    });
    const price = (product?.price ?? 0) + (added ?? 0);
    const availability = lineAvailability(product, item.modifiers, parts);
    // A line that cannot be ordered adds nothing: the order cannot go with it.
    const priceable = availability === null;
    return {
      item,
      product,
      parts,
      availability,
      substitute: priceable ? undefined : substituteFor(listed?.parentId),
      modifiers,
      unitPrice: priceable ? lineTotal({ price, amount: 1, modifiers }) : 0,
      lineTotal: priceable ? lineTotal({ price, amount: item.amount, modifiers }) : 0,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const deliveryPrice = isDelivery && subtotal > 0 ? menu.priceOfDelivery : 0;
  const unavailable = lines.filter((line) => line.availability !== null).length;
  return {
    lines,
    orderable: lines.length - unavailable,
    subtotal,
    deliveryPrice,
    total: subtotal + deliveryPrice,
    unavailable,
  };
};
