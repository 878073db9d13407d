/** The messenger API's basket (docs/product.md §3, §7): only the messenger mode's basket sync loads it. */
import * as v from 'valibot';
import { ORDER_REFUSAL_CODES } from './order-refusals';
import { IdSchema, QueryId, type CallDefinition } from './common';
import {
  ChosenModifiersSchema,
  ChosenPartsSchema,
  LineAmountSchema,
  RemovedIngredientsSchema,
} from './order-line';
import { ORDER_LIMITS } from './limits';

/** docs/product.md §3 messenger basket product, as the API answers it. */
export const BasketProductSchema = v.object({
  id: IdSchema,
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  modifiers: v.array(
    v.object({ id: IdSchema, count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  ),
  /** Designed: a composite dish's parts, as in an order line. */
  parts: v.optional(v.array(IdSchema)),
  /** Designed: the ingredients left out, as in an order line. */
  removedIngredients: v.optional(v.array(IdSchema)),
});
export type BasketProduct = v.InferOutput<typeof BasketProductSchema>;

const BasketResponseSchema = v.object({
  result: v.object({ products: v.array(BasketProductSchema) }),
});

export const basketCall = {
  method: 'GET',
  path: '/api/tg_basket',
  query: v.object({ tgId: QueryId }),
  response: BasketResponseSchema,
  refusals: [],
} as const satisfies CallDefinition;

/** A basket as a device writes it: it becomes an order, so its items are bounded like order lines. */
export const BasketWriteSchema = v.pipe(
  v.array(
    v.strictObject({
      id: IdSchema,
      count: LineAmountSchema,
      modifiers: ChosenModifiersSchema,
      parts: v.optional(ChosenPartsSchema),
      removedIngredients: v.optional(RemovedIngredientsSchema),
    }),
  ),
  v.maxLength(ORDER_LIMITS.lines),
);

export const saveBasketCall = {
  method: 'PUT',
  path: '/api/tg_basket',
  body: v.strictObject({ tgId: IdSchema, products: BasketWriteSchema }),
  response: BasketResponseSchema,
  refusals: [ORDER_REFUSAL_CODES.ingredientNotRemovable],
} as const satisfies CallDefinition;
