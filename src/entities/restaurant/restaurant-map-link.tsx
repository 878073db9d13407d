import type { ReactNode } from 'react';
import { yandexMapsLink } from '../../shared/config/contacts';
import type { Restaurant } from '@pizza-order-app/contract/main-api';

/** The way to a restaurant: its point on Yandex Maps, in a new tab. */
export function RestaurantMapLink({
  restaurant,
  children,
}: {
  readonly restaurant: Pick<Restaurant, 'longitude' | 'latitude'>;
  readonly children: ReactNode;
}) {
  return (
    <a
      href={yandexMapsLink(restaurant.longitude, restaurant.latitude)}
      rel="noopener"
      target="_blank"
    >
      {children}
    </a>
  );
}
