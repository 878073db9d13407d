export {
  $checkedPoint,
  $zoneCheckState,
  DeliveryMapGate,
  addressTyped,
  findCheckedPlaceFx,
  pointClicked,
} from './model';
