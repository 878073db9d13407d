import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { $extensions } from '../../entities/backend';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { $cart, type CartItem } from '../../entities/cart';
import { $customerId, $linkSession, $tgId, readSelfFx } from '../../entities/customer';
import { verifyPhoneFx } from '../../entities/customer/lazy';
import {
  $addresses,
  $deliveryType,
  $location,
  DELIVERY_TYPES,
  type DeliveryType,
  type SavedAddress,
} from '../../entities/location';
import type { Menu, Modifier, Restaurant } from '@pizza-order-app/contract/main-api';
import type { PriceQuote } from '@pizza-order-app/contract/orders-api';
import type { VerifiedPhone } from '@pizza-order-app/contract/telegram-phone';
import { requestContactFx } from '../../shared/telegram/contact';
import { requestWriteAccessFx } from '../../shared/telegram/write-access';
import { toastShown } from '../../shared/ui/toast/model';
import { CheckoutGate } from './checkout-gate';
import { readCheckoutMenuFx, takeShownMenuFx, type MenuRead } from './checkout-menu-model';
import { checkoutFieldChanged } from './form-model';
import { readPriceQuoteFx, type QuoteRead } from './price-quote-model';
import { placeOrderFx, type Placement } from './submission-model';
import { readRestaurantsFx } from './restaurant-model';
import { recordBotMayWriteFx } from './write-access-model';
import { $now } from '../../shared/lib/clock/model';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { settle } from '../../shared/lib/test/settle';

// The checkout's model tests share this one checkout: its cart, place and customer.

const CHEESE: Modifier = {
  id: 7,
  name: 'Cheese',
  isRequired: false,
  isDefault: false,
  price: 9000,
  maxOneDish: 2,
  imageUrl: '',
};
export const CART: CartItem[] = [
  { id: 101, amount: 2, cartProdId: '101', modifiers: [] },
  { id: 102, amount: 1, cartProdId: '102:7x1', modifiers: [{ ...CHEESE, count: 1 }] },
];
export const KEY = 'Ab-_0123456789abcdefXY';
export const CHILANZAR = { RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 };
/** The address confirmed and saved for the point delivered to. */
export const CHILANZAR_HOME: SavedAddress = {
  id: 'home',
  coordinates: [CHILANZAR.Longitude, CHILANZAR.Latitude],
  title: 'Chilanzar, 7',
  address: 'Chilanzar, 7',
  iconSrc: '/icons/home.svg',
};
/** Checkout's clock: 11:00 in Tashkent, an hour after the kitchen opened (testMenu's hours). */
export const NOW = Date.parse('2026-11-23T06:00:00.000Z');
/** A slot on offer at NOW: 12:00 in Tashkent. */
export const OFFERED_SLOT = '2026-11-23T07:00:00.000Z';

/** The menu of Chilanzar's restaurant with the cart's dishes: 141 000 with delivery by its sums. */
export const MENU: Menu = testMenu([
  testProduct({ id: 101, name: 'Margherita', price: 45_000 }),
  testProduct({
    id: 102,
    name: 'Pepperoni',
    price: 30_000,
    modifiers: [CHEESE],
  }),
]);

/** The backend's price of the cart: its offers take the total down to 127 000. */
export const QUOTE: PriceQuote = {
  dishesPrice: 129_000,
  deliveryPrice: 12_000,
  discounts: [{ promotionId: 1, title: 'Pizza −10%', appliesTo: 'dishes', amount: 14_000 }],
  total: 127_000,
  promoCode: null,
  toFreeDelivery: null,
};

/** The menu's restaurant, Chilanzar's; naming no payment methods, it takes every one. */
export const RESTAURANT: Restaurant = {
  id: CHILANZAR.RestaurantId,
  name: 'Chilanzar',
  address: 'Bunyodkor 1',
  regionId: CHILANZAR.RegionId,
  longitude: 69.2,
  latitude: 41.28,
  zone: '69.18 41.26, 69.24 41.26, 69.24 41.30',
  isActive: true,
  phone: '+998 71 200 00 01',
  workingHours: '10:00–03:00',
  districts: [],
  // Named: a restaurant that names none takes cash only.
  paymentMethods: ['cash', 'card', 'payme', 'click', 'telegram'],
};

/** The restaurants read answering with these restaurants. */
export const restaurantsAnswer =
  (...restaurants: Restaurant[]) =>
  () =>
    Promise.resolve({ restaurants });

export const startCheckout = async (
  placeOrder: (placement: Placement) => unknown,
  values: {
    cart?: CartItem[];
    tgId?: number;
    customerId?: number;
    location?: typeof CHILANZAR;
    deliveryType?: DeliveryType;
    /** The saved addresses; by default the one confirmed for the point delivered to. */
    addresses?: SavedAddress[];
    /** What the Telegram user answers when asked to let the bot write (null: no answer). */
    writeAccess?: () => Promise<boolean | null>;
    recordBotMayWrite?: (answer: { orderId: number; allowed: boolean }) => unknown;
    /** What the Telegram client answers when the customer shares their number. */
    sharedContact?: string | null;
    verifyPhone?: (contact: string) => Promise<VerifiedPhone>;
    /** The restaurants read; by default, the menu's restaurant taking every method. */
    readRestaurants?: () => Promise<{ restaurants: Restaurant[] }>;
    /** A read (the restaurants, the price) is one the test answers later: the checkout is not awaited. */
    pendingRead?: boolean;
    /** What the backend announced; by default, as the reference backend, every extension. */
    extensions?: readonly Extension[];
    /** The menu read; by default, MENU. */
    readMenu?: (read: MenuRead) => Promise<Menu>;
    /** The price read; by default, QUOTE. */
    readQuote?: (read: QuoteRead) => Promise<PriceQuote>;
    /** Checkout's clock; by default, NOW. */
    now?: number;
  } = {},
) => {
  // customer/Me answers with the phone the edge verified here, as the edge would.
  let verifiedPhone: string | null = null;
  const verifyPhone = async (contact: string) => {
    const verified = await (values.verifyPhone ?? (() => Promise.reject(new Error('not asked'))))(
      contact,
    );
    verifiedPhone = verified.phone;
    return verified;
  };
  const scope = fork({
    values: [
      [$cart, values.cart ?? CART],
      [$location, values.location ?? CHILANZAR],
      [$addresses, values.addresses ?? [CHILANZAR_HOME]],
      [$deliveryType, values.deliveryType ?? DELIVERY_TYPES.delivery],
      [$tgId, values.tgId ?? 0],
      // A messenger user here is one a signed bot link vouched for.
      [$linkSession, values.tgId ? { tgId: values.tgId, expiresAt: Date.now() + 60_000 } : null],
      [$customerId, values.customerId ?? 0],
      [$extensions, values.extensions ?? EXTENSIONS],
      [$now, values.now ?? NOW],
    ],
    handlers: [
      [placeOrderFx, placeOrder],
      [requestContactFx, () => Promise.resolve(values.sharedContact ?? null)],
      [verifyPhoneFx, verifyPhone],
      [readSelfFx, () => Promise.resolve({ customer: null, verifiedPhone })],
      [requestWriteAccessFx, values.writeAccess ?? (() => Promise.resolve(null))],
      [recordBotMayWriteFx, values.recordBotMayWrite ?? (() => undefined)],
      [readRestaurantsFx, values.readRestaurants ?? restaurantsAnswer(RESTAURANT)],
      [readCheckoutMenuFx, values.readMenu ?? (() => Promise.resolve(MENU))],
      // No screen shows a menu beside these checkouts.
      [takeShownMenuFx, () => undefined],
      [readPriceQuoteFx, values.readQuote ?? (() => Promise.resolve(QUOTE))],
    ],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  const opened = allSettled(CheckoutGate.open, { scope, params: {} });
  // A read left pending (the test answers it) leaves the checkout open while it loads.
  if (!values.pendingRead) await settle(opened);
  return { scope, toasts };
};

export const fillContact = async (scope: Scope) => {
  await settle(
    allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: ' Aziz ' } }),
  );
  await settle(
    allSettled(checkoutFieldChanged, {
      scope,
      params: { field: 'phone', value: '+998 90 123 45 67' },
    }),
  );
};
