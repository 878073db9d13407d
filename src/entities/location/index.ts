export { createFindPlaceFx, type FoundPlace } from './find-place';
export {
  $addresses,
  $deliveryType,
  $hasLocation,
  $location,
  DELIVERY_TYPES,
  DeliveryTypeSchema,
  EMPTY_LOCATION,
  STORAGE_KEYS,
  SavedAddressSchema,
  SavedLocationSchema,
  addressRemoved,
  addressRenamed,
  locationReset,
  type DeliveryType,
  type SavedAddress,
  type SavedLocation,
} from './model';
