/**
 * The business checks of an order and of a messenger basket, after the contract's schema has
 * bounded every field: what the restaurants and the menu can actually cook and deliver. Pure: the
 * catalogue is the seed and the clock comes in as an argument.
 */
import {
  coversTotal,
  ERROR_CODES,
  lineAvailability,
  ORDER_REFUSAL_CODES,
  lineTotal,
  partsPrice,
  type BasketProduct,
  type ErrorCode,
  type OrderRefusalCode,
  type OrderDraft,
  type OrderProduct,
  type PromoCodeStatus,
  visibleLength,
} from '@pizza-order-app/contract';
import { formatAmount } from '@pizza-order-app/contract/lib/format-amount';
import { refusedPart } from '@pizza-order-app/contract/composite-line';
import type { RatingErrorCode } from '@pizza-order-app/contract/ratings';
import {
  paymentMethodsFor,
  takesPaymentMethod,
  type PaymentHandover,
  type PaymentMethod,
} from '@pizza-order-app/contract/payments';
import type { PaymentRescueCode } from '@pizza-order-app/contract/payment-rescue';
import { asapOffer, buildTimeSlots } from '@pizza-order-app/contract/lib/time-slots';
import { deliversTo, findProduct, findRestaurant, PROMOTIONS, restaurantsServing } from './catalog';
import type { Language } from './context';
import { message } from './messages';
import { MENU_HOURS } from './seed/menu';
import type { SeedProduct, SeedPromotion } from './seed/types';
import { EMPTY_STOP_LIST, stockedProduct, type StopList } from './stop-list';

/**
 * An order the business refuses (409), or one it cannot carry out as sent (400), with a message
 * for the customer and maybe a code for the app.
 */
export class OrderRefused extends Error {
  constructor(
    message: string,
    readonly code?: ErrorCode | OrderRefusalCode | RatingErrorCode | PaymentRescueCode,
    readonly status: 400 | 409 = 409,
  ) {
    super(message);
  }
}

export interface StoredLine {
  readonly productId: number;
  readonly amount: number;
  /** The dish's price with its parts (composition.ts), without modifiers. */
  readonly price: number;
  readonly modifiers: readonly { id: number; count: number; price: number }[];
  /** A composite dish's parts, one product per slot. */
  readonly parts?: readonly number[];
  /** Ingredients the dish lists as removable, left out; absent: none. */
  readonly removedIngredients?: readonly number[];
  /** What a percent offer took off the whole line (so'm); absent: none. Its receipt's discount. */
  readonly discount?: number;
}

/** What one promotion's offer took off an order; its title is put in the reader's language. */
export interface StoredDiscount {
  readonly promotionId: number;
  readonly appliesTo: 'dishes' | 'delivery';
  readonly amount: number;
}

/** The free-delivery offer nearest to the dishes' price, and what they lack to reach it. */
export interface FreeDeliveryGap {
  readonly promotionId: number;
  readonly remaining: number;
}

/** An order's price by the one rule below: what the quote shows and the order is charged. */
export interface Pricing {
  readonly lines: readonly StoredLine[];
  /** The lines at menu prices, extras included. */
  readonly dishesPrice: number;
  /** Before offers; 0 for pickup. */
  readonly deliveryPrice: number;
  readonly discounts: readonly StoredDiscount[];
  readonly total: number;
}

export interface StoredOrder extends Pricing {
  readonly draft: OrderDraft;
  /** The phone is the Telegram user's own, as Telegram's signed contact said (`/api/phone`). */
  readonly phoneVerified?: boolean;
  /** The Telegram user let the chain's bot write to them about this order (`tg_order_updates`). */
  readonly botMayWrite?: boolean;
  /** The language the customer ordered in, the one the bot's news speak (order-news.ts). */
  readonly language?: Language;
  /** An online payment's page or invoice, made once the order had its id (payments/handover.ts). */
  readonly handover?: PaymentHandover;
  /**
   * The online method the order was placed with, once its owner changed to paying the courier
   * (`draft.paymentMethod` is then that one; payments/payment-state.ts `switchToOffline`).
   */
  readonly placedWith?: PaymentMethod;
}

/** Where the order is placed from: the web site (delivery/Create) or Telegram (tg_order). */
export type OrderChannel = 'web' | 'telegram';

/**
 * The payment method is one of the channel's (Payme and Click on the web, Telegram's invoice in
 * Telegram, cash and card in both) and one the restaurant takes.
 */
const checkPaymentMethod = (draft: OrderDraft, channel: OrderChannel, language: Language) => {
  if (!paymentMethodsFor(channel).includes(draft.paymentMethod))
    throw new OrderRefused(message('paymentMethodOtherChannel', language));
  if (!takesPaymentMethod(findRestaurant(draft.restaurantId)?.paymentMethods, draft.paymentMethod))
    throw new OrderRefused(message('paymentMethodNotTaken', language));
};

/**
 * How long a slot that has just started is still accepted: the customer chose it while it was on
 * offer and tapped a moment later.
 */
const SLOT_GRACE_MS = 5 * 60_000;

/** The restaurant takes orders, the region is its own, and a delivery point lies in its zone. */
const checkPlace = (draft: OrderDraft, language: Language) => {
  // A point alone is no address: the courier needs the house and the door the customer confirmed.
  if (draft.orderTypeId === 0 && visibleLength(draft.address ?? '') === 0)
    throw new OrderRefused(
      message('addressRequired', language),
      ORDER_REFUSAL_CODES.addressRequired,
      400,
    );
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

/**
 * "As soon as possible" (null) while the kitchen can still make the order before it closes, or
 * the start of a slot the menu offers now or just offered.
 */
const checkDeliveryTime = (deliveryTime: string | null, now: number, language: Language) => {
  if (deliveryTime === null) {
    if (asapOffer(MENU_HOURS, new Date(now)).state === 'too-late')
      throw new OrderRefused(message('asapTooLate', language, MENU_HOURS.endTime));
    return;
  }
  const chosen = Date.parse(deliveryTime);
  const offered = [now, now - SLOT_GRACE_MS].some((moment) =>
    buildTimeSlots(MENU_HOURS, new Date(moment)).some(({ value }) => Date.parse(value) === chosen),
  );
  if (!offered) throw new OrderRefused(message('slotUnavailable', language));
};

/**
 * A composite dish's parts by the one rule (composition.ts): one allowed product per slot, none
 * for a dish that is not made of parts. Answers what they add to the dish's price.
 */
const checkParts = (
  product: SeedProduct,
  parts: readonly number[] | undefined,
  language: Language,
) => {
  const { composition } = product;
  if (!composition) {
    if (parts) throw new OrderRefused(message('notComposite', language, product.name[language]));
    return 0;
  }
  const price = partsPrice(composition, parts);
  if (price !== null) return price;
  const { slotIndex, productId } = refusedPart(composition, parts);
  const slot = composition.slots[slotIndex];
  const part = productId === undefined ? undefined : findProduct(productId);
  if (!slot || !part)
    throw new OrderRefused(message('partsMismatch', language, product.name[language]));
  throw new OrderRefused(
    message(
      composition.kind === 'halves' ? 'halfNotAllowed' : 'partNotAllowed',
      language,
      part.name[language],
      slot.name[language],
    ),
  );
};

/** Only an ingredient the dish lists as removable may be left out (400: the app offers no other). */
const checkRemoved = (
  product: SeedProduct,
  removed: readonly number[] | undefined,
  language: Language,
) => {
  const refused = removed?.find(
    (id) =>
      !product.ingredients?.some((ingredient) => ingredient.id === id && ingredient.removable),
  );
  if (refused === undefined) return;
  const known = product.ingredients?.find(({ id }) => id === refused);
  throw new OrderRefused(
    message(
      'ingredientNotRemovable',
      language,
      known ? known.name[language] : `#${refused}`,
      product.name[language],
    ),
    ORDER_REFUSAL_CODES.ingredientNotRemovable,
    400,
  );
};

/**
 * One line against the menu: a dish on it, only that dish's modifiers, each modifier's total
 * within its `maxOneDish` however many entries repeat it, every required modifier chosen, and of
 * a single choice (a size) one option at most, exactly one when it is required; a composite
 * dish's parts one allowed product per slot; only removable ingredients left out. Answers the dish, its price with its parts, and its
 * modifiers, one entry per modifier with the menu's price.
 */
export const checkLine = (
  line: {
    readonly id: number;
    readonly modifiers: readonly { id: number; count: number }[];
    readonly parts?: readonly number[] | undefined;
    readonly removedIngredients?: readonly number[] | undefined;
  },
  language: Language,
) => {
  const product = findProduct(line.id);
  if (!product) throw new OrderRefused(message('productGone', language, `#${line.id}`));
  const price = product.price + checkParts(product, line.parts, language);
  checkRemoved(product, line.removedIngredients, language);
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
  return { product, price, modifiers };
};

/**
 * A line the restaurant cannot cook now, by the stop list's one rule (availability.ts): refused
 * with the dish named, and the modifier when it is the modifier that is out.
 */
const checkInStock = (
  product: SeedProduct,
  chosen: readonly { id: number; count: number }[],
  parts: readonly number[] = [],
  stopList: StopList,
  language: Language,
) => {
  const out = lineAvailability(stockedProduct(product, stopList), chosen);
  // A half or a combo's pizza is the kitchen's too: one on the stop list stops the dish.
  const stoppedPart = parts.find((id) => stopList.products.has(id));
  if (out === null && stoppedPart === undefined) return;
  const modifier = product.modifiers.find(({ id }) => id === out);
  const part = out === null && stoppedPart !== undefined ? findProduct(stoppedPart) : undefined;
  const detail = modifier ?? part;
  const name = detail
    ? `${product.name[language]}: ${detail.name[language]}`
    : product.name[language];
  throw new OrderRefused(
    message('productUnavailable', language, name),
    ORDER_REFUSAL_CODES.productUnavailable,
  );
};

/** Whether a promotion runs at `now`: its offer applies and the list shows it exactly then. */
export const isRunning = (promotion: SeedPromotion, now: number) =>
  Date.parse(promotion.startsAt) <= now && now < Date.parse(promotion.endsAt);

/**
 * A promo code against the promotions: taken while its promotion runs, expired once it has
 * ended, unknown otherwise (one that has not started yet is not told apart from a made-up one).
 */
export const findPromoCode = (
  code: string,
  now: number,
):
  | { status: 'applied'; promotion: SeedPromotion }
  | { status: Exclude<PromoCodeStatus, 'applied'> } => {
  const promotion = PROMOTIONS.find(
    ({ offer }) => offer.kind === 'promo-code' && offer.code === code,
  );
  if (promotion && isRunning(promotion, now)) return { status: 'applied', promotion };
  if (promotion && now >= Date.parse(promotion.endsAt)) return { status: 'expired' };
  return { status: 'unknown' };
};

const percentOff = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/**
 * The one pricing rule, for the price quote and for the order alike. Every line is checked
 * against the menu and priced at its prices. Percent offers (a folder's, a taken promo code's)
 * do not add up: each line gets the largest that applies to it, the earlier promotion on a tie.
 * Delivery is free when an offer's threshold is met by the dishes at menu prices. Only offers
 * running at `now` apply; a code that does not hold is left out here, the caller decides. A line
 * the restaurant's stop list has is refused (409 `product-unavailable`), quote and order alike.
 * While delivery is charged, the nearest free-delivery threshold not met is told with what the
 * dishes lack (the quote's `toFreeDelivery`).
 */
export const priceOrder = (
  basket: {
    readonly orderTypeId: 0 | 200;
    readonly products: readonly OrderProduct[];
    readonly promoCode?: string | undefined;
  },
  language: Language,
  now: number,
  stopList: StopList = EMPTY_STOP_LIST,
): Pricing & {
  readonly promoCode: { code: string; status: PromoCodeStatus } | null;
  readonly toFreeDelivery: FreeDeliveryGap | null;
} => {
  const lines = basket.products.map((line): StoredLine => {
    const { product, price, modifiers } = checkLine(line, language);
    checkInStock(product, line.modifiers, line.parts, stopList, language);
    return {
      productId: product.id,
      amount: line.amount,
      price,
      modifiers,
      ...(line.parts ? { parts: line.parts } : {}),
      ...(line.removedIngredients?.length ? { removedIngredients: line.removedIngredients } : {}),
    };
  });
  const code = basket.promoCode === undefined ? null : findPromoCode(basket.promoCode, now);
  const running = PROMOTIONS.filter(
    (promotion) =>
      isRunning(promotion, now) &&
      (promotion.offer.kind !== 'promo-code' ||
        (code?.status === 'applied' && code.promotion === promotion)),
  );
  const saved = new Map<SeedPromotion, number>();
  const save = (promotion: SeedPromotion, amount: number) => {
    if (amount > 0) saved.set(promotion, (saved.get(promotion) ?? 0) + amount);
  };

  let dishesPrice = 0;
  const discounted = lines.map((line): StoredLine => {
    const linePrice = lineTotal(line);
    dishesPrice += linePrice;
    const folderId = findProduct(line.productId)?.parentId;
    let best: { promotion: SeedPromotion; percent: number } | null = null;
    for (const promotion of running) {
      const { offer } = promotion;
      const applies =
        offer.kind === 'promo-code' ||
        (offer.kind === 'folder-percent' && offer.folderId === folderId);
      if (applies && offer.percent > (best?.percent ?? 0))
        best = { promotion, percent: offer.percent };
    }
    if (!best) return line;
    const discount = percentOff(linePrice, best.percent);
    save(best.promotion, discount);
    return discount > 0 ? { ...line, discount } : line;
  });

  const deliveryPrice = basket.orderTypeId === 0 ? MENU_HOURS.priceOfDelivery : 0;
  const freeDelivery = running.find(
    ({ offer }) => offer.kind === 'free-delivery' && dishesPrice >= offer.minDishesPrice,
  );
  if (freeDelivery) save(freeDelivery, deliveryPrice);
  // The nearest threshold not yet met, while delivery is still charged: what the cart tells.
  let toFreeDelivery: FreeDeliveryGap | null = null;
  if (deliveryPrice > 0 && !freeDelivery) {
    for (const promotion of running) {
      if (promotion.offer.kind !== 'free-delivery') continue;
      const remaining = promotion.offer.minDishesPrice - dishesPrice;
      if (!toFreeDelivery || remaining < toFreeDelivery.remaining)
        toFreeDelivery = { promotionId: promotion.id, remaining };
    }
  }

  const discounts = [...saved].map(([promotion, amount]): StoredDiscount => ({
    promotionId: promotion.id,
    appliesTo: promotion.offer.kind === 'free-delivery' ? 'delivery' : 'dishes',
    amount,
  }));
  const total = discounts.reduce((sum, { amount }) => sum - amount, dishesPrice + deliveryPrice);
  return {
    lines: discounted,
    dishesPrice,
    deliveryPrice,
    discounts,
    total,
    promoCode: code && basket.promoCode ? { code: basket.promoCode, status: code.status } : null,
    toFreeDelivery,
  };
};

/** What an order keeps of its quote: the price, not what the code did or what delivery lacks. */
const storedPricing = ({
  promoCode: _code,
  toFreeDelivery: _gap,
  ...pricing
}: ReturnType<typeof priceOrder>): Pricing => pricing;

const PROMO_CODE_REFUSALS = {
  unknown: { text: 'promoCodeUnknown', code: ERROR_CODES.promoCodeUnknown },
  expired: { text: 'promoCodeExpired', code: ERROR_CODES.promoCodeExpired },
} as const;

/**
 * Checks the draft against the restaurants, the menu, its stop list and its hours at `now`, and
 * prices it by the rule of the price quote: a promo code that does not hold, a total other than
 * the one the customer was shown, or cash to give change from below it is refused rather than
 * charged.
 */
export const checkOrder = (
  draft: OrderDraft,
  language: Language,
  now: number,
  channel: OrderChannel = 'web',
  stopList: StopList = EMPTY_STOP_LIST,
): StoredOrder => {
  checkPlace(draft, language);
  checkPaymentMethod(draft, channel, language);
  checkDeliveryTime(draft.deliveryTime, now, language);
  const quote = priceOrder(draft, language, now, stopList);
  const { promoCode } = quote;
  const pricing = storedPricing(quote);
  if (promoCode && promoCode.status !== 'applied') {
    const refusal = PROMO_CODE_REFUSALS[promoCode.status];
    throw new OrderRefused(message(refusal.text, language, promoCode.code), refusal.code);
  }
  if (draft.expectedTotal !== undefined && draft.expectedTotal !== pricing.total)
    throw new OrderRefused(message('priceChanged', language), ERROR_CODES.priceChanged);
  if (draft.changeFrom !== undefined && !coversTotal(draft.changeFrom, pricing.total))
    throw new OrderRefused(
      message('changeBelowTotal', language, formatAmount(pricing.total, language)),
      ORDER_REFUSAL_CODES.changeBelowTotal,
    );
  return { draft, ...pricing };
};

/** A messenger basket becomes an order: every item must be a line the menu can cook. */
export const checkBasket = (products: readonly BasketProduct[], language: Language) => {
  for (const product of products) checkLine(product, language);
};
