import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $offersCourier } from '../../entities/backend';
import { RESTAURANT_ICON, useRestaurants } from '../../entities/restaurant';
import { publicConfig } from '../../shared/config/env';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { courierArrival, pointAlong } from '@pizza-order-app/contract/lib/geo/courier-route';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { useFormatDate } from '../../shared/lib/use-format-date';
import { MapOrNotice } from '../../shared/maps/map-or-notice';
import type { MapPin } from '../../shared/maps/yandex-map';
import { formatDistance } from './format-distance';

const COURIER_ICON = '/icons/courier.svg';
const DOOR_ICON = '/icons/home.svg';

/**
 * Where the courier of a delivery on its way is, for its owner: how far from the door and in
 * how many minutes (courier-route.ts), as text always, and on the map with the restaurant they
 * set off from and the door, where there is a maps key. It moves as the tracker reads the order
 * again.
 */
export function CourierOnMap({ order }: { readonly order: Order }) {
  const { t } = useTranslation();
  const [language, offersCourier] = useUnit([$language, $offersCourier]);
  const formatDate = useFormatDate();
  const { restaurants } = useRestaurants();
  // A backend without couriers (docs/api.md, "Capabilities") places none on the map.
  const location =
    offersCourier && order.statusCode === ORDER_STATUS.onTheWay
      ? order.courier?.location
      : undefined;
  const restaurant = restaurants?.find(({ id }) => id === order.restaurantId);
  const { destination } = order;
  const [courierLon, courierLat] = [location?.longitude, location?.latitude];
  const [doorLon, doorLat] = [destination?.longitude, destination?.latitude];
  const [startLon, startLat] = [restaurant?.longitude, restaurant?.latitude];
  const name = order.courier?.name ?? '';
  // Built from the numbers, so the map is drawn again only when a point moves, not at every read.
  const map = useMemo(() => {
    if (courierLon === undefined || courierLat === undefined) return null;
    if (doorLon === undefined || doorLat === undefined) return null;
    const courier: LngLat = [courierLon, courierLat];
    const door: LngLat = [doorLon, doorLat];
    const start: LngLat | null =
      startLon === undefined || startLat === undefined ? null : [startLon, startLat];
    const pins: MapPin[] = [
      ...(start
        ? [
            {
              id: 'restaurant',
              coordinates: start,
              title: t('tracker.map-restaurant'),
              iconSrc: RESTAURANT_ICON,
            },
          ]
        : []),
      { id: 'door', coordinates: door, title: t('tracker.map-door'), iconSrc: DOOR_ICON },
      {
        id: 'courier',
        coordinates: courier,
        title: t('tracker.map-courier', { name }),
        iconSrc: COURIER_ICON,
      },
    ];
    // The map stays put while the courier moves: centred between the start and the door.
    const center = start ? pointAlong(start, door, 0.5) : door;
    return { courier, door, pins, center };
  }, [courierLon, courierLat, doorLon, doorLat, startLon, startLat, name, t]);
  if (!map || !location) return null;
  const { distanceMeters, minutes } = courierArrival(map.courier, map.door);
  const distance = formatDistance(distanceMeters, language);
  return (
    <div className="tracker__courier">
      <h3 className="section-title">{t('tracker.courier-where')}</h3>
      <p className="tracker__courier-distance">
        {t('tracker.courier-distance', {
          distance: t(`tracker.distance-${distance.unit}`, { value: distance.value }),
          minutes,
        })}
      </p>
      <p className="hint">{t('tracker.courier-seen', { time: formatDate(location.at, 'time') })}</p>
      {publicConfig.yandexMapsApiKey && (
        <MapOrNotice
          center={map.center}
          zoom={13}
          pins={map.pins}
          unavailable={t('tracker.courier-map-failed')}
        />
      )}
    </div>
  );
}
