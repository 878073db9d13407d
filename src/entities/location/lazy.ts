export { AddressSearch } from './address-search';
export {
  applyLocationChange,
  deliveryTypeChosen,
  locationChosen,
  type LocationChange,
} from './apply-location';
export { formatDoor, pickDoor } from './door';
export { createFindPlaceFx, createSuggestStreetsFx, type FoundPlace } from './find-place';
export { splitApartment, splitHouse, withHouse } from './house-number';
export { withAddressSaved } from './saved-address';
export { SavedAddressRow } from './saved-address-row';
