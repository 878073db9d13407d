import { createEvent, sample } from 'effector';
import {
  addressSaved,
  deliveryTypeChosen,
  DELIVERY_TYPES,
  locationChosen,
  type SavedAddress,
} from '../../entities/location/model';
import type { Door } from '../../shared/contract/limits';
import { $addressCandidate, type AddressCandidate } from './model';

/*
 * The confirmation step's model comes with the step (address-confirmation.tsx), not with the
 * first screen: the scope the app forked at start takes its units in as they load.
 */

/** What the customer confirmed: the address with their house number, and the door. */
export interface ConfirmedAddress extends Door {
  readonly address: string;
}

/** The customer confirmed the address shown, with its house number and door. */
export const addressConfirmed = createEvent<ConfirmedAddress>();

const confirmed = sample({
  clock: addressConfirmed,
  source: $addressCandidate,
  filter: Boolean,
  fn: (candidate: AddressCandidate, address) => ({ candidate, address }),
});

sample({
  clock: confirmed,
  fn: ({ candidate, address }): SavedAddress => ({
    ...address,
    id: candidate.addressId,
    coordinates: [candidate.point[0], candidate.point[1]],
    title: address.address,
    iconSrc: '/icons/home.svg',
  }),
  target: addressSaved,
});

sample({
  clock: confirmed,
  fn: ({ candidate: { point, restaurant } }) => ({
    RestaurantId: restaurant.id,
    RegionId: restaurant.regionId,
    Longitude: point[0],
    Latitude: point[1],
  }),
  target: locationChosen,
});

sample({ clock: confirmed, fn: () => DELIVERY_TYPES.delivery, target: deliveryTypeChosen });
// Saved: nothing waits for confirmation any more.
$addressCandidate.reset(confirmed);
