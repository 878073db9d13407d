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
