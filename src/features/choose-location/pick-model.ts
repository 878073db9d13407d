import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $cart, linesReplaced, priceCart, type CartItem } from '../../entities/cart';
import {
  $addresses,
  $deliveryType,
  $location,
  DELIVERY_TYPES,
  type DeliveryType,
  type SavedAddress,
} from '../../entities/location';
import {
  createFindPlaceFx,
  locationChosen,
  splitApartment,
  withAddressSaved,
  type FoundPlace,
  type LocationChange,
} from '../../entities/location/lazy';
import { $api, requireApi, type Api } from '../../shared/api/model';
import { shopCall, type Restaurant } from '@pizza-order-app/contract/main-api';
import { addressCall, restaurantsByLocationCall } from '@pizza-order-app/contract/place-api';
import { $language } from '../../shared/i18n/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import type { Door } from '@pizza-order-app/contract/door';
import { usablePoint, type LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { createTurns } from '../../shared/lib/turns';
import { toastShown } from '../../shared/ui/toast/model';
import { readErrorToast } from '../../shared/ui/toast/error-toast';
import { requestTelegramLocationFx } from '../../shared/telegram/location';
import { $focusChosenPlace, locationChangeLeft } from './model';

/*
 * Picking a place: a point for delivery, its address confirmed, or a restaurant for pickup. It
 * comes with the picker, on demand; the scope the app forked at start takes its units as they load.
 */

/** A point and its address, checked against the delivery zones. */
export interface ResolvedPoint {
  readonly point: LngLat;
  /** As found ("улица Навои, 15"), as saved, or named by reverse geocoding for a tapped point. */
  readonly address: string;
  /** The restaurant whose zone holds the point; null when none delivers there. */
  readonly restaurant: Restaurant | null;
  /** The id the address gets (or keeps) when it is saved. */
  readonly addressId: string;
  /** The saved address this pick came from, confirmed when it was saved: chosen at once. */
  readonly saved: SavedAddress | null;
  /** The door typed with a searched address ("Навои 15 кв 12"), where a new one starts. */
  readonly typedDoor: Door;
}

/** A served point whose address waits for the customer's confirmation. */
export type AddressCandidate = ResolvedPoint & { readonly restaurant: Restaurant };

/** What the customer confirmed: the address with their house number, and the door. */
export interface ConfirmedAddress extends Door {
  readonly address: string;
}

export type DeliveryPickState =
  'idle' | 'resolving' | 'refused' | 'invalid' | 'not-found' | 'failed' | 'location-denied';

/** The customer (or the device's settings) did not let the app use their location. */
class LocationDenied extends Error {}

/** The browser's geolocation, where Telegram's location manager cannot answer. */
const browserPosition = () =>
  new Promise<{ longitude: number; latitude: number }>((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('geolocation unavailable'));
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ longitude: coords.longitude, latitude: coords.latitude }),
      (error) =>
        reject(
          error.code === error.PERMISSION_DENIED ? new LocationDenied() : new Error(error.message),
        ),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  });

/**
 * A point for delivery was picked: tapped on the map, found by a search or on the device, or a
 * saved address picked again. A found or saved point comes with its address, which stays as it is.
 */
export const deliveryPointPicked = createEvent<{
  longitude: unknown;
  latitude: unknown;
  address?: string;
  saved?: SavedAddress;
  typedDoor?: Door;
}>();
/** The visitor asked for their device's position. */
export const myLocationRequested = createEvent();
/** The visitor typed an address and asked to find it. */
export const addressSearched = createEvent<string>();
/** A restaurant was picked for pickup. */
export const pickupRestaurantPicked = createEvent<Restaurant>();
/** The customer confirmed the address shown, with its house number and door. */
export const addressConfirmed = createEvent<ConfirmedAddress>();
/** The customer set the address shown aside, to pick another. */
export const candidateDismissed = createEvent();
/**
 * A screen that hands a point to the confirmation outside the picker (the delivery map): arriving
 * and leaving forget a pick left unconfirmed, so neither screen meets the other's.
 */
export const PlacePickGate = createGate();
sample({ clock: [PlacePickGate.open, PlacePickGate.close], target: candidateDismissed });

/** A place picked, before it is applied: the restaurant it belongs to and the change. */
export interface PlaceSwitch {
  readonly restaurant: Restaurant;
  readonly change: LocationChange & { readonly RestaurantId: number };
}

/** A cart line the new place cannot cook now; its name from that menu, if it lists the dish. */
export interface DroppedLine {
  readonly cartProdId: string;
  readonly productId: number;
  readonly name: string | null;
}

/** A switch checked against the new place's menu: the lines it would drop, maybe none. */
export interface CheckedSwitch extends PlaceSwitch {
  readonly dropped: readonly DroppedLine[];
}

/** The customer agreed to the switch and to the dishes it drops. */
export const placeSwitchConfirmed = createEvent();
/** The customer kept the place they had (and every dish). */
export const placeSwitchKept = createEvent();
const placeSwitchAsked = createEvent<PlaceSwitch>();
const switchChecked = createEvent<CheckedSwitch>();
/** A switch that would drop dishes, waiting for the customer's answer. */
export const $placeSwitch = createStore<CheckedSwitch | null>(null);

/**
 * The lines of the cart the place's menu cannot take now, by the cart's own rule (priceCart: off
 * that menu, or on its stop list).
 */
export const linesDroppedBy = (
  cart: readonly CartItem[],
  menu: Parameters<typeof priceCart>[1],
): DroppedLine[] =>
  priceCart(cart, menu, false).lines.flatMap(({ item, product, availability }) =>
    availability === null
      ? []
      : [{ cartProdId: item.cartProdId, productId: item.id, name: product?.name ?? null }],
  );

const searchStarted = sample({
  clock: addressSearched,
  filter: (text) => text.trim().length > 0,
  fn: (text) => splitApartment(text),
});

// Every pick is a turn: the answers to an earlier one (a slow search, then a tap) are dropped.
const { $turn, newest } = createTurns([
  deliveryPointPicked,
  myLocationRequested,
  searchStarted,
  pickupRestaurantPicked,
  candidateDismissed,
  locationChangeLeft,
]);

interface PointToResolve {
  readonly point: LngLat;
  readonly turn: number;
  /** Known already (found, or saved): no reverse geocoding renames it. */
  readonly address: string | null;
  readonly saved: SavedAddress | null;
  readonly typedDoor: Door;
}

/**
 * docs/product.md §7: the serving restaurant from GetByLocation, asked with the saved location's region (0
 * while none is saved: the backend then searches all) for delivery, whatever the current order
 * type (the delivery map hands a point over while pickup is chosen). Only a tapped point or the
 * device's position is named by tg_address: a found or saved address keeps its own house number.
 */
export const resolvePointFx = attach({
  source: { api: $api, language: $language, location: $location },
  effect: createEffect(
    async ({
      api,
      point,
      address,
      saved,
      typedDoor,
      language,
      regionId,
      orderTypeId,
    }: PointToResolve & {
      api: Api | null;
      language: Language;
      regionId: number;
      orderTypeId: DeliveryType;
    }): Promise<ResolvedPoint> => {
      const [longitude, latitude] = point;
      const { main } = requireApi(api);
      const [named, { restaurants }] = await Promise.all([
        address ??
          main(addressCall, { query: { latitude, longitude } }, language).then(
            (answer) => answer.address,
          ),
        main(
          restaurantsByLocationCall,
          { query: { latitude, longitude, regionId, orderTypeId } },
          language,
        ),
      ]);
      const restaurant = restaurants.find((candidate) => candidate.isActive) ?? null;
      return {
        point,
        address: named,
        restaurant,
        addressId: saved?.id ?? crypto.randomUUID(),
        saved,
        typedDoor,
      };
    },
  ),
  mapParams: (request: PointToResolve, { api, language, location }) => ({
    ...request,
    api,
    language,
    regionId: location.RegionId,
    orderTypeId: DELIVERY_TYPES.delivery,
  }),
});

/** The new place's menu (docs/product.md §7 shop), read to tell which lines it would drop. */
export const checkPlaceSwitchFx = attach({
  source: { api: $api, language: $language, cart: $cart },
  effect: createEffect(
    async ({
      api,
      language,
      cart,
      ...asked
    }: PlaceSwitch & {
      turn: number;
      api: Api | null;
      language: Language;
      cart: readonly CartItem[];
    }): Promise<CheckedSwitch> => {
      const { change } = asked;
      const menu = await requireApi(api).main(
        shopCall,
        {
          query: {
            RestaurantId: change.RestaurantId,
            RegionId: change.RegionId,
            Longitude: change.Longitude ?? 0,
            Latitude: change.Latitude ?? 0,
            OrderTypeId: change.deliveryType ?? DELIVERY_TYPES.delivery,
          },
        },
        language,
      );
      return {
        restaurant: asked.restaurant,
        change,
        dropped: linesDroppedBy(cart, menu),
      };
    },
  ),
  mapParams: (asked: PlaceSwitch & { turn: number }, source) => ({ ...asked, ...source }),
});

/**
 * The device's position, for "use my location": through Telegram's location manager where the
 * client has one, the browser's geolocation elsewhere. Refused or unavailable positions become a
 * notice; the point itself then follows the usual rules (zones, coordinates above 0).
 */
export const locateVisitorFx = createEffect(
  // The turn rides along only to tell whether the answer is still wanted.
  async (_: { turn: number }) => {
    const telegram = await requestTelegramLocationFx();
    if (telegram === null) return browserPosition();
    if ('point' in telegram) return telegram.point;
    throw telegram.refused === 'denied'
      ? new LocationDenied()
      : new Error('Telegram has no location for this device');
  },
);

export const searchAddressFx = createFindPlaceFx();

export const $deliveryPickState = createStore<DeliveryPickState>('idle');
/** The address text of the last picked point, shown when refused. */
export const $pickedAddress = createStore<string | null>(null);
/** The served address the customer is asked to confirm; nothing is saved before they do. */
export const $addressCandidate = createStore<AddressCandidate | null>(null);

sample({
  clock: myLocationRequested,
  source: $turn,
  fn: (turn) => ({ turn }),
  target: locateVisitorFx,
});
/** The door typed with the address being searched for; the place found takes it along. */
const $searchedDoor = createStore<Door>({}).on(searchStarted, (_, { apartment }) =>
  apartment ? { apartment } : {},
);
sample({
  clock: searchStarted,
  source: $turn,
  fn: (turn, { address }) => ({ text: address, turn }),
  target: searchAddressFx,
});
// Still the newest pick: the position or the found place is picked in its stead.
sample({
  clock: newest(locateVisitorFx.done).map(({ result }) => result),
  target: deliveryPointPicked,
});
const searched = newest(searchAddressFx.done).map(({ result }) => result);
sample({
  clock: searched.filter({ fn: (place): place is FoundPlace => place !== null }),
  source: $searchedDoor,
  fn: (typedDoor, place) => ({ ...place, typedDoor }),
  target: deliveryPointPicked,
});

const picked = sample({
  clock: deliveryPointPicked,
  source: $turn,
  fn: (turn, { longitude, latitude, address, saved, typedDoor }) => ({
    point: usablePoint(longitude, latitude),
    turn,
    address: address ?? saved?.address ?? null,
    saved: saved ?? null,
    typedDoor: typedDoor ?? {},
  }),
});
sample({
  clock: picked,
  filter: (request): request is PointToResolve => request.point !== null,
  target: resolvePointFx,
});
sample({
  clock: picked,
  filter: ({ point }) => point === null,
  fn: (): DeliveryPickState => 'invalid',
  target: $deliveryPickState,
});

const resolved = newest(resolvePointFx.done).map(({ result }) => result);
const resolveFailed = newest(resolvePointFx.fail);

$deliveryPickState
  .reset($turn)
  .on([resolvePointFx, searchAddressFx], () => 'resolving')
  .on(resolved, (_, { restaurant }) => (restaurant ? 'idle' : 'refused'))
  .on(searched, (state, place) => (place ? state : 'not-found'))
  .on([resolveFailed, newest(searchAddressFx.fail)], () => 'failed')
  .on(newest(locateVisitorFx.fail), (_, { error }) =>
    error instanceof LocationDenied ? 'location-denied' : 'failed',
  );
$pickedAddress.on(resolved, (_, { address }) => address);
const served = resolved.filter({
  fn: (point): point is AddressCandidate => point.restaurant !== null,
});
// A saved address was confirmed when it was saved, its house and door with it: picked again, it
// is chosen at once, and the place's summary shows it with a way to change it.
const savedServed = served.filter({ fn: ({ saved }) => saved !== null });
$addressCandidate
  .on(served.filter({ fn: ({ saved }) => saved === null }), (_, candidate) => candidate)
  .reset($turn);

sample({
  clock: resolveFailed,
  fn: ({ error }) => readErrorToast(error),
  target: toastShown,
});

sample({
  clock: pickupRestaurantPicked,
  fn: (restaurant): PlaceSwitch => ({
    restaurant,
    change: {
      RestaurantId: restaurant.id,
      RegionId: restaurant.regionId,
      Longitude: restaurant.longitude,
      Latitude: restaurant.latitude,
      deliveryType: DELIVERY_TYPES.pickup,
    },
  }),
  target: placeSwitchAsked,
});

const confirmed = sample({
  clock: addressConfirmed,
  source: $addressCandidate,
  filter: Boolean,
  fn: (candidate: AddressCandidate, address) => ({ candidate, address }),
});

sample({
  clock: confirmed,
  source: $addresses,
  fn: (addresses, { candidate, address }) =>
    withAddressSaved(addresses, {
      ...address,
      id: candidate.addressId,
      coordinates: [candidate.point[0], candidate.point[1]],
      title: address.address,
      iconSrc: '/icons/home.svg',
    }),
  target: $addresses,
});

/** Delivery to a served point, by the restaurant whose zone holds it. */
const deliveryTo = ({ point, restaurant }: AddressCandidate): PlaceSwitch => ({
  restaurant,
  change: {
    RestaurantId: restaurant.id,
    RegionId: restaurant.regionId,
    Longitude: point[0],
    Latitude: point[1],
    deliveryType: DELIVERY_TYPES.delivery,
  },
});
sample({
  clock: [confirmed.map(({ candidate }) => candidate), savedServed],
  fn: deliveryTo,
  target: placeSwitchAsked,
});

// Another restaurant with dishes in the cart: its menu says first what it cannot cook.
const weighed = sample({
  clock: placeSwitchAsked,
  source: { cart: $cart, location: $location, deliveryType: $deliveryType, turn: $turn },
  fn: ({ cart, location, deliveryType, turn }, asked) => ({
    asked: { ...asked, turn },
    samePlace:
      cart.length === 0 ||
      (asked.change.RestaurantId === location.RestaurantId &&
        asked.change.deliveryType === deliveryType),
  }),
});
sample({
  clock: weighed,
  filter: ({ samePlace }) => samePlace,
  fn: ({ asked: { restaurant, change } }): CheckedSwitch => ({ restaurant, change, dropped: [] }),
  target: switchChecked,
});
sample({
  clock: weighed,
  filter: ({ samePlace }) => !samePlace,
  fn: ({ asked }) => asked,
  target: checkPlaceSwitchFx,
});
sample({
  clock: newest(checkPlaceSwitchFx.done),
  fn: ({ result }) => result,
  target: switchChecked,
});
// Its menu did not come: the switch goes on, and the cart flags there what cannot be ordered.
sample({
  clock: newest(checkPlaceSwitchFx.fail),
  fn: ({ params: { restaurant, change } }): CheckedSwitch => ({ restaurant, change, dropped: [] }),
  target: switchChecked,
});

$placeSwitch
  .on(switchChecked.filter({ fn: ({ dropped }) => dropped.length > 0 }), (_, checked) => checked)
  .reset($turn, placeSwitchKept);
const switched = sample({
  clock: [
    switchChecked.filter({ fn: ({ dropped }) => dropped.length === 0 }),
    sample({ clock: placeSwitchConfirmed, source: $placeSwitch, filter: Boolean }),
  ],
});
// Confirmed: what the new place cannot cook leaves the cart, as the customer was told.
sample({
  clock: switched,
  source: $cart,
  filter: (_, { dropped }) => dropped.length > 0,
  fn: (cart, { dropped }) =>
    cart.filter(({ cartProdId }) => !dropped.some((line) => line.cartProdId === cartProdId)),
  target: linesReplaced,
});
sample({ clock: switched, fn: ({ change }) => change, target: locationChosen });
$placeSwitch.reset(switched);
// The place is chosen: the summary that shows it takes the focus.
sample({ clock: switched, fn: () => true, target: $focusChosenPlace });
// Saved: nothing waits for confirmation any more.
$addressCandidate.reset(confirmed);
