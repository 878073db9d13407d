import { combine, createEvent, createStore, sample } from 'effector';
import { $offersCompositeDishes } from '../../entities/backend';
import { $cart, priceCart } from '../../entities/cart';
import { $deliveryType, $hasLocation, $location, DELIVERY_TYPES } from '../../entities/location';
import { menuParams, offeredMenu } from '../../entities/menu/lazy';
import { attachApi } from '../../shared/api/model';
import { queryKey } from '../../shared/api/use-api-query';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { asapOffer, buildTimeSlots } from '@pizza-order-app/contract/lib/time-slots';
import { shopCall, type Menu } from '@pizza-order-app/contract/main-api';
import { unstable_serialize } from 'swr';
import { $language } from '../../shared/i18n/model';
import { $now } from '../../shared/lib/clock/model';
import { connectionRestored, followRequestsOf } from '../../shared/lib/network/model';
import { CheckoutGate } from './checkout-gate';

/** The shop read checkout decides with: the place's menu in the customer's language. */
export interface MenuRead {
  readonly params: ReturnType<typeof menuParams>;
  readonly language: Language;
}

/** The read's key in the scope's read cache: the one a screen's `useMenu` reads it by. */
const readKey = ({ params, language }: MenuRead) => queryKey('main', shopCall, params, language);

/**
 * The menu of the chosen place (docs/product.md §7 shop), read through the scope's read cache: a
 * screen's read of the same menu on its way (the place summary's) answers this one too, and tells
 * a failure as screens do (one toast); checkout's own reads again say it on the page.
 */
export const readCheckoutMenuFx = attachApi(
  (api, read: MenuRead) =>
    api.reads.join(readKey(read), () =>
      api.main(shopCall, read.params, read.language),
    ) as Promise<Menu>,
);
// Offline, the service worker answers this read from its keep.
followRequestsOf(readCheckoutMenuFx, { keptByWorker: true });

/**
 * The menu a screen of the scope already shows for the place (the menu the customer came from),
 * from the screens' cache: checkout shows it at once while it reads the menu afresh, as a screen
 * would. Undefined when no screen read it.
 */
export const takeShownMenuFx = attachApi(
  (api, read: MenuRead) =>
    api.reads.config.provider().get(unstable_serialize(readKey(read)))?.data as Menu | undefined,
);

/** The customer asks again after the read failed. */
export const checkoutMenuRetried = createEvent();
/** What checkout knows of the menu may be out of date (the backend refused an order). */
export const checkoutMenuOutdated = createEvent();

const $menuRead = combine(
  $location,
  $deliveryType,
  $language,
  (location, deliveryType, language): MenuRead => ({
    params: menuParams(location, deliveryType),
    language,
  }),
);
/** The place the menu is of: an answer for another place never decides this one's order. */
const placeOf = ({ params }: MenuRead) => JSON.stringify(params.query);
const $place = $menuRead.map(placeOf);

/** The last menu read for the place, whatever the language; null until one is. */
const $answer = createStore<{ readonly place: string; readonly menu: Menu } | null>(null);
sample({
  clock: readCheckoutMenuFx.done,
  source: $place,
  filter: (place, { params }) => placeOf(params) === place,
  fn: (place, { result }) => ({ place, menu: result }),
  target: $answer,
});
// A menu a screen shows stands in only until checkout has one of its own for the place.
sample({
  clock: takeShownMenuFx.done,
  source: { place: $place, answer: $answer },
  filter: ({ place, answer }, { params, result }) =>
    result !== undefined && placeOf(params) === place && answer?.place !== place,
  fn: ({ place }, { result }) => ({ place, menu: result as Menu }),
  target: $answer,
});

/**
 * The menu checkout decides with: the place's, without the composite dishes a backend that has
 * not announced them could not take (offeredMenu); null until it is read.
 */
export const $checkoutMenu = combine(
  $answer,
  $place,
  $offersCompositeDishes,
  (answer, place, offersCompositeDishes) =>
    answer?.place === place ? offeredMenu(answer.menu, offersCompositeDishes) : null,
);

/** The last read failed and no menu is at hand: checkout says so, with a retry. */
export const $checkoutMenuFailed = createStore(false)
  .on(readCheckoutMenuFx.fail, () => true)
  .reset(readCheckoutMenuFx);
const $menuMissing = combine(
  $checkoutMenuFailed,
  $checkoutMenu,
  (failed, menu) => failed && menu === null,
);

// Read when checkout opens, when its place changes, when it may be out of date, and after a
// failure again when the customer asks or the network returns; never without a place (§5).
const $reading = combine(CheckoutGate.status, $hasLocation, (open, located) => open && located);
sample({
  clock: [
    CheckoutGate.open,
    $place.updates,
    $language.updates,
    checkoutMenuOutdated,
    checkoutMenuRetried,
    sample({ clock: connectionRestored, filter: $menuMissing }),
  ],
  source: $menuRead,
  filter: $reading,
  target: [takeShownMenuFx, readCheckoutMenuFx],
});

/** The cart against the menu: what can be ordered, what cannot, the cart's own sums. */
export const $pricedCart = combine(
  $cart,
  $checkoutMenu,
  $deliveryType,
  (cart, menu, deliveryType) =>
    menu && priceCart(cart, menu, deliveryType === DELIVERY_TYPES.delivery),
);

/**
 * The times on offer now (docs/product.md §4): the slots, and what "as soon as possible" means
 * (asapOffer); null until the menu is read.
 */
export const $timesOnOffer = combine($checkoutMenu, $now, (menu, nowMs) => {
  if (!menu) return null;
  const now = new Date(nowMs);
  return { slots: buildTimeSlots(menu, now), asap: asapOffer(menu, now) };
});
