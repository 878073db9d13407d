export {
  $checkedPlace,
  $checkedPoint,
  $zoneCheckState,
  DeliveryMapGate,
  addressTyped,
  findCheckedPlaceFx,
  pointClicked,
  savedAddressChosen,
  zoneStreetSearch,
  type CheckedPlace,
} from './model';
