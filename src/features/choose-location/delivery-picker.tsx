import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { SavedAddressList, StreetSearch } from '../../entities/location/lazy';
import { useTranslation } from 'react-i18next';
import { $addresses } from '../../entities/location';
import { Button } from '../../shared/ui';
import { CITY_CENTER, MapOrNotice } from '../../shared/maps/map-or-notice';
import { AddressStep, loadConfirmation, PickStateNotice } from './address-step';
import {
  $addressCandidate,
  $deliveryPickState,
  deliveryPointPicked,
  locateVisitorFx,
  myLocationRequested,
  searchAddressFx,
} from './pick-model';
import { pickerStreetSearch } from './street-search-model';

/**
 * Delivery: a saved address first (one tap), then a point on the map, a typed address or the
 * device's position.
 */
export function DeliveryPicker({ level }: { readonly level?: 2 | 3 }) {
  const { t } = useTranslation();
  const [addresses, candidate, pickPoint, locate, locating, searching] = useUnit([
    $addresses,
    $addressCandidate,
    deliveryPointPicked,
    myLocationRequested,
    locateVisitorFx.pending,
    searchAddressFx.pending,
  ]);
  const state = useUnit($deliveryPickState);
  // Fetched while the point is looked up, so the step is ready when the answer is.
  useEffect(() => {
    if (state === 'resolving') void loadConfirmation();
  }, [state]);
  const pins = useMemo(
    () =>
      addresses.map(({ id, coordinates, title, iconSrc }) => ({ id, coordinates, title, iconSrc })),
    [addresses],
  );

  if (candidate) return <AddressStep candidate={candidate} />;
  return (
    <div className="delivery-picker">
      <PickStateNotice />
      <SavedAddressList
        level={level}
        onChoose={(address) =>
          pickPoint({
            longitude: address.coordinates[0],
            latitude: address.coordinates[1],
            saved: address,
          })
        }
      />
      <MapOrNotice
        center={CITY_CENTER}
        pins={pins}
        onPick={([longitude, latitude]) => pickPoint({ longitude, latitude })}
        hint={t('location.tap-map')}
        unavailable={t('map.unavailable')}
      />
      <StreetSearch model={pickerStreetSearch} busy={searching} />
      <Button variant="secondary" busy={locating} onClick={() => locate()}>
        {t('location.use-my-location')}
      </Button>
    </div>
  );
}
