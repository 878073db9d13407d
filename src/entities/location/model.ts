import { combine, createEvent, createStore, sample } from 'effector';
import * as v from 'valibot';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { usablePoint } from '@pizza-order-app/contract/lib/geo/point';
import { SavedAddressSchema, type SavedAddress } from '@pizza-order-app/contract/saved-address';

/** docs/product.md §3 localStorage keys of the location slice. */
export const STORAGE_KEYS = {
  location: 'location',
  addresses: 'addresses',
  delivery: 'delivery',
} as const;

/** docs/product.md §3 saved location (field names as stored under the `location` key). */
export const SavedLocationSchema = v.object({
  RestaurantId: v.number(),
  RegionId: v.number(),
  Longitude: v.number(),
  Latitude: v.number(),
});
export type SavedLocation = v.InferOutput<typeof SavedLocationSchema>;

export { SavedAddressSchema, type SavedAddress };

/** docs/product.md §3/§4 delivery options: delivery = 0, self-delivery (pickup) = 200. */
export const DELIVERY_TYPES = { delivery: 0, pickup: 200 } as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[keyof typeof DELIVERY_TYPES];
export const DeliveryTypeSchema = v.picklist([DELIVERY_TYPES.delivery, DELIVERY_TYPES.pickup]);

export const EMPTY_LOCATION: SavedLocation = {
  RestaurantId: 0,
  RegionId: 0,
  Longitude: 0,
  Latitude: 0,
};

/** A location counts (and is saved) only with a usable point. */
export const isLocationSet = ({
  Latitude,
  Longitude,
}: Pick<SavedLocation, 'Latitude' | 'Longitude'>) => usablePoint(Longitude, Latitude) !== null;

const sameCoordinates = (address: SavedAddress, location: SavedLocation) =>
  address.coordinates[0] === location.Longitude && address.coordinates[1] === location.Latitude;

export const locationReset = createEvent();
export const addressRemoved = createEvent<string>();
export const addressRenamed = createEvent<{ id: string; title: string }>();

/** Changed by the rule in apply-location.ts (which the screens that choose a place load). */
export const $location = createStore<SavedLocation>(EMPTY_LOCATION).reset(locationReset);
export const $hasLocation = $location.map(isLocationSet);
/** Added to by the confirmation of an address (saved-address.ts), with docs/product.md §4's rule. */
export const $addresses = createStore<readonly SavedAddress[]>([]);
/** Changed only by the rule in apply-location.ts, with the location. */
export const $deliveryType = createStore<DeliveryType>(DELIVERY_TYPES.delivery);
/**
 * The saved address the order is delivered to, with the door confirmed for it: the one at the
 * chosen point. None for pickup, nor for a point whose address was never confirmed.
 */
export const $deliveryAddress = combine(
  $addresses,
  $location,
  $deliveryType,
  (addresses, location, deliveryType) =>
    deliveryType === DELIVERY_TYPES.delivery
      ? (addresses.find((address) => sameCoordinates(address, location)) ?? null)
      : null,
);

const removedAddress = sample({
  clock: addressRemoved,
  source: $addresses,
  fn: (addresses, id) => addresses.find((address) => address.id === id) ?? null,
});

sample({
  clock: addressRemoved,
  source: $addresses,
  fn: (addresses, id) => addresses.filter((address) => address.id !== id),
  target: $addresses,
});

sample({
  clock: removedAddress,
  source: $location,
  filter: (location, removed) => removed !== null && sameCoordinates(removed, location),
  target: locationReset,
});

sample({
  clock: addressRenamed,
  source: $addresses,
  fn: (addresses, { id, title }) =>
    addresses.map((address) =>
      address.id === id ? { ...address, title: title.trim() || address.title } : address,
    ),
  target: $addresses,
});

persistChecked({
  store: $location,
  key: STORAGE_KEYS.location,
  schema: SavedLocationSchema,
  pickup: appStarted,
});
persistChecked({
  store: $addresses,
  key: STORAGE_KEYS.addresses,
  schema: v.array(SavedAddressSchema),
  pickup: appStarted,
});
persistChecked({
  store: $deliveryType,
  key: STORAGE_KEYS.delivery,
  schema: DeliveryTypeSchema,
  pickup: appStarted,
});
