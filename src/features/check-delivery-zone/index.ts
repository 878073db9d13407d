export {
  $checkedPoint,
  $zoneCheckState,
  DeliveryMapGate,
  addressTyped,
  deliveryHereChosen,
  findCheckedPlaceFx,
  pointClicked,
} from './model';
