import { answeredModifier } from '../../entities/cart/lazy';
import type { ProductAddition } from '../../entities/cart';
import { withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { lineAvailability } from '@pizza-order-app/contract/availability';
import { partsPrice } from '@pizza-order-app/contract/composition';
import type { Menu } from '@pizza-order-app/contract/main-api';
import { productDetails } from '@pizza-order-app/contract/product-details';
import type { Order } from '@pizza-order-app/contract/orders-api';

type OrderLine = Order['lines'][number];

export interface RepeatPlan {
  readonly additions: readonly ProductAddition[];
  /** Names of the lines left out because their dish or one of its extras is off the menu. */
  readonly unavailable: readonly string[];
}

const removedIds = (line: OrderLine) => line.removedIngredients?.map(({ id }) => id) ?? [];
/** A line's removals as the cart keeps them: absent when none. */
const removals = (line: OrderLine) =>
  line.removedIngredients?.length ? { removedIngredients: removedIds(line) } : {};

/** Without a menu (no location chosen yet) the order's own names and prices describe the extras. */
const fromOrder = (line: OrderLine): ProductAddition => ({
  productId: line.productId,
  amount: line.amount,
  modifiers: line.modifiers.map(answeredModifier),
  ...(line.parts && { parts: line.parts }),
  ...removals(line),
});

/** The line against the current menu, or null when it can no longer be cooked as ordered. */
const fromMenu = (line: OrderLine, menu: Menu): ProductAddition | null => {
  const product = menu.products.find(({ id }) => id === line.productId);
  if (!product) return null;
  // A dish made of parts goes back only with parts its menu still allows, by the contract's rule.
  const composite = product.composition
    ? partsPrice(product.composition, line.parts) !== null
    : !line.parts;
  if (!composite) return null;
  const available = line.modifiers.every(({ id, count }) =>
    product.modifiers.some((modifier) => modifier.id === id && count <= modifier.maxOneDish),
  );
  // "Без лука" goes back only while the dish still lets the onion go.
  const { ingredients } = productDetails(product);
  const removable = removedIds(line).every((id) =>
    ingredients.some((ingredient) => ingredient.id === id && ingredient.removable),
  );
  if (!available || !removable) return null;
  const ordered = (id: number) => line.modifiers.find((chosen) => chosen.id === id);
  // The menu's extras with the ordered counts; a required one added since keeps its starting 1,
  // and an option of a choice the order made otherwise (another size) is not chosen.
  const modifiers = withStartingCounts(product.modifiers).map((modifier) => {
    const choiceMade = product.modifiers.some(
      (option) => option.group && option.group.id === modifier.group?.id && ordered(option.id),
    );
    return { ...modifier, count: ordered(modifier.id)?.count ?? (choiceMade ? 0 : modifier.count) };
  });
  // Out of stock at this restaurant now (the dish or a choice): not added, and said so.
  if (lineAvailability(product, modifiers) !== null) return null;
  return {
    productId: product.id,
    amount: line.amount,
    modifiers,
    ...(line.parts && { parts: line.parts }),
    ...removals(line),
  };
};

/** What of an earlier order can go back into the cart, and what cannot. */
export const planRepeat = (order: Order, menu: Menu | undefined): RepeatPlan => {
  const additions: ProductAddition[] = [];
  const unavailable: string[] = [];
  for (const line of order.lines) {
    const addition = menu ? fromMenu(line, menu) : fromOrder(line);
    if (addition) additions.push(addition);
    else unavailable.push(line.name);
  }
  return { additions, unavailable };
};
