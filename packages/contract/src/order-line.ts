/**
 * One line as the app sends it: an order's line and a messenger basket's item (which becomes one)
 * are bounded alike. Only the order screens and the basket sync load it.
 */
import * as v from 'valibot';
import { IdSchema } from './common';
import { ORDER_LIMITS } from './limits';

const boundedInteger = ({ min, max }: { readonly min: number; readonly max: number }) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** Portions of one dish in one line of an order or a messenger basket. */
export const LineAmountSchema = boundedInteger(ORDER_LIMITS.lineAmount);

/** The modifiers chosen for one line as the app sends them; the menu bounds each one's sum. */
export const ChosenModifiersSchema = v.pipe(
  v.array(v.strictObject({ id: IdSchema, count: boundedInteger(ORDER_LIMITS.modifierCount) })),
  v.maxLength(ORDER_LIMITS.modifiersPerLine),
);

/**
 * Parts of one composite line (a half-and-half's halves, a combo's slots). Here, not in
 * limits.ts, as the promo code's are in orders-api.ts: the cart on every page never checks it.
 */
export const PARTS_PER_LINE = 6;

/**
 * The parts of a composite line (composition.ts): the product chosen for each of its dish's
 * slots, in the slots' order. A part is a product alone: the size and crust of a half-and-half
 * are the line's own modifiers, one for both halves.
 */
export const ChosenPartsSchema = v.pipe(
  v.array(IdSchema),
  v.minLength(1),
  v.maxLength(PARTS_PER_LINE),
);

/** A dish lists a handful of ingredients; more removed than that is not a customer's line. */
export const REMOVED_INGREDIENTS_PER_LINE = 12;

/**
 * The ingredients left out of one line ("без лука"): ids the dish lists as removable, each once.
 * Absent or empty: the dish as the menu describes it.
 */
export const RemovedIngredientsSchema = v.pipe(
  v.array(IdSchema),
  v.maxLength(REMOVED_INGREDIENTS_PER_LINE),
  v.check((ids) => new Set(ids).size === ids.length, 'an ingredient is removed once'),
);
