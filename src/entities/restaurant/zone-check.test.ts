import { describe, expect, it } from 'vitest';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { restaurantDeliveringTo } from './zone-check';

const base = {
  regionId: 1,
  phone: '',
  workingHours: '',
  address: '',
  isActive: true,
  districts: [],
};
const restaurants: Restaurant[] = [
  {
    ...base,
    id: 1,
    name: 'West',
    longitude: 69.2,
    latitude: 41.3,
    zone: '69.1 41.2, 69.25 41.2, 69.25 41.4, 69.1 41.4',
  },
  {
    ...base,
    id: 2,
    name: 'East',
    longitude: 69.3,
    latitude: 41.3,
    zone: '69.25 41.2, 69.4 41.2, 69.4 41.4, 69.25 41.4',
  },
  {
    ...base,
    id: 3,
    name: 'Closed',
    longitude: 69.5,
    latitude: 41.3,
    zone: '69.4 41.2, 69.6 41.2, 69.6 41.4, 69.4 41.4',
    isActive: false,
  },
];

describe('restaurantDeliveringTo', () => {
  it('finds the restaurant whose flipped zone holds the point', () => {
    expect(restaurantDeliveringTo(restaurants, [69.2, 41.3])?.name).toBe('West');
    expect(restaurantDeliveringTo(restaurants, [69.35, 41.3])?.name).toBe('East');
  });

  it('ignores inactive restaurants and points outside every zone', () => {
    expect(restaurantDeliveringTo(restaurants, [69.5, 41.3])).toBeNull();
    expect(restaurantDeliveringTo(restaurants, [69.2, 41.6])).toBeNull();
  });
});
