// The chain's Tashkent restaurants with their delivery zones, and streets for reverse geocoding.
import { PAYMENT_METHOD_IDS } from '@pizza-order-app/contract/payment-methods';
import type { SeedRestaurant, SeedStreet } from './types';

/** An octagon of the given radius around a point, as zone text (longitude first). */
const octagonZone = (longitude: number, latitude: number, radiusKm: number) => {
  const latStep = radiusKm / 111;
  const lonStep = radiusKm / (111 * Math.cos((latitude * Math.PI) / 180));
  return Array.from({ length: 8 }, (_, index) => {
    const angle = (Math.PI / 4) * index + Math.PI / 8;
    return `${(longitude + lonStep * Math.cos(angle)).toFixed(4)} ${(latitude + latStep * Math.sin(angle)).toFixed(4)}`;
  }).join(', ');
};

const restaurant = (
  id: number,
  name: SeedRestaurant['name'],
  address: SeedRestaurant['address'],
  longitude: number,
  latitude: number,
  isActive = true,
  paymentMethods: SeedRestaurant['paymentMethods'] = PAYMENT_METHOD_IDS,
): SeedRestaurant => ({
  id,
  name,
  address,
  regionId: 1,
  longitude,
  latitude,
  zone: octagonZone(longitude, latitude, 4.5),
  isActive,
  phone: `+998 71 200 00 0${id}`,
  workingHours: '10:00–03:00',
  paymentMethods,
});

export const RESTAURANTS: readonly SeedRestaurant[] = [
  restaurant(
    1,
    { ru: 'Чиланзар', en: 'Chilanzar', uz: 'Chilonzor' },
    { ru: 'ул. Бунёдкор, 12', en: '12 Bunyodkor Ave', uz: 'Bunyodkor shoh ko‘chasi, 12' },
    69.204,
    41.275,
  ),
  restaurant(
    2,
    { ru: 'Юнусабад', en: 'Yunusabad', uz: 'Yunusobod' },
    { ru: 'ул. Амира Темура, 107', en: '107 Amir Temur Ave', uz: 'Amir Temur shoh ko‘chasi, 107' },
    69.287,
    41.366,
  ),
  restaurant(
    3,
    { ru: 'Мирзо-Улугбек', en: 'Mirzo Ulugbek', uz: 'Mirzo Ulug‘bek' },
    {
      ru: 'ул. Буюк Ипак Йули, 45',
      en: '45 Buyuk Ipak Yo‘li St',
      uz: 'Buyuk Ipak Yo‘li ko‘chasi, 45',
    },
    69.335,
    41.325,
    true,
    // Its Click terminal is not connected: checkout offers the rest.
    ['cash', 'card', 'payme', 'telegram'],
  ),
  restaurant(
    4,
    { ru: 'Сергели', en: 'Sergeli', uz: 'Sergeli' },
    { ru: 'ул. Янги Сергели, 3', en: '3 Yangi Sergeli St', uz: 'Yangi Sergeli ko‘chasi, 3' },
    69.222,
    41.226,
  ),
  restaurant(
    5,
    { ru: 'Чорсу', en: 'Chorsu', uz: 'Chorsu' },
    { ru: 'ул. Навои, 2', en: '2 Navoi St', uz: 'Navoiy ko‘chasi, 2' },
    69.234,
    41.326,
  ),
  restaurant(
    6,
    { ru: 'Яккасарай', en: 'Yakkasaray', uz: 'Yakkasaroy' },
    {
      ru: 'ул. Шота Руставели, 41',
      en: '41 Shota Rustaveli St',
      uz: 'Shota Rustaveli ko‘chasi, 41',
    },
    69.262,
    41.285,
  ),
  restaurant(
    7,
    { ru: 'Алмазар', en: 'Almazar', uz: 'Olmazor' },
    { ru: 'ул. Фаробий, 20', en: '20 Farobiy St', uz: 'Forobiy ko‘chasi, 20' },
    69.215,
    41.35,
    false,
  ),
];

const street = (
  ru: string,
  en: string,
  uz: string,
  longitude: number,
  latitude: number,
): SeedStreet => ({
  name: { ru, en, uz },
  longitude,
  latitude,
});

export const STREETS: readonly SeedStreet[] = [
  street('проспект Амира Темура', 'Amir Temur Avenue', 'Amir Temur shoh ko‘chasi', 69.281, 41.33),
  street('улица Навои', 'Navoi Street', 'Navoiy ko‘chasi', 69.246, 41.322),
  street('проспект Бунёдкор', 'Bunyodkor Avenue', 'Bunyodkor shoh ko‘chasi', 69.214, 41.281),
  street('улица Чиланзар', 'Chilanzar Street', 'Chilonzor ko‘chasi', 69.193, 41.27),
  street(
    'улица Шота Руставели',
    'Shota Rustaveli Street',
    'Shota Rustaveli ko‘chasi',
    69.261,
    41.289,
  ),
  street('площадь Мустакиллик', 'Mustaqillik Square', 'Mustaqillik maydoni', 69.271, 41.313),
  street('улица Бобура', 'Bobur Street', 'Bobur ko‘chasi', 69.265, 41.298),
  street('улица Лабзак', 'Labzak Street', 'Labzak ko‘chasi', 69.265, 41.328),
  street('улица Фаробий', 'Farobiy Street', 'Forobiy ko‘chasi', 69.214, 41.348),
  street('улица Беруни', 'Beruniy Street', 'Beruniy ko‘chasi', 69.213, 41.343),
  street('улица Катартал', 'Qatortol Street', 'Qatortol ko‘chasi', 69.208, 41.29),
  street('улица Мукими', 'Muqimiy Street', 'Muqimiy ko‘chasi', 69.233, 41.291),
  street('улица Сергели', 'Sergeli Street', 'Sergeli ko‘chasi', 69.219, 41.228),
  street('улица Юнусабад', 'Yunusobod Street', 'Yunusobod ko‘chasi', 69.286, 41.364),
  street(
    'улица Буюк Ипак Йули',
    'Buyuk Ipak Yo‘li Street',
    'Buyuk Ipak Yo‘li ko‘chasi',
    69.333,
    41.327,
  ),
];
