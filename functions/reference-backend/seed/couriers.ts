// The couriers the reference backend sends with deliveries: a first name and a work phone.
import type { SeedCourier } from './types';

export const COURIERS: readonly SeedCourier[] = [
  { name: { ru: 'Азиз', en: 'Aziz', uz: 'Aziz' }, phone: '+998 90 310 11 01' },
  { name: { ru: 'Бекзод', en: 'Bekzod', uz: 'Bekzod' }, phone: '+998 90 310 11 02' },
  { name: { ru: 'Шохрух', en: 'Shokhrukh', uz: 'Shohruh' }, phone: '+998 90 310 11 03' },
];
