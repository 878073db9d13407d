import { describe, expect, it } from 'vitest';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { activeRestaurants, toMapMarker } from './restaurant';

const restaurant: Restaurant = {
  id: 3,
  name: 'Chilonzor',
  address: 'Bunyodkor 1',
  regionId: 1,
  longitude: 69.2,
  latitude: 41.28,
  zone: '69.18 41.26, 69.24 41.26, 69.24 41.30',
  isActive: true,
  phone: '+998 71 200 00 01',
  workingHours: '10:00–03:00',
  districts: [],
};

describe('restaurant', () => {
  it('becomes the map marker of docs/product.md §3 with the zone flipped to latitude-longitude', () => {
    expect(toMapMarker(restaurant)).toEqual({
      id: 3,
      coordinates: [69.2, 41.28],
      title: 'Chilonzor',
      iconSrc: '/icons/restaurant.svg',
      address: 'Bunyodkor 1',
      regionID: 1,
      polygon: [
        [41.26, 69.18],
        [41.26, 69.24],
        [41.3, 69.24],
      ],
    });
  });

  it('gets an empty polygon from a broken zone instead of failing', () => {
    expect(toMapMarker({ ...restaurant, zone: 'garbage' }).polygon).toEqual([]);
  });

  it('keeps only active restaurants', () => {
    expect(
      activeRestaurants([restaurant, { ...restaurant, id: 4, isActive: false }]).map(
        ({ id }) => id,
      ),
    ).toEqual([3]);
  });
});
