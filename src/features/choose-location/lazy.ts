export { AddressStep, PickStateNotice } from './address-step';
export { $addressCandidate, PlacePickGate, deliveryPointPicked } from './pick-model';
