import type { Menu, NewsItem, Product, Promotion, Restaurant } from '@pizza-order-app/contract';
import { isInsidePolygon, parseZone } from '@pizza-order-app/contract/lib/geo/zone';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
import type { Language } from './context';
import { NEWS, PROMOTIONS } from './seed/content';
import { FOLDERS, MENU_HOURS, PRODUCTS, PRODUCTS_FOR_CART } from './seed/menu';
import { RESTAURANTS, STREETS } from './seed/restaurants';
import { EMPTY_STOP_LIST, stockedProduct, type StopList } from './stop-list';
import type { SeedArticle, SeedProduct, SeedPromotion, SeedRestaurant } from './seed/types';

const localizeProduct = (
  { composition, ingredients, allergens, ...product }: SeedProduct,
  language: Language,
): Product => ({
  ...product,
  name: product.name[language],
  description: product.description[language],
  tags: [...product.tags],
  modifiers: product.modifiers.map(({ group, ...modifier }) => ({
    ...modifier,
    name: modifier.name[language],
    ...(group ? { group: { id: group.id, name: group.name[language] } } : {}),
  })),
  ...(composition
    ? {
        composition: {
          kind: composition.kind,
          slots: composition.slots.map((slot) => ({
            ...slot,
            name: slot.name[language],
            options: [...slot.options],
          })),
        },
      }
    : {}),
  ...(ingredients
    ? {
        ingredients: ingredients.map(({ id, name, without, removable }) => ({
          id,
          name: name[language],
          removable,
          without: without[language],
        })),
      }
    : {}),
  ...(allergens ? { allergens: allergens.map((allergen) => allergen[language]) } : {}),
});

export const findProduct = (id: number) => PRODUCTS.find((product) => product.id === id);

/** The restaurant's menu: what its stop list has is there, `isAvailable: false`. */
export const menuFor = (language: Language, restId: number, stopList: StopList): Menu => ({
  folders: FOLDERS.map((folder) => ({ id: folder.id, name: folder.name[language] })),
  products: PRODUCTS.map((product) => stockedProduct(localizeProduct(product, language), stopList)),
  productsForCart: [...PRODUCTS_FOR_CART],
  restId,
  ...MENU_HOURS,
});

/** 40 folders of 25 products each, for `npm run bench:menu`. */
export const benchmarkMenuFor = (language: Language, restId: number): Menu => {
  const templates = PRODUCTS.map((product) => localizeProduct(product, language));
  const folders = Array.from({ length: 40 }, (_, index) => ({
    id: index + 1,
    name: `${FOLDERS[index % FOLDERS.length]?.name[language] ?? ''} ${index + 1}`,
  }));
  const products = Array.from({ length: 1000 }, (_, index): Product => {
    const template = templates[index % templates.length] as Product;
    return {
      ...template,
      id: 10_000 + index,
      parentId: Math.floor(index / 25) + 1,
      name: `${template.name} #${index + 1}`,
    };
  });
  return { ...menuFor(language, restId, EMPTY_STOP_LIST), folders, products };
};

/** The known streets inside a zone stand for its districts. */
const districtsOf = (restaurant: SeedRestaurant, language: Language) =>
  STREETS.filter((street) =>
    isInsidePolygon([street.longitude, street.latitude], zoneOf(restaurant)),
  ).map((street) => street.name[language]);

export const localizeRestaurant = (restaurant: SeedRestaurant, language: Language): Restaurant => ({
  ...restaurant,
  name: restaurant.name[language],
  address: restaurant.address[language],
  districts: districtsOf(restaurant, language),
  paymentMethods: [...restaurant.paymentMethods],
});

export const findRestaurant = (id: number) =>
  RESTAURANTS.find((restaurant) => restaurant.id === id);

const zoneOf = (restaurant: SeedRestaurant) => parseZone(restaurant.zone) ?? [];

/** Whether the restaurant delivers to the point: it is active and its zone contains the point. */
export const deliversTo = (restaurant: SeedRestaurant, point: LngLat) =>
  restaurant.isActive && isInsidePolygon(point, zoneOf(restaurant));

/** Active restaurants whose delivery zone contains the point. */
export const restaurantsServing = (point: LngLat) =>
  RESTAURANTS.filter((restaurant) => deliversTo(restaurant, point));

const distance = ([lon, lat]: LngLat, [lon2, lat2]: LngLat) =>
  Math.hypot(lon - lon2, (lat - lat2) * 1.33);

/** Active restaurants, nearest first: the pickup choices for a point. */
export const restaurantsByDistance = (point: LngLat) =>
  RESTAURANTS.filter((restaurant) => restaurant.isActive).sort(
    (a, b) =>
      distance(point, [a.longitude, a.latitude]) - distance(point, [b.longitude, b.latitude]),
  );

/** Reverse geocoding for tg_address: the nearest known street and a house number from the point. */
export const describeLocation = (point: LngLat, language: Language) => {
  const [nearest] = [...STREETS].sort(
    (a, b) =>
      distance(point, [a.longitude, a.latitude]) - distance(point, [b.longitude, b.latitude]),
  );
  const house = (Math.round(Math.abs(point[0] * 1e4 + point[1] * 1e4)) % 120) + 1;
  return nearest
    ? `${nearest.name[language]}, ${house}`
    : `${point[1].toFixed(5)}, ${point[0].toFixed(5)}`;
};

const GENERIC_WORDS = new Set([
  'улица',
  'ул',
  'проспект',
  'пр',
  'площадь',
  'street',
  'st',
  'avenue',
  'ave',
  'square',
  'ko‘chasi',
  'shoh',
  'maydoni',
]);
const wordsOf = (text: string) =>
  text.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);

/**
 * Houses of one street lie a few metres apart along it (up to ~170 m), so two houses never share a
 * point: saved addresses are deduplicated by their point (docs/product.md §4).
 */
const houseOffset = (house: string | undefined) =>
  house ? (Number.parseInt(house, 10) % 100) * 0.00002 : 0;

const isHouse = (word: string) => /^\d+\p{L}?(?:[/-]\d+\p{L}?)?$/u.test(word);

/**
 * Forward geocoding over the known streets, in any language; the typed house number is kept. A
 * street is found by its whole name, or while it is being typed: every word typed so far begins
 * one of its words ("нав" → улица Навои), so the app can suggest streets as the customer types.
 */
export const searchStreets = (text: string, language: Language) => {
  const typed = wordsOf(text);
  const house = typed.find(isHouse);
  const begun = typed.filter((word) => !isHouse(word) && !GENERIC_WORDS.has(word));
  return STREETS.filter((street) =>
    Object.values(street.name).some((name) => {
      const words = wordsOf(name).filter((word) => !GENERIC_WORDS.has(word));
      return (
        words.every((word) => typed.includes(word)) ||
        (begun.length > 0 && begun.every((part) => words.some((word) => word.startsWith(part))))
      );
    }),
  ).map((street) => ({
    address: house ? `${street.name[language]}, ${house}` : street.name[language],
    longitude: street.longitude + houseOffset(house),
    latitude: street.latitude,
  }));
};

export const localizeNews = (article: SeedArticle, language: Language): NewsItem => ({
  ...article,
  title: article.title[language],
  summary: article.summary[language],
  body: article.body[language],
});

/** A promotion as the API answers it: its texts, and of its offer only a code to take it with. */
export const localizePromotion = (
  { offer, ...promotion }: SeedPromotion,
  language: Language,
): Promotion => ({
  ...promotion,
  title: promotion.title[language],
  summary: promotion.summary[language],
  body: promotion.body[language],
  ...(offer.kind === 'promo-code' ? { promoCode: offer.code } : {}),
});

export { NEWS, PROMOTIONS, RESTAURANTS };
