import { useTranslation } from 'react-i18next';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { RestaurantMapLink } from '../../entities/restaurant/lazy';
import { Section } from '../../shared/ui';

/** Where a pickup order is collected: the restaurant's address, its hours and the way there. */
export function PickupPoint({ restaurant }: { readonly restaurant: Restaurant }) {
  const { t } = useTranslation();
  return (
    <Section title={t('order.pickup')} className="order-section pickup-point">
      <p className="pickup-point__text">{restaurant.address}</p>
      <p className="pickup-point__text">
        {t('location.hours', { hours: restaurant.workingHours })}
      </p>
      <RestaurantMapLink restaurant={restaurant}>
        {t('order.pickup-map', { name: restaurant.name })}
      </RestaurantMapLink>
    </Section>
  );
}
