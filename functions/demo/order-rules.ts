/**
 * The business checks of an order and of a messenger basket, after the contract's schema has
 * bounded every field: what the restaurants and the menu can actually cook and deliver. Pure: the
 * catalogue is the seed and the clock comes in as an argument.
 */
import type { BasketProduct, OrderDraft } from '../../src/shared/contract';
import { buildTimeSlots } from '../../src/shared/lib/time-slots';
import { deliversTo, findProduct, findRestaurant, restaurantsServing } from './catalog';
import type { Language } from './context';
import { message } from './messages';
import { MENU_HOURS } from './seed/menu';

/** A request the business refuses (409), with a message in the customer's language. */
/** An order the business refuses (409), with a message for the customer and maybe a code for the app. */
export class OrderRefused extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface StoredLine {
  readonly productId: number;
  readonly amount: number;
  readonly price: number;
  readonly modifiers: readonly { id: number; count: number; price: number }[];
}

export interface StoredOrder {
  readonly draft: OrderDraft;
  readonly lines: readonly StoredLine[];
  readonly deliveryPrice: number;
  readonly total: number;
}

/**
 * How long a slot that has just started is still accepted: the customer chose it while it was on
 * offer and tapped a moment later.
 */
const SLOT_GRACE_MS = 5 * 60_000;

/** The restaurant takes orders, the region is its own, and a delivery point lies in its zone. */
const checkPlace = (draft: OrderDraft, language: Language) => {
  const restaurant = findRestaurant(draft.restaurantId);
  if (!restaurant?.isActive) throw new OrderRefused(message('restaurantClosed', language));
  if (draft.regionId !== restaurant.regionId)
    throw new OrderRefused(message('otherRegion', language));
  const point = [draft.longitude, draft.latitude] as const;
  if (draft.orderTypeId === 0 && !deliversTo(restaurant, point)) {
    // Served by another restaurant: the app's chosen restaurant is stale, the address is fine.
    const servedElsewhere = restaurantsServing(point).length > 0;
    throw new OrderRefused(
      message(servedElsewhere ? 'outsideRestaurantZone' : 'outsideZone', language),
    );
  }
};

/** "As soon as possible" (null), or the start of a slot the menu offers now or just offered. */
const checkDeliveryTime = (deliveryTime: string | null, now: number, language: Language) => {
  if (deliveryTime === null) return;
  const chosen = Date.parse(deliveryTime);
  const offered = [now, now - SLOT_GRACE_MS].some((moment) =>
    buildTimeSlots(MENU_HOURS, new Date(moment)).some(({ value }) => Date.parse(value) === chosen),
  );
  if (!offered) throw new OrderRefused(message('slotUnavailable', language));
};

/**
 * One line against the menu: a dish on it, only that dish's modifiers, each modifier's total
 * within its `maxOneDish` however many entries repeat it, every required modifier chosen, and of
 * a single choice (a size) one option at most, exactly one when it is required.
 * Answers the dish and its modifiers, one entry per modifier with the menu's price.
 */
export const checkLine = (
  line: { readonly id: number; readonly modifiers: readonly { id: number; count: number }[] },
  language: Language,
) => {
  const product = findProduct(line.id);
  if (!product) throw new OrderRefused(message('productGone', language, `#${line.id}`));
  const counts = new Map<number, number>();
  for (const { id, count } of line.modifiers) counts.set(id, (counts.get(id) ?? 0) + count);
  const modifiers = [...counts].map(([id, count]) => {
    const modifier = product.modifiers.find((candidate) => candidate.id === id);
    if (!modifier) throw new OrderRefused(message('productGone', language, product.name[language]));
    if (count > modifier.maxOneDish)
      throw new OrderRefused(message('modifierOverLimit', language, modifier.name[language]));
    return { id, count, price: modifier.price };
  });
  const missing = product.modifiers.find(
    (modifier) => !modifier.group && modifier.isRequired && (counts.get(modifier.id) ?? 0) < 1,
  );
  if (missing)
    throw new OrderRefused(message('modifierRequired', language, missing.name[language]));
  for (const { group, isRequired } of product.modifiers) {
    if (!group) continue;
    const chosen = product.modifiers
      .filter((option) => option.group?.id === group.id)
      .reduce((sum, option) => sum + (counts.get(option.id) ?? 0), 0);
    if (chosen > 1) throw new OrderRefused(message('oneChoice', language, group.name[language]));
    if (isRequired && chosen < 1)
      throw new OrderRefused(message('modifierRequired', language, group.name[language]));
  }
  return { product, modifiers };
};

/** Checks the draft against the restaurants, the menu and its hours at `now`, and prices it. */
export const checkOrder = (draft: OrderDraft, language: Language, now: number): StoredOrder => {
  checkPlace(draft, language);
  checkDeliveryTime(draft.deliveryTime, now, language);
  const lines = draft.products.map((line): StoredLine => {
    const { product, modifiers } = checkLine(line, language);
    return { productId: product.id, amount: line.amount, price: product.price, modifiers };
  });
  const deliveryPrice = draft.orderTypeId === 0 ? MENU_HOURS.priceOfDelivery : 0;
  const total =
    deliveryPrice +
    lines.reduce(
      (sum, line) =>
        sum +
        line.amount *
          (line.price + line.modifiers.reduce((extra, m) => extra + m.price * m.count, 0)),
      0,
    );
  return { draft, lines, deliveryPrice, total };
};

/** A messenger basket becomes an order: every item must be a line the menu can cook. */
export const checkBasket = (products: readonly BasketProduct[], language: Language) => {
  for (const product of products) checkLine(product, language);
};
