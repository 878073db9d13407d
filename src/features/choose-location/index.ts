export { LocationPicker } from './location-picker';
export { deliveryPointPicked } from './model';
