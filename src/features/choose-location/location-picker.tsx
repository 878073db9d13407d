import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $deliveryType,
  DELIVERY_TYPES,
  deliveryTypeChosen,
  type DeliveryType,
} from '../../entities/location/model';
import { Segmented, Skeleton } from '../../shared/ui';
import { DeliveryPicker } from './delivery-picker';

// Delivery is the first choice of every new visitor; the list of restaurants comes when asked for.
const PickupList = lazy(() =>
  import('./pickup-list').then((module) => ({ default: module.PickupList })),
);

/** Spec §1/§3: delivery to an address or pickup from a restaurant. */
export function LocationPicker() {
  const { t } = useTranslation();
  const [deliveryType, chooseType] = useUnit([$deliveryType, deliveryTypeChosen]);
  return (
    <div className="location-picker">
      <Segmented<DeliveryType>
        label={t('location.how')}
        value={deliveryType}
        options={[
          { value: DELIVERY_TYPES.delivery, label: t('location.delivery') },
          { value: DELIVERY_TYPES.pickup, label: t('location.pickup') },
        ]}
        onChange={chooseType}
      />
      {deliveryType === DELIVERY_TYPES.pickup ? (
        // The list's own placeholder while the restaurants load: one look until they are there.
        <Suspense fallback={<Skeleton rows={4} />}>
          <PickupList />
        </Suspense>
      ) : (
        <DeliveryPicker />
      )}
    </div>
  );
}
