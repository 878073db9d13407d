export { restaurantDeliveringTo } from './zone-check';
