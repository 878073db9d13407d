/**
 * A dish made of parts the customer chooses (docs/api.md, "Composite dishes"): a half-and-half
 * pizza, two halves, or a combo, one product per slot. The one rule of the cart, the product
 * dialog and the backend's pricing and checks. Plain, without valibot, like line-total.ts: the
 * cart on every page reads it.
 */

/** One product a slot allows, and what choosing it adds to the dish's price. */
export interface CompositionOption {
  readonly productId: number;
  readonly price: number;
  readonly isDefault?: boolean;
}

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
  const prices = slots.map(
    ({ options }, index) => options.find(({ productId }) => productId === parts[index])?.price,
  );
  if (parts.length !== slots.length || prices.includes(undefined)) return null;
  const chosen = prices as number[];
  return kind === 'halves' ? Math.max(...chosen) : chosen.reduce((sum, price) => sum + price, 0);
};

/**
 * The first slot whose chosen product it does not allow (the part named), or of a list of parts
 * that does not match the slots, the slot left out: what a refusal names.
 */
export const refusedPart = ({ slots }: Composition<unknown>, parts: readonly number[] = []) => {
  const index = slots.findIndex(
    ({ options }, at) => !options.some(({ productId }) => productId === parts[at]),
  );
  return { slotIndex: index, productId: parts[index] };
};

/** The parts a slot starts with: its default option, else its first. */
export const startingParts = ({ slots }: Composition<unknown>) =>
  slots.map(({ options }) => (options.find(({ isDefault }) => isDefault) ?? options[0])?.productId);

/**
 * A composite line's name, with every part: "½ Пепперони + ½ Маргарита" for a half-and-half,
 * "Комбо на двоих: Пепперони, Маргарита, Фанта 0,5 л" for a combo.
 */
export const compositeName = (
  kind: Composition['kind'],
  name: string,
  partNames: readonly string[],
) =>
  kind === 'halves'
    ? partNames.map((part) => `½ ${part}`).join(' + ')
    : `${name}: ${partNames.join(', ')}`;
