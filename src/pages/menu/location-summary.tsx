import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $addresses,
  $deliveryType,
  $location,
  DELIVERY_TYPES,
} from '../../entities/location/model';
import { useMenu } from '../../entities/menu/use-menu';
import { useRestaurants } from '../../entities/restaurant/use-restaurants';
import { LocationPicker } from '../../features/choose-location';
import { Button, Dialog } from '../../shared/ui';

/** Where the order goes (or is collected from), with a way to change it. */
export function LocationSummary() {
  const { t } = useTranslation();
  const [location, addresses, deliveryType] = useUnit([$location, $addresses, $deliveryType]);
  const { restaurants } = useRestaurants();
  // The dialog stays open while the location is the one it was opened for; a new choice closes it.
  const [changingFrom, setChangingFrom] = useState<typeof location | null>(null);
  const changing = changingFrom === location;
  const isDelivery = deliveryType === DELIVERY_TYPES.delivery;
  const address = addresses.find(
    ({ coordinates: [lon, lat] }) => lon === location.Longitude && lat === location.Latitude,
  );
  // A bot link gives a point, not a restaurant: then the menu names the one that serves it.
  const { menu } = useMenu();
  const restaurantId = location.RestaurantId || menu?.restId;
  const restaurant = restaurants?.find(({ id }) => id === restaurantId);
  const place = isDelivery ? address?.title : restaurant?.name;
  return (
    <div className="location-summary">
      <p className="location-summary__text">
        <span className="location-summary__label">
          {isDelivery ? t('location.delivery-to') : t('location.pickup-from')}
        </span>{' '}
        <strong>{place ?? t('location.chosen-point')}</strong>
      </p>
      <Button variant="secondary" onClick={() => setChangingFrom(location)}>
        {t('location.change')}
      </Button>
      <Dialog open={changing} title={t('location.title')} onClose={() => setChangingFrom(null)}>
        {changing && <LocationPicker />}
      </Dialog>
    </div>
  );
}
