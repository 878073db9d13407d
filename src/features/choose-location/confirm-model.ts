import { createEvent, sample } from 'effector';
import {
  $addresses,
  deliveryTypeChosen,
  DELIVERY_TYPES,
  locationChosen,
} from '../../entities/location/model';
import { withAddressSaved } from '../../entities/location/saved-address';
import type { Door } from '../../shared/contract/door';
import { $addressCandidate, $focusChosenPlace, type AddressCandidate } from './model';

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
// The place is chosen: the summary that shows it takes the focus.
sample({ clock: confirmed, fn: () => true, target: $focusChosenPlace });
// Saved: nothing waits for confirmation any more.
$addressCandidate.reset(confirmed);
