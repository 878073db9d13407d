import { createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
// The limits alone, not the schemas: the cart is on every page.
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { toastShown } from '../../shared/ui/toast/model';

/** docs/product.md §3 modifier as it rides in a cart line: the menu's modifier plus the chosen count. */
const CartModifierSchema = v.object({
  id: v.number(),
  name: v.string(),
  isRequired: v.boolean(),
  isDefault: v.boolean(),
  price: v.number(),
  maxOneDish: v.number(),
  imageUrl: v.string(),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type CartModifier = v.InferOutput<typeof CartModifierSchema>;

/** docs/product.md §3 cart item, stored under the `cart` key. */
const CartItemSchema = v.object({
  id: v.number(),
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  cartProdId: v.string(),
  modifiers: v.array(CartModifierSchema),
  /** A composite dish's parts, one product per slot (contract/composition.ts). */
  parts: v.optional(v.array(v.number())),
  /** Ingredients the dish lists as removable, left out ("без лука"); absent: none. */
  removedIngredients: v.optional(v.array(v.number())),
});
export type CartItem = v.InferOutput<typeof CartItemSchema>;

export interface ProductAddition {
  readonly productId: number;
  readonly amount?: number;
  readonly modifiers: readonly CartModifier[];
  readonly parts?: readonly number[];
  /** Absent, never empty: a line without removals is the dish as the menu describes it. */
  readonly removedIngredients?: readonly number[];
}

/**
 * The line id: the product plus its chosen modifiers, a composite dish's parts in their slots and
 * the ingredients left out. Equal choices give equal ids, so adding the same product (with no
 * modifiers, or with the same ones, parts and ingredients left out) merges into one line
 * (docs/product.md §4); the same pizza with and without onion are two lines.
 */
export const cartLineId = (
  productId: number,
  modifiers: readonly CartModifier[],
  parts: readonly number[] = [],
  removedIngredients: readonly number[] = [],
) =>
  [
    String(productId),
    ...modifiers
      .filter(({ count }) => count > 0)
      .map(({ id, count }) => `${id}x${count}`)
      .sort(),
    ...parts.map((part) => `p${part}`),
    ...removedIngredients.map((id) => `-${id}`).sort(),
  ].join(':');

const countOf = (lines: readonly CartItem[]) => lines.reduce((sum, { amount }) => sum + amount, 0);
/** A line holds no more portions than one order line may (the order would be refused). */
const cappedAmount = (amount: number) => Math.min(amount, ORDER_LIMITS.lineAmount.max);

export const productAdded = createEvent<ProductAddition>();
/** Several products at once (a repeated order), merged line by line as `productAdded` would. */
export const productsAdded = createEvent<readonly ProductAddition[]>();
export const amountChanged = createEvent<{ cartProdId: string; amount: number }>();
/** A line that cannot be ordered gives way to another dish, in the same portions. */
export const lineSubstituted = createEvent<{ cartProdId: string; addition: ProductAddition }>();
export const linesReplaced = createEvent<readonly CartItem[]>();
export const cartCleared = createEvent();

export const $cart = createStore<readonly CartItem[]>([])
  .reset(cartCleared)
  .on(linesReplaced, (_, lines) => lines);
export const $cartCount = $cart.map(countOf);

/**
 * Adds one product to the lines: into the line with the same choices, else as a new line. The
 * cart keeps to the order's limits: a line's amount stops at its maximum, and a new line past the
 * number of lines an order takes is left out.
 */
const addProduct = (
  lines: readonly CartItem[],
  { productId, amount = 1, modifiers, parts, removedIngredients }: ProductAddition,
): readonly CartItem[] => {
  const cartProdId = cartLineId(productId, modifiers, parts, removedIngredients);
  const existing = lines.find((line) => line.cartProdId === cartProdId);
  if (existing) {
    return lines.map((line) =>
      line === existing ? { ...line, amount: cappedAmount(line.amount + amount) } : line,
    );
  }
  if (lines.length >= ORDER_LIMITS.lines) return lines;
  const chosen = modifiers.filter(({ count }) => count > 0);
  return [
    ...lines,
    {
      id: productId,
      amount: cappedAmount(amount),
      cartProdId,
      modifiers: chosen,
      ...(parts && { parts: [...parts] }),
      ...(removedIngredients && { removedIngredients: [...removedIngredients] }),
    },
  ];
};

sample({ clock: productAdded, fn: (addition) => [addition], target: productsAdded });

const additionsMerged = sample({
  clock: productsAdded,
  source: $cart,
  fn: (lines, additions) => ({
    lines: additions.reduce(addProduct, lines),
    wanted: countOf(lines) + additions.reduce((sum, { amount = 1 }) => sum + amount, 0),
  }),
});
sample({ clock: additionsMerged, fn: ({ lines }) => lines, target: $cart });

// Part of an addition did not fit: the customer is told why, with the limits.
sample({
  clock: additionsMerged,
  filter: ({ lines, wanted }) => countOf(lines) < wanted,
  fn: () => ({
    tone: 'info' as const,
    title: {
      key: 'cart.limit-reached',
      values: { lines: ORDER_LIMITS.lines, amount: ORDER_LIMITS.lineAmount.max },
    },
  }),
  target: toastShown,
});

sample({
  clock: amountChanged,
  source: $cart,
  fn: (lines, { cartProdId, amount }) =>
    amount < 1
      ? lines.filter((line) => line.cartProdId !== cartProdId)
      : lines.map((line) =>
          line.cartProdId === cartProdId
            ? { ...line, amount: cappedAmount(Math.floor(amount)) }
            : line,
        ),
  target: $cart,
});

sample({
  clock: lineSubstituted,
  source: $cart,
  fn: (lines, { cartProdId, addition }) => {
    const line = lines.find((candidate) => candidate.cartProdId === cartProdId);
    const others = lines.filter((candidate) => candidate !== line);
    return line ? addProduct(others, { ...addition, amount: line.amount }) : lines;
  },
  target: $cart,
});

persistChecked({ store: $cart, key: 'cart', schema: v.array(CartItemSchema), pickup: appStarted });
