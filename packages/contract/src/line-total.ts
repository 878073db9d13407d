/**
 * The price of one line: the dish and each chosen modifier at its count, times the portions. The
 * one rule of the cart, the product dialog, the order tracker and the backend's pricing. Plain,
 * without valibot, like limits.ts: the cart on every page reads it.
 */
export interface LinePriceParts {
  /** The dish's own price, without modifiers. */
  readonly price: number;
  readonly amount: number;
  readonly modifiers: readonly { readonly price: number; readonly count: number }[];
}

export const lineTotal = ({ price, amount, modifiers }: LinePriceParts) =>
  amount * modifiers.reduce((sum, modifier) => sum + modifier.price * modifier.count, price);
