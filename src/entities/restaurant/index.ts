export { RESTAURANT_ICON, activeRestaurants, toMapMarker } from './restaurant';
export { useRestaurants } from './use-restaurants';
