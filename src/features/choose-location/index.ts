export {
  LazyLocationPicker as LocationPicker,
  preloadLocationPicker,
} from './lazy-location-picker';
export { LocationSummary, useChosenPlace } from './location-summary';
