import { combine, createEvent, createStore, sample } from 'effector';
import { $announcedExtensions } from '../../entities/backend';
import { $isMessengerMode } from '../../entities/customer';
import { $location } from '../../entities/location';
import { activeRestaurants } from '../../entities/restaurant';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { restaurantsListCall, type Restaurant } from '@pizza-order-app/contract/main-api';
import { paymentMethodsOffered, type PaymentMethod } from '@pizza-order-app/contract/payments';
import { $language } from '../../shared/i18n/model';
import { connectionRestored, followRequestsOf } from '../../shared/lib/network/model';
import { CheckoutGate } from './checkout-gate';
import { $checkoutMenu } from './checkout-menu-model';

/** The chain's restaurants, read for checkout: what the order's restaurant takes and its region. */
export const readRestaurantsFx = attachApi((api, language: Language) =>
  api.main(restaurantsListCall, { query: {} }, language),
);
// Offline, the service worker answers this read from its keep.
followRequestsOf(readRestaurantsFx, { keptByWorker: true });

/** The customer asks again after the read failed. */
export const paymentMethodsRetried = createEvent();

/** The active restaurants as last read; null until the first answer. */
export const $restaurants = createStore<readonly Restaurant[] | null>(null).on(
  readRestaurantsFx.doneData,
  (_, { restaurants }) => activeRestaurants(restaurants),
);
/** The last read failed: without an earlier answer, checkout cannot say how to pay. */
const $readFailed = createStore(false)
  .on(readRestaurantsFx.failData, () => true)
  .reset(readRestaurantsFx);

/** The restaurant checkout's menu is of, which the order goes to; null before the menu. */
export const $checkoutRestaurantId = $checkoutMenu.map((menu) => menu?.restId ?? null);

/** The order's restaurant is known: the list is read and the menu names its restaurant. */
const $restaurantKnown = combine(
  $restaurants,
  $checkoutRestaurantId,
  (restaurants, id) => restaurants !== null && id !== null,
);
/** The order's restaurant as the list has it; null while unknown or when the list lacks it. */
export const $checkoutRestaurant = combine(
  $restaurants,
  $checkoutRestaurantId,
  (restaurants, id) => restaurants?.find((restaurant) => restaurant.id === id) ?? null,
);

/**
 * The methods checkout offers: those of the app's channel the restaurant takes (a restaurant
 * missing from the list, or naming none, takes cash only) and the backend announces (an online
 * one's extension); null while the restaurant is unknown.
 */
export const $methodsOnOffer = combine(
  $restaurantKnown,
  $checkoutRestaurant,
  $isMessengerMode,
  $announcedExtensions,
  (known, restaurant, viaMessenger, extensions): readonly PaymentMethod[] | null =>
    known
      ? paymentMethodsOffered(
          viaMessenger ? 'telegram' : 'web',
          restaurant?.paymentMethods,
          extensions,
        )
      : null,
);

/** The methods could not be read and none are known: the payment group says so, with a retry. */
export const $paymentMethodsFailed = combine(
  $readFailed,
  $methodsOnOffer,
  (failed, methods) => failed && methods === null,
);

/** The order's region: its restaurant's, or the stored location's while the list lacks it. */
export const $checkoutRegionId = combine(
  $checkoutRestaurant,
  $location,
  (restaurant, location) => restaurant?.regionId ?? location.RegionId,
);

const askedAgain = sample({
  clock: [paymentMethodsRetried, connectionRestored],
  filter: combine(CheckoutGate.status, $paymentMethodsFailed, (open, failed) => open && failed),
});
// Read afresh each time checkout opens (a restaurant may have stopped taking a method since),
// and after a failure again when the customer asks or the network returns.
sample({ clock: [CheckoutGate.open, askedAgain], source: $language, target: readRestaurantsFx });
