import { useUnit } from 'effector-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { AddressSearch } from '../../entities/location/address-search';
import { useTranslation } from 'react-i18next';
import { $addresses } from '../../entities/location/model';
import { publicConfig } from '../../shared/config/env';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { Button, Notice } from '../../shared/ui';
import { CITY_CENTER, LazyYandexMap } from '../../shared/maps/lazy-yandex-map';
import {
  $addressCandidate,
  $deliveryPickState,
  $pickedAddress,
  addressSearched,
  deliveryPointPicked,
  locateVisitorFx,
  myLocationRequested,
  searchAddressFx,
} from './model';

// The confirmation step and its messages come with the first pick, not with the first screen.
const AddressConfirmation = lazy(() =>
  Promise.all([import('./address-confirmation'), loadScreenMessages()]).then(([module]) => ({
    default: module.AddressConfirmation,
  })),
);

// Only a returning visitor has saved addresses: a new one's first screen goes without the list.
const SavedAddressList = lazy(() =>
  import('./saved-address-list').then((module) => ({ default: module.SavedAddressList })),
);

function PickStateNotice() {
  const { t } = useTranslation();
  const [state, address] = useUnit([$deliveryPickState, $pickedAddress]);
  if (state === 'resolving') return <Notice>{t('location.resolving')}</Notice>;
  if (state === 'refused')
    return <Notice tone="error">{t('location.refused', { address: address ?? '' })}</Notice>;
  if (state === 'invalid') return <Notice tone="error">{t('location.invalid-point')}</Notice>;
  if (state === 'not-found') return <Notice tone="error">{t('location.not-found')}</Notice>;
  if (state === 'failed') return <Notice tone="error">{t('location.lookup-failed')}</Notice>;
  return null;
}

/** Delivery: a point on the map, a typed address, the device's position, or a saved address. */
export function DeliveryPicker() {
  const { t } = useTranslation();
  const [addresses, candidate, pickPoint, locate, locating, search, searching] = useUnit([
    $addresses,
    $addressCandidate,
    deliveryPointPicked,
    myLocationRequested,
    locateVisitorFx.pending,
    addressSearched,
    searchAddressFx.pending,
  ]);
  // Without a key the map cannot load: show the fallback from the first paint, not after a shift.
  const [mapFailed, setMapFailed] = useState(() => !publicConfig.yandexMapsApiKey);
  const pins = useMemo(
    () =>
      addresses.map(({ id, coordinates, title, iconSrc }) => ({ id, coordinates, title, iconSrc })),
    [addresses],
  );

  if (candidate) {
    return (
      <Suspense fallback={<Notice>{t('location.resolving')}</Notice>}>
        <AddressConfirmation candidate={candidate} />
      </Suspense>
    );
  }
  return (
    <div className="delivery-picker">
      <PickStateNotice />
      {mapFailed ? (
        <Notice tone="warning">{t('map.unavailable')}</Notice>
      ) : (
        <>
          <p className="hint">{t('location.tap-map')}</p>
          <Suspense fallback={<div className="yandex-map" aria-busy="true" />}>
            <LazyYandexMap
              center={CITY_CENTER}
              pins={pins}
              onPick={([longitude, latitude]) => pickPoint({ longitude, latitude })}
              onUnavailable={() => setMapFailed(true)}
            />
          </Suspense>
        </>
      )}
      <AddressSearch onSearch={search} busy={searching} />
      <Button variant="secondary" busy={locating} onClick={() => locate()}>
        {t('location.use-my-location')}
      </Button>
      {addresses.length > 0 && (
        <Suspense fallback={null}>
          <SavedAddressList />
        </Suspense>
      )}
    </div>
  );
}
