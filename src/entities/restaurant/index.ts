export { RESTAURANT_ICON, toMapMarker } from './restaurant';
export { useRestaurants } from './use-restaurants';
