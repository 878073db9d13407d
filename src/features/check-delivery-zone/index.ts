export {
  $checkedPlace,
  $checkedPoint,
  $zoneCheckState,
  DeliveryMapGate,
  addressTyped,
  findCheckedPlaceFx,
  pointClicked,
  type CheckedPlace,
} from './model';
