export { LocationPicker } from './location-picker';
