export {
  LazyLocationPicker as LocationPicker,
  LOCATION_PICKER_MODULE,
  preloadLocationPicker,
} from './lazy-location-picker';
export { LocationSummary, useChosenPlace } from './location-summary';
export { locationChangeOpened } from './model';
