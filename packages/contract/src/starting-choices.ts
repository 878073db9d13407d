import { isInStock, type Stockable } from './availability';
import type { Composition } from './composition';

/**
 * docs/api.md, Modifier: how a dish's modifiers start. A required modifier starts with count 1,
 * others with 0. Of a single choice (a size) the default option starts chosen, or the first when
 * the choice is required and names none; an option on the restaurant's stop list never starts
 * chosen while another is in stock. The product dialog, the cart's suggestions and a repeated
 * order start alike, so their lines merge. Plain, and none of the menu's first paint loads it.
 */
export const withStartingCounts = <
  M extends Stockable & {
    readonly id: number;
    readonly isRequired: boolean;
    readonly isDefault: boolean;
    readonly group?: { readonly id: number } | undefined;
  },
>(
  modifiers: readonly M[],
): (M & { count: number })[] =>
  modifiers.map((modifier) => {
    const options = modifiers.filter(({ group }) => group && group.id === modifier.group?.id);
    const inStock = options.filter(isInStock);
    const offered = inStock.length > 0 ? inStock : options;
    const chosen = modifier.group
      ? modifier ===
        (offered.find(({ isDefault }) => isDefault) ?? (modifier.isRequired ? offered[0] : null))
      : modifier.isRequired;
    return { ...modifier, count: chosen ? 1 : 0 };
  });

/**
 * docs/api.md, Composite dishes: the parts a composite dish starts with, each slot's first option
 * the restaurant can cook now (`inStock`; the menu lists the one to start with first). A slot with
 * none starts empty, so the dish cannot be added until the kitchen has one.
 */
export const startingParts = (
  { slots }: Composition<unknown>,
  inStock: (productId: number) => boolean,
): (number | undefined)[] =>
  slots.map(({ options }) => options.find(({ productId }) => inStock(productId))?.productId);
