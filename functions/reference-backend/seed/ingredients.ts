// What a few of the chain's dishes are made of, their allergens and nutrition, in ru/en/uz.
import type { Localized } from '@pizza-order-app/contract';
import type { Nutrition } from '@pizza-order-app/contract/product-details';
import type { SeedIngredient, SeedProduct } from './types';

const ingredient = (
  id: number,
  [ru, en, uz]: readonly [string, string, string],
  without: readonly [string, string, string],
  removable: boolean,
): SeedIngredient => ({
  id,
  name: { ru, en, uz },
  without: { ru: without[0], en: without[1], uz: without[2] },
  removable,
});

const TOMATO_SAUCE = ingredient(
  1,
  ['томатный соус', 'tomato sauce', 'pomidor sousi'],
  ['без томатного соуса', 'no tomato sauce', 'pomidor sousisiz'],
  false,
);
const MOZZARELLA = ingredient(
  2,
  ['моцарелла', 'mozzarella', 'motsarella'],
  ['без моцареллы', 'no mozzarella', 'motsarellasiz'],
  false,
);
const PEPPERONI = ingredient(
  3,
  ['пепперони', 'pepperoni', 'pepperoni'],
  ['без пепперони', 'no pepperoni', 'pepperonisiz'],
  false,
);
const ONION = ingredient(4, ['лук', 'onion', 'piyoz'], ['без лука', 'no onion', 'piyozsiz'], true);
const BASIL = ingredient(
  5,
  ['базилик', 'basil', 'rayhon'],
  ['без базилика', 'no basil', 'rayhonsiz'],
  true,
);
const TOMATOES = ingredient(
  6,
  ['томаты', 'tomatoes', 'pomidor'],
  ['без томатов', 'no tomatoes', 'pomidorsiz'],
  true,
);
const OREGANO = ingredient(
  7,
  ['орегано', 'oregano', 'oregano'],
  ['без орегано', 'no oregano', 'oreganosiz'],
  true,
);
const CHICKEN = ingredient(
  8,
  ['цыплёнок', 'chicken', 'tovuq'],
  ['без цыплёнка', 'no chicken', 'tovuqsiz'],
  false,
);
const RANCH_SAUCE = ingredient(
  9,
  ['соус ранч', 'ranch sauce', 'ranch sousi'],
  ['без соуса ранч', 'no ranch sauce', 'ranch sousisiz'],
  true,
);

const GLUTEN: Localized = { ru: 'глютен', en: 'gluten', uz: 'kleykovina' };
const MILK: Localized = { ru: 'молоко', en: 'milk', uz: 'sut' };
const EGGS: Localized = { ru: 'яйца', en: 'eggs', uz: 'tuxum' };
const MUSTARD: Localized = { ru: 'горчица', en: 'mustard', uz: 'xantal' };

type Details = Required<Pick<SeedProduct, 'ingredients' | 'allergens' | 'nutrition'>>;

const nutrition = (
  kcal: number,
  protein: number,
  fat: number,
  carbohydrates: number,
  weight: number,
): Nutrition => ({ kcal, protein, fat, carbohydrates, weight });

/** By product id; a dish not here carries none of the three, as a chain's menu may not. */
export const PRODUCT_DETAILS: Readonly<Record<number, Details>> = {
  101: {
    ingredients: [TOMATO_SAUCE, MOZZARELLA, TOMATOES, BASIL],
    allergens: [GLUTEN, MILK],
    nutrition: nutrition(238, 10.2, 8.6, 29.8, 540),
  },
  102: {
    ingredients: [TOMATO_SAUCE, MOZZARELLA, PEPPERONI, ONION, OREGANO],
    allergens: [GLUTEN, MILK, MUSTARD],
    nutrition: nutrition(268, 11.4, 12.1, 27.6, 580),
  },
  104: {
    ingredients: [CHICKEN, TOMATOES, MOZZARELLA, ONION, RANCH_SAUCE],
    allergens: [GLUTEN, MILK, EGGS],
    nutrition: nutrition(245, 12.3, 9.7, 26.4, 620),
  },
};
