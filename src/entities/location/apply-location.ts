import { createEvent, sample } from 'effector';
import {
  $deliveryType,
  $location,
  EMPTY_LOCATION,
  isLocationSet,
  type DeliveryType,
  type SavedLocation,
} from './model';

/*
 * Applying a new location: a pick, a saved address, a switch between delivery and pickup, a bot
 * or deep link. Loaded with the screens and the entry that apply one, not with the first screen.
 */

/** Where the order goes or is collected from, and how: what a new location is applied to. */
export interface Place {
  readonly location: SavedLocation;
  readonly deliveryType: DeliveryType;
}

/** A new location, whole (a pick, a saved address) or in part (a bot or deep link, a switch). */
export type LocationChange = Partial<SavedLocation> & { readonly deliveryType?: DeliveryType };

/**
 * The one rule for applying a new location, wherever it comes from. A chosen place (one with its
 * restaurant) belongs to its kind and its region: another order type drops the place of the other
 * kind (pickup the home address, delivery the restaurant), another region drops the place in the
 * old one. A bare point (a bot link's, no restaurant yet) stays: the backend names the restaurant
 * for it. A new point drops the restaurant unless it comes with it. docs/product.md §5: a change with a point
 * that is not above 0 on both coordinates changes nothing.
 */
export const applyLocationChange = (
  { location, deliveryType }: Place,
  { deliveryType: type = deliveryType, ...change }: LocationChange,
): Place => {
  const { Longitude, Latitude, RestaurantId, RegionId = location.RegionId } = change;
  const hasPoint = Longitude !== undefined || Latitude !== undefined;
  if (hasPoint && !isLocationSet({ Longitude: Longitude ?? 0, Latitude: Latitude ?? 0 }))
    return { location, deliveryType };
  const moved =
    location.RestaurantId > 0 &&
    (type !== deliveryType || (location.RegionId > 0 && RegionId !== location.RegionId));
  const kept = moved ? EMPTY_LOCATION : location;
  return {
    deliveryType: type,
    location: {
      RestaurantId: RestaurantId ?? (hasPoint ? 0 : kept.RestaurantId),
      RegionId,
      Longitude: Longitude ?? kept.Longitude,
      Latitude: Latitude ?? kept.Latitude,
    },
  };
};

/** A location was chosen or handed over: applied by the rule above. */
export const locationChosen = createEvent<LocationChange>();
/** The customer switched between delivery and pickup. */
export const deliveryTypeChosen = createEvent<DeliveryType>();

sample({
  clock: deliveryTypeChosen,
  source: $deliveryType,
  filter: (current, type) => type !== current,
  fn: (_, type) => ({ deliveryType: type }),
  target: locationChosen,
});

const applied = sample({
  clock: locationChosen,
  source: { location: $location, deliveryType: $deliveryType },
  fn: applyLocationChange,
});
sample({ clock: applied, fn: ({ location }) => location, target: $location });
sample({ clock: applied, fn: ({ deliveryType }) => deliveryType, target: $deliveryType });
