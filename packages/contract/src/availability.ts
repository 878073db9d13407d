/**
 * The stop list's one rule (docs/api.md, "Stop list"): what a restaurant cannot cook now is
 * `isAvailable: false` on its menu, a dish or a modifier; absent means available, so an older
 * backend's menu reads as it did. The menu, the product dialog, the cart, checkout and the
 * backend's pricing all ask here. Plain, without valibot: the menu's cards read it.
 */
export interface Stockable {
  readonly isAvailable?: boolean | undefined;
}

export const isInStock = (item: Stockable) => item.isAvailable !== false;

/**
 * Why a line of the dish with these modifiers chosen (count above 0) cannot be ordered now, or
 * null when it can: the dish is off the menu (`gone`), on the stop list (`stopped`), or a chosen
 * modifier is (that modifier's id). A required modifier is always chosen, so a dish whose size
 * or sauce is out cannot be ordered either. A composite dish's chosen parts (composition.ts) are
 * the kitchen's too: one on the stop list stops the line (`stopped`); a part the menu no longer
 * has is the composition's rule to refuse, not this one. Terse: the cart on every page prices by it.
 */
export type LineAvailability = 'gone' | 'stopped' | number | null;

export const lineAvailability = (
  dish: (Stockable & { readonly modifiers: readonly (Stockable & { id: number })[] }) | undefined,
  chosen: readonly { readonly id: number; readonly count: number }[],
  parts: readonly (Stockable | undefined)[] = [],
): LineAvailability =>
  !dish
    ? 'gone'
    : !isInStock(dish)
      ? 'stopped'
      : (chosen.find(
          ({ id, count }) => count > 0 && dish.modifiers.some((m) => m.id === id && !isInStock(m)),
        )?.id ?? (parts.some((part) => part && !isInStock(part)) ? 'stopped' : null));
