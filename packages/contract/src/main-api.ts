import * as v from 'valibot';
import { PaymentMethodSchema } from './payment-methods';
import {
  IdSchema,
  QueryBoolean,
  QueryCoordinate,
  QueryCount,
  QueryLanguageCode,
  QueryOrderTypeId,
  type CallDefinition,
} from './common';

const TimeOfDaySchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm'));

// ─── Menu ────────────────────────────────────────────────────────────────────

/**
 * docs/product.md §3 modifier (the client adds `count`). Designed: `group` makes it an option of a single
 * choice (a size, a crust): of the options sharing a group id at most one is chosen, exactly one
 * when they are `isRequired`, and the `isDefault` one starts chosen.
 */
export const ModifierSchema = v.object({
  id: IdSchema,
  name: v.string(),
  isRequired: v.boolean(),
  isDefault: v.boolean(),
  price: v.pipe(v.number(), v.minValue(0)),
  maxOneDish: v.pipe(v.number(), v.integer(), v.minValue(1)),
  imageUrl: v.string(),
  group: v.optional(v.object({ id: IdSchema, name: v.string() })),
  /** Designed: false while the restaurant's stop list has it (availability.ts); absent: true. */
  isAvailable: v.optional(v.boolean()),
  /**
   * Designed: its fiscal codes (fiscal.ts `FiscalCodesSchema`) when it is a receipt item of its
   * own; absent, its price is the dish's (a size, a crust). Parsed where a receipt is made: the
   * app never reads them, so the menu's first load does not carry their schema.
   */
  fiscal: v.optional(v.unknown()),
});
export type Modifier = v.InferOutput<typeof ModifierSchema>;

/**
 * Designed: a dish made of parts the customer chooses (composition.ts, docs/api.md "Composite
 * dishes"): a half-and-half's two halves or a combo's slots, each with the products it allows,
 * the first the one the dialog starts with.
 */
const CompositionSchema = v.object({
  kind: v.picklist(['halves', 'combo']),
  slots: v.array(
    v.object({
      id: IdSchema,
      name: v.string(),
      options: v.array(
        v.object({
          productId: IdSchema,
          price: v.pipe(v.number(), v.minValue(0)),
        }),
      ),
    }),
  ),
});

export const ProductSchema = v.object({
  id: IdSchema,
  /** The folder the product belongs to. */
  parentId: IdSchema,
  name: v.string(),
  description: v.string(),
  price: v.pipe(v.number(), v.minValue(0)),
  imageUrl: v.string(),
  tags: v.array(v.string()),
  modifiers: v.array(ModifierSchema),
  /** Designed: false while the restaurant's stop list has it (availability.ts); absent: true. */
  isAvailable: v.optional(v.boolean()),
  composition: v.optional(CompositionSchema),
  /**
   * Designed: its fiscal codes (fiscal.ts `FiscalCodesSchema`, parsed where a receipt is made, as
   * the modifier's). Absent on a composite dish: the receipt names each part by its own product's
   * codes. Optional: a menu without them still sells, only its online payments go without a
   * receipt (docs/api.md, "Fiscal receipts").
   */
  fiscal: v.optional(v.unknown()),
  /**
   * Designed, each absent where the menu does not carry it: what the dish is made of, its
   * allergens and its nutrition. Parsed by product-details.ts where they are shown, so that the
   * menu's first load does not carry their schema.
   */
  ingredients: v.optional(v.unknown()),
  allergens: v.optional(v.unknown()),
  nutrition: v.optional(v.unknown()),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const FolderSchema = v.object({ id: IdSchema, name: v.string() });
export type Folder = v.InferOutput<typeof FolderSchema>;

export const ShopQuerySchema = v.object({
  Language: QueryLanguageCode,
  RestaurantId: v.optional(QueryCount),
  RegionId: v.optional(QueryCount),
  Longitude: QueryCoordinate(-180, 180),
  Latitude: QueryCoordinate(-90, 90),
  OrderTypeId: QueryOrderTypeId,
  /** Reference backend only: a 1,000-product, 40-folder menu for benchmarks. */
  benchmark: v.optional(QueryBoolean),
});

/** docs/product.md §3 menu; `starTime` keeps the backend's spelling. */
export const ShopResponseSchema = v.object({
  folders: v.array(FolderSchema),
  products: v.array(ProductSchema),
  /** Ids of products suggested as add-ons in the cart. */
  productsForCart: v.array(IdSchema),
  restId: IdSchema,
  starTime: v.nullable(TimeOfDaySchema),
  endTime: v.nullable(TimeOfDaySchema),
  /** Minutes. */
  deliveryDuration: v.nullable(v.pipe(v.number(), v.minValue(0))),
  priceOfDelivery: v.pipe(v.number(), v.minValue(0)),
});
export type Menu = v.InferOutput<typeof ShopResponseSchema>;

export const shopCall = {
  method: 'GET',
  path: '/api/shop',
  query: ShopQuerySchema,
  response: ShopResponseSchema,
  refusals: [],
} as const satisfies CallDefinition;

// ─── Restaurants and places ──────────────────────────────────────────────────

/** docs/product.md §3 restaurant. `zone` is "lon lat, lon lat, …" (longitude first, ring not closed). */
export const RestaurantSchema = v.object({
  id: IdSchema,
  name: v.string(),
  address: v.string(),
  regionId: v.number(),
  longitude: v.number(),
  latitude: v.number(),
  zone: v.string(),
  isActive: v.boolean(),
  phone: v.string(),
  workingHours: v.string(),
  /** Designed: the districts and streets its zone covers, for visitors without a map. */
  districts: v.optional(v.array(v.string()), []),
  /** Designed: the payment methods it takes (payments.ts); absent: cash only. */
  paymentMethods: v.optional(v.array(PaymentMethodSchema)),
});
export type Restaurant = v.InferOutput<typeof RestaurantSchema>;

export const RestaurantsResponseSchema = v.object({ restaurants: v.array(RestaurantSchema) });

export const restaurantsListCall = {
  method: 'GET',
  path: '/api/restaurants/List',
  query: v.object({ Language: QueryLanguageCode }),
  response: RestaurantsResponseSchema,
  refusals: [],
} as const satisfies CallDefinition;
