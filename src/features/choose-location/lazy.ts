export { AddressStep, PickStateNotice } from './address-step';
export {
  $addressCandidate,
  $placeSwitch,
  checkPlaceSwitchFx,
  deliveryPointPicked,
  PlacePickGate,
} from './pick-model';
export { $focusChosenPlace } from './model';
export { PlaceSwitchQuestion } from './place-switch-question';
