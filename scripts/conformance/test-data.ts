import {
  isInStock,
  type Menu,
  type OrderDraft,
  type PaymentMethod,
  type Restaurant,
} from '../../src/shared/contract';
import { withStartingCounts } from '../../src/shared/contract/starting-choices';
import { Unchecked, type Check } from './kit';

/** What the checks share: the chain's test data, what earlier checks found, a test order. */

/** What the kit needs of the chain: a restaurant to order from and a phone for its test orders. */
export interface Fixture {
  /** The restaurant test orders go to; the first active one by default. */
  readonly restaurantId?: number;
  /** The phone of the test orders, +998 and nine digits. */
  readonly phone: string;
}

export const ENGLISH = 3;
export const PICKUP = 200;

/**
 * What the checks learn as they go (the restaurant, its menu, an order), shared by the later
 * checks of a capability and by the capabilities after it.
 */
export interface Found {
  restaurant?: Restaurant;
  menu?: Menu;
}

export const needs = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Unchecked(`the checks before found no ${what}`);
  return value;
};

/** A web session of its own: a customer no other check is. */
export const webCustomer = () => ({ sid: `conformance-${crypto.randomUUID()}` });
/** A Telegram user of its own, far above the ids real users have had so far. */
export const telegramUser = () => ({
  tgId: 9_000_000_000 + Math.floor(Math.random() * 1_000_000_000),
});

/** One dish the restaurant cooks now, at its starting choices, as the product dialog adds it. */
export const orderLine = (menu: Menu) => {
  const product = menu.products.find(
    (candidate) => isInStock(candidate) && !candidate.composition && candidate.price > 0,
  );
  if (!product) throw new Error('The menu has no plain dish in stock to order');
  return {
    id: product.id,
    amount: 1,
    modifiers: withStartingCounts(product.modifiers)
      .filter(({ count }) => count > 0)
      .map(({ id, count }) => ({ id, count })),
  };
};

export const pickupDraft = (
  restaurant: Restaurant,
  menu: Menu,
  fixture: Fixture,
  paymentMethod: PaymentMethod = 'cash',
): OrderDraft => ({
  idempotencyKey: `conformance-${crypto.randomUUID()}`,
  orderTypeId: PICKUP,
  restaurantId: restaurant.id,
  regionId: restaurant.regionId,
  longitude: restaurant.longitude,
  latitude: restaurant.latitude,
  deliveryTime: null,
  customerName: 'Conformance Check',
  phone: fixture.phone,
  paymentMethod,
  comment: 'A conformance check: please do not cook',
  products: [orderLine(menu)],
});

export const check = (name: string, run: () => Promise<void>): Check => ({ name, run });
