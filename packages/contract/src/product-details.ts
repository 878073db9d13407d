/**
 * A dish's ingredients, allergens and nutrition (docs/api.md "Ingredients"): only the product
 * dialog, the cart's lines, the tracker's repeat and the backend read them, so the menu's start
 * keeps them unparsed (main-api.ts) and they are parsed here, where they are used.
 */
import * as v from 'valibot';
import { IdSchema } from './common';
import type { Product } from './main-api';

/**
 * What a dish is made of; a `removable` one the customer may leave out, by its id in the line's
 * `removedIngredients`. `without` is the dish without it in the request's language ("без лука";
 * the app writes one from `name` when it is absent).
 */
const IngredientSchema = v.object({
  id: IdSchema,
  name: v.string(),
  removable: v.boolean(),
  without: v.optional(v.string()),
});
export type Ingredient = v.InferOutput<typeof IngredientSchema>;

const GramsSchema = v.pipe(v.number(), v.minValue(0));

/** Per 100 g, as the chain's cards print it; `weight` is the portion's grams. */
const NutritionSchema = v.object({
  kcal: GramsSchema,
  protein: GramsSchema,
  fat: GramsSchema,
  carbohydrates: GramsSchema,
  weight: v.optional(GramsSchema),
});
export type Nutrition = v.InferOutput<typeof NutritionSchema>;

const ProductDetailsSchema = v.object({
  ingredients: v.optional(v.array(IngredientSchema), []),
  /** The allergens' names in the request's language. */
  allergens: v.optional(v.array(v.string()), []),
  nutrition: v.optional(NutritionSchema),
});
export type ProductDetails = v.InferOutput<typeof ProductDetailsSchema>;

/**
 * A product's details as the menu carries them. A malformed one is none: it must hide the
 * details, never the dish (removing an ingredient then is not offered, and the backend refuses it).
 */
export const productDetails = (
  product: Pick<Product, 'ingredients' | 'allergens' | 'nutrition'>,
): ProductDetails => {
  const parsed = v.safeParse(ProductDetailsSchema, product);
  return parsed.success ? parsed.output : { ingredients: [], allergens: [] };
};
