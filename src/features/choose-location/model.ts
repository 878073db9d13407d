import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $location,
  addressAdded,
  deliveryTypeChosen,
  DELIVERY_TYPES,
  locationChosen,
} from '../../entities/location/model';
import { findPlace } from '../../entities/location/find-place';
import { mainApi } from '../../shared/api/clients';
import {
  addressCall,
  restaurantsByLocationCall,
  type Restaurant,
} from '../../shared/contract/main-api';
import { $language } from '../../shared/i18n/model';
import type { Language } from '../../shared/config/languages';
import { parseCoordinates, type LngLat } from '../../shared/lib/geo/zone';
import { toastShown } from '../../shared/ui/toast/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { $overlays, overlayClosed, overlayOpened } from '../../shared/lib/overlays/model';

export interface ResolvedPoint {
  readonly point: LngLat;
  readonly address: string;
  /** The restaurant whose zone holds the point; null when none delivers there. */
  readonly restaurant: Restaurant | null;
  /** The id the address gets when it is saved. */
  readonly addressId: string;
}

export type DeliveryPickState =
  'idle' | 'resolving' | 'refused' | 'invalid' | 'not-found' | 'failed';

/** A point for delivery was picked on the map, from a saved address or from the device. */
export const deliveryPointPicked = createEvent<{ longitude: unknown; latitude: unknown }>();
/** A restaurant was picked for pickup. */
export const pickupRestaurantPicked = createEvent<Restaurant>();

/**
 * Spec §7: the address text from tg_address, the serving restaurant from GetByLocation, narrowed to
 * the saved location's region when there is one (0 is "no region": the backend then searches all).
 */
export const resolvePointFx = attach({
  source: { language: $language, location: $location },
  effect: createEffect(
    async ({
      point,
      language,
      regionId,
    }: {
      point: LngLat;
      language: Language;
      regionId: number | undefined;
    }): Promise<ResolvedPoint> => {
      const [longitude, latitude] = point;
      const [{ address }, { restaurants }] = await Promise.all([
        mainApi(addressCall, { query: { latitude, longitude } }, language),
        mainApi(
          restaurantsByLocationCall,
          { query: { latitude, longitude, regionId, orderTypeId: DELIVERY_TYPES.delivery } },
          language,
        ),
      ]);
      const restaurant = restaurants.find((candidate) => candidate.isActive) ?? null;
      return { point, address, restaurant, addressId: crypto.randomUUID() };
    },
  ),
  mapParams: (point: LngLat, { language, location }) => ({
    point,
    language,
    regionId: location.RegionId > 0 ? location.RegionId : undefined,
  }),
});

export const $deliveryPickState = createStore<DeliveryPickState>('idle');
/** The address text of the last picked point, shown while resolving and when refused. */
export const $pickedAddress = createStore<string | null>(null);

const validPoint = sample({
  clock: deliveryPointPicked,
  fn: ({ longitude, latitude }) => parseCoordinates(longitude, latitude),
});

sample({
  clock: validPoint,
  filter: (point): point is LngLat => point !== null && point[0] > 0 && point[1] > 0,
  target: resolvePointFx,
});

sample({
  clock: validPoint,
  filter: (point) => point === null || point[0] <= 0 || point[1] <= 0,
  fn: (): DeliveryPickState => 'invalid',
  target: $deliveryPickState,
});

$deliveryPickState
  .on(resolvePointFx, () => 'resolving')
  .on(resolvePointFx.doneData, (_, { restaurant }) => (restaurant ? 'idle' : 'refused'))
  .on(resolvePointFx.fail, () => 'failed');
$pickedAddress.on(resolvePointFx.doneData, (_, { address }) => address);

const served = sample({
  clock: resolvePointFx.doneData,
  filter: (resolved): resolved is ResolvedPoint & { restaurant: Restaurant } =>
    resolved.restaurant !== null,
});

sample({
  clock: served,
  fn: ({ point, address, addressId }) => ({
    id: addressId,
    coordinates: [point[0], point[1]] as [number, number],
    title: address,
    address,
    iconSrc: '/icons/home.svg',
  }),
  target: addressAdded,
});

sample({
  clock: served,
  fn: ({ point, restaurant }) => ({
    RestaurantId: restaurant.id,
    RegionId: restaurant.regionId,
    Longitude: point[0],
    Latitude: point[1],
  }),
  target: locationChosen,
});

sample({ clock: served, fn: () => DELIVERY_TYPES.delivery, target: deliveryTypeChosen });

sample({
  clock: resolvePointFx.failData,
  fn: (error) => errorToast(error, 'error.fetch-error'),
  target: toastShown,
});

sample({
  clock: pickupRestaurantPicked,
  fn: (restaurant) => ({
    RestaurantId: restaurant.id,
    RegionId: restaurant.regionId,
    Longitude: restaurant.longitude,
    Latitude: restaurant.latitude,
  }),
  target: locationChosen,
});

sample({
  clock: pickupRestaurantPicked,
  fn: () => DELIVERY_TYPES.pickup,
  target: deliveryTypeChosen,
});

/** The device's position, for "use my location"; refused or unavailable positions become a notice. */
export const locateVisitorFx = createEffect(
  () =>
    new Promise<{ longitude: number; latitude: number }>((resolve, reject) => {
      if (!('geolocation' in navigator)) return reject(new Error('geolocation unavailable'));
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ longitude: coords.longitude, latitude: coords.latitude }),
        reject,
        { enableHighAccuracy: true, timeout: 10_000 },
      );
    }),
);

sample({ clock: locateVisitorFx.doneData, target: deliveryPointPicked });
sample({
  clock: locateVisitorFx.fail,
  fn: (): DeliveryPickState => 'failed',
  target: $deliveryPickState,
});

/** The visitor typed an address and asked to find it. */
export const addressSearched = createEvent<string>();

export const searchAddressFx = attach({
  source: $language,
  effect: createEffect(({ text, language }: { text: string; language: Language }) =>
    findPlace(text, language),
  ),
  mapParams: (text: string, language) => ({ text, language }),
});

sample({
  clock: addressSearched,
  filter: (text) => text.trim().length > 0,
  fn: (text) => text.trim(),
  target: searchAddressFx,
});
sample({
  clock: searchAddressFx.doneData,
  filter: (place): place is { longitude: number; latitude: number } => place !== null,
  target: deliveryPointPicked,
});
$deliveryPickState
  .on(searchAddressFx, () => 'resolving')
  .on(searchAddressFx.doneData, (state, place) => (place ? state : 'not-found'))
  .on(searchAddressFx.fail, () => 'failed');

const LOCATION_DIALOG = 'location';

/** "Change" on the summary opens the picker in a dialog; a new choice there closes it. */
export const locationChangeOpened = createEvent();
export const locationChangeClosed = createEvent();

export const $isChangingLocation = $overlays.map((overlays) =>
  overlays.some(({ name }) => name === LOCATION_DIALOG),
);

sample({
  clock: locationChangeOpened,
  fn: () => ({ name: LOCATION_DIALOG }),
  target: overlayOpened,
});
sample({
  clock: [locationChangeClosed, $location.updates],
  fn: () => LOCATION_DIALOG,
  target: overlayClosed,
});

/** A place was just chosen: the summary that shows it takes the focus, not the top of the page. */
export const chosenPlaceFocused = createEvent();

export const $focusChosenPlace = createStore(false)
  .on([served, pickupRestaurantPicked], () => true)
  .reset(chosenPlaceFocused);
