export { LocationPicker } from './location-picker';
export { LocationSummary, useChosenPlace } from './location-summary';
