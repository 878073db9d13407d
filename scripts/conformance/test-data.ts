import {
  createOrderCall,
  isInStock,
  orderCall,
  type Menu,
  type OrderDraft,
  type PaymentMethod,
  type Restaurant,
} from '@pizza-order-app/contract';
import { withStartingCounts } from '@pizza-order-app/contract/starting-choices';
import { takesPaymentMethod } from '@pizza-order-app/contract/payments';
import { Nonconformity, Unchecked, type Calls, type Check } from './kit';

/** What the checks share: the chain's test data, what earlier checks found, a test order. */

/** What the kit needs of the chain: a restaurant to order from and a phone for its test orders. */
export interface Fixture {
  /** The restaurant test orders go to; the first active one by default. */
  readonly restaurantId?: number;
  /** The phone of the test orders and of the signed-in test customer, +998 and nine digits. */
  readonly phone: string;
  /** A second test customer's phone: the stranger the first one's data is kept from. */
  readonly otherPhone: string;
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

/** The query the menu of `restaurant` is read with, for pickup. */
export const shopQuery = (restaurant: Restaurant) => ({
  Language: ENGLISH,
  RestaurantId: restaurant.id,
  RegionId: restaurant.regionId,
  Longitude: restaurant.longitude,
  Latitude: restaurant.latitude,
  OrderTypeId: PICKUP,
});

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

type Product = Menu['products'][number];

/** A line of one portion of `product` at its starting choices, as the product dialog adds it. */
export const lineOf = (product: Product) => ({
  id: product.id,
  amount: 1,
  modifiers: withStartingCounts(product.modifiers)
    .filter(({ count }) => count > 0)
    .map(({ id, count }) => ({ id, count })),
});

/** The plain dishes the restaurant cooks now, with a price: what test orders are made of. */
export const orderableDishes = (menu: Menu) =>
  menu.products.filter(
    (candidate) => isInStock(candidate) && !candidate.composition && candidate.price > 0,
  );

/** One dish the restaurant cooks now, at its starting choices. */
export const orderLine = (menu: Menu) => {
  const [product] = orderableDishes(menu);
  if (!product) throw new Error('The menu has no plain dish in stock to order');
  return lineOf(product);
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

/** The body of a pickup order in English from the restaurant and menu found. */
export const pickupOrder = (found: Found, fixture: Fixture) => ({
  ...pickupDraft(needs(found.restaurant, 'restaurant'), needs(found.menu, 'menu'), fixture),
  language: ENGLISH,
});

export const check = (name: string, run: () => Promise<unknown>): Check => ({ name, run });

/**
 * A test order paid online with `method` (a provider's calls then play its payment): placed by a
 * web customer of its own, handed over to the provider, and its total read back as its owner.
 */
export const placeOnlineOrder = async (
  calls: Calls,
  found: Found,
  fixture: Fixture,
  method: 'payme' | 'click',
) => {
  const restaurant = needs(found.restaurant, 'restaurant');
  if (!takesPaymentMethod(restaurant.paymentMethods, method))
    throw new Nonconformity('missing', {
      request: `restaurant ${restaurant.id}`,
      problem: `the test restaurant does not take ${method} (--restaurant another)`,
    });
  const customer = webCustomer();
  const body = {
    ...pickupDraft(restaurant, needs(found.menu, 'menu'), fixture, method),
    language: ENGLISH,
  };
  const placed = await calls.call('main', createOrderCall, { body, as: customer });
  if (!placed.paymentUrl)
    throw calls.wrong(
      await calls.send('main', createOrderCall, { body, as: customer }),
      `no paymentUrl for an order paid with ${method}`,
    );
  const query = { Language: ENGLISH, orderId: placed.orderId };
  const read = await calls.call('main', orderCall, { query, as: customer });
  if (read.view !== 'owner')
    throw calls.wrong(
      await calls.send('main', orderCall, { query, as: customer }),
      `view "${read.view}" for the order's own customer`,
    );
  return { orderId: placed.orderId, total: read.order.total };
};
