import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $offersCourier } from '../../entities/backend';
import { useRestaurants } from '../../entities/restaurant';
import { ORDER_STATUS, type Order, type SharedOrder } from '@pizza-order-app/contract/orders-api';
// Directly, not through the barrel: only the tracker calls anyone.
import { CallLink } from '../../shared/ui/call-link';

/**
 * Whom the customer can call about the order: the restaurant cooking it (its public number, for
 * anyone following it) and, while a delivery is on its way, the courier the backend names to the
 * owner.
 */
export function TrackerCalls({ order }: { readonly order: SharedOrder | Order }) {
  const { t } = useTranslation();
  const { restaurants } = useRestaurants();
  const offersCourier = useUnit($offersCourier);
  const restaurant = restaurants?.find(({ id }) => id === order.restaurantId);
  const courier =
    offersCourier && 'courier' in order && order.statusCode === ORDER_STATUS.onTheWay
      ? order.courier
      : undefined;
  if (!restaurant?.phone && !courier) return null;
  return (
    <div className="tracker__calls" role="group" aria-label={t('tracker.calls')}>
      {courier && (
        <CallLink phone={courier.phone} label={t('tracker.call-courier')} who={courier.name} />
      )}
      {restaurant?.phone && (
        <CallLink
          phone={restaurant.phone}
          label={t('tracker.call-restaurant')}
          who={restaurant.name}
        />
      )}
    </div>
  );
}
