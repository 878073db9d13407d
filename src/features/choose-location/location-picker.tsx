import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $deliveryType, DELIVERY_TYPES, type DeliveryType } from '../../entities/location';
import { deliveryTypeChosen } from '../../entities/location/lazy';
import { Segmented } from '../../shared/ui';
import { DeliveryPicker } from './delivery-picker';
import { $placeSwitch } from './pick-model';
import { PickupList } from './pickup-list';
import { PlaceSwitchQuestion } from './place-switch-question';

/**
 * docs/product.md §1/§3: delivery to an address or pickup from a restaurant. Its headings are a
 * `level` below the screen's title: 2 on a screen of its own, 3 (the default) in the dialog.
 */
export function LocationPicker({ level }: { readonly level?: 2 | 3 }) {
  const { t } = useTranslation();
  const [deliveryType, chooseType, question] = useUnit([
    $deliveryType,
    deliveryTypeChosen,
    $placeSwitch,
  ]);
  // A switch that would drop dishes waits for the customer's word in the picker's place.
  if (question) return <PlaceSwitchQuestion question={question} />;
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
      {deliveryType === DELIVERY_TYPES.pickup ? <PickupList /> : <DeliveryPicker level={level} />}
    </div>
  );
}
