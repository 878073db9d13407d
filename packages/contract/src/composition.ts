/**
 * A dish made of parts the customer chooses (docs/api.md, "Composite dishes"): a half-and-half
 * pizza, two halves, or a combo, one product per slot. The one rule of the cart, the product
 * dialog and the backend's pricing and checks. Plain, without valibot, like line-total.ts: the
 * cart on every page reads it; what only the dialog, the cart sheet and the backend need is in
 * composite-line.ts, out of the menu's first load.
 */

/** One product a slot allows, and what choosing it adds to the dish's price. */
export interface CompositionOption {
  readonly productId: number;
  readonly price: number;
}

/** The products one part may be; the first is the one the dialog starts with. */
export interface CompositionSlot<Name = string> {
  readonly id: number;
  readonly name: Name;
  readonly options: readonly CompositionOption[];
}

/**
 * `halves`: the dish's price plus the dearer half's option price (a half's option price is what
 * that pizza costs above the dish's own, so a half-and-half costs what its dearer half would
 * whole, at the size chosen); `combo`: the dish's price plus every chosen option's surcharge.
 */
export interface Composition<Name = string> {
  readonly kind: 'halves' | 'combo';
  readonly slots: readonly CompositionSlot<Name>[];
}

/**
 * What the parts add to the dish's own price, by the rule above; null when they are not one
 * allowed product per slot, in the slots' order. `parts[i]` is the product chosen for `slots[i]`.
 */
export const partsPrice = (
  { kind, slots }: Composition<unknown>,
  parts: readonly number[] = [],
): number | null => {
  let sum = 0;
  let dearest = 0;
  for (const [index, { options }] of slots.entries()) {
    const price = options.find(({ productId }) => productId === parts[index])?.price;
    if (price === undefined) return null;
    sum += price;
    dearest = Math.max(dearest, price);
  }
  if (parts.length !== slots.length) return null;
  return kind === 'halves' ? dearest : sum;
};
