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

export interface StockableDish extends Stockable {
  readonly modifiers: readonly (Stockable & {
    readonly id: number;
    readonly isRequired: boolean;
    readonly group?: { readonly id: number } | undefined;
  })[];
}

/**
 * Why a dish cannot be ordered as chosen, or null when it can: it is off the menu (`gone`), on
 * the stop list (`stopped`), or a chosen modifier is (`modifier`, with its id). A required extra,
 * or every option of a required choice, on the stop list stops the dish itself.
 */
export type LineAvailability =
  | { readonly reason: 'gone' }
  | { readonly reason: 'stopped' }
  | { readonly reason: 'modifier'; readonly modifierId: number }
  | null;

export const dishAvailability = (dish: StockableDish | undefined): LineAvailability => {
  if (!dish) return { reason: 'gone' };
  if (!isInStock(dish)) return { reason: 'stopped' };
  const cannotBeMade = dish.modifiers.some(
    (modifier) =>
      modifier.isRequired &&
      !(modifier.group
        ? dish.modifiers.some(
            (option) => option.group?.id === modifier.group?.id && isInStock(option),
          )
        : isInStock(modifier)),
  );
  return cannotBeMade ? { reason: 'stopped' } : null;
};

/** A line of the dish with these modifiers chosen (count above 0). */
export const lineAvailability = (
  dish: StockableDish | undefined,
  chosen: readonly { readonly id: number; readonly count: number }[],
): LineAvailability => {
  const whole = dishAvailability(dish);
  if (whole || !dish) return whole;
  const stopped = chosen.find(
    ({ id, count }) =>
      count > 0 && dish.modifiers.some((modifier) => modifier.id === id && !isInStock(modifier)),
  );
  return stopped ? { reason: 'modifier', modifierId: stopped.id } : null;
};
