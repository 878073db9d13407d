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
export { SavedAddressList } from './saved-address-list';
export { SavedAddressRow } from './saved-address-row';
export {
  createStreetSearch,
  SUGGEST_DEBOUNCE_MS,
  type ChosenStreet,
  type StreetSearchModel,
} from './street-search-model';
export { StreetSearch } from './street-search';
