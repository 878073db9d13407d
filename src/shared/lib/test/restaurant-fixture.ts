import type { Restaurant } from '@pizza-order-app/contract/main-api';

/** Chilanzar as the main API lists it: active, its zone round the restaurant. */
export const CHILANZAR_RESTAURANT: Restaurant = {
  id: 1,
  name: 'Chilanzar',
  address: 'Bunyodkor Avenue, 12',
  regionId: 1,
  longitude: 69.204,
  latitude: 41.275,
  zone: '69.1 41.2, 69.3 41.2, 69.3 41.3',
  isActive: true,
  phone: '+998712000001',
  workingHours: '10:00–03:00',
  districts: [],
};
