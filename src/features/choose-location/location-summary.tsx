import { useUnit } from 'effector-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $deliveryAddress,
  $deliveryType,
  $location,
  DELIVERY_TYPES,
} from '../../entities/location';
import { useMenu } from '../../entities/menu';
import { useRestaurants } from '../../entities/restaurant';
import { Button, Dialog } from '../../shared/ui';
import { LazyLocationPicker } from './lazy-location-picker';
import {
  $focusChosenPlace,
  $isChangingLocation,
  chosenPlaceFocused,
  locationChangeClosed,
  locationChangeOpened,
} from './model';

/**
 * Where the order goes or is collected from: the saved address for delivery, the restaurant for
 * pickup. A bot link gives a point, not a restaurant: then the menu names the one that serves it.
 */
export const useChosenPlace = () => {
  const [location, address, deliveryType] = useUnit([$location, $deliveryAddress, $deliveryType]);
  const { restaurants } = useRestaurants();
  const { menu } = useMenu();
  const isDelivery = deliveryType === DELIVERY_TYPES.delivery;
  const restaurantId = location.RestaurantId || menu?.restId || 0;
  const restaurant = restaurants?.find(({ id }) => id === restaurantId);
  return {
    location,
    isDelivery,
    restaurantId,
    /** The restaurant that cooks the order, and for pickup the one it is collected from. */
    restaurant,
    title: isDelivery ? address?.title : restaurant?.name,
    /** The saved delivery address, with the door the customer confirmed; none for pickup. */
    savedAddress: address ?? undefined,
  };
};

/** Where the order goes (or is collected from), with a way to change it. */
export function LocationSummary() {
  const { t } = useTranslation();
  const { isDelivery, title } = useChosenPlace();
  const [changing, open, close, focusPlace, focused] = useUnit([
    $isChangingLocation,
    locationChangeOpened,
    locationChangeClosed,
    $focusChosenPlace,
    chosenPlaceFocused,
  ]);
  const text = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (!focusPlace) return;
    text.current?.focus();
    focused();
  }, [focusPlace, focused]);
  return (
    <div className="location-summary">
      <p ref={text} className="location-summary__text" tabIndex={-1}>
        <span className="location-summary__label">
          {isDelivery ? t('location.delivery-to') : t('location.pickup-from')}
        </span>{' '}
        <strong>{title ?? t('location.chosen-point')}</strong>
      </p>
      <Button variant="secondary" onClick={open}>
        {t('location.change')}
      </Button>
      <Dialog
        open={changing}
        title={isDelivery ? t('location.title') : t('location.title-pickup')}
        onClose={close}
      >
        {changing && <LazyLocationPicker />}
      </Dialog>
    </div>
  );
}
