import * as v from 'valibot';
import {
  ChosenModifiersSchema,
  IdSchema,
  LineAmountSchema,
  QueryId,
  type CallDefinition,
} from './common';
import { ORDER_LIMITS } from './limits';

/** The headers `/api/hash` signs; the first names the verified Telegram user. */
export const MESSENGER_HEADERS = {
  tgId: 'X-Tg-Id',
  timestamp: 'X-Timestamp',
  signature: 'X-Signature',
} as const;

/** `GET /api/hash` (edge function): headers binding messenger calls to the verified Telegram user. */
export const HashResponseSchema = v.object({
  headers: v.record(v.string(), v.string()),
  expiresAt: v.number(),
});

/** Spec §3 messenger basket product, as the API answers it. */
export const BasketProductSchema = v.object({
  id: IdSchema,
  count: v.pipe(v.number(), v.integer(), v.minValue(1)),
  modifiers: v.array(
    v.object({ id: IdSchema, count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  ),
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
} as const satisfies CallDefinition;

export const saveBasketCall = {
  method: 'PUT',
  path: '/api/tg_basket',
  /** The basket becomes an order: its items are bounded like order lines. */
  body: v.strictObject({
    tgId: IdSchema,
    products: v.pipe(
      v.array(
        v.strictObject({ id: IdSchema, count: LineAmountSchema, modifiers: ChosenModifiersSchema }),
      ),
      v.maxLength(ORDER_LIMITS.lines),
    ),
  }),
  response: BasketResponseSchema,
} as const satisfies CallDefinition;
