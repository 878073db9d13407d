export { restaurantDeliveringTo } from './zone-check';
export { RestaurantMapLink } from './restaurant-map-link';
