import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { AddressSearch, SavedAddressRow } from '../../entities/location/lazy';
import { useTranslation } from 'react-i18next';
import { $addresses, addressRemoved } from '../../entities/location';
import { loadScreenMessages } from '../../shared/i18n/i18n';
import { Button, Notice, Section } from '../../shared/ui';
import { $canOpenLocationSettings, openLocationSettingsFx } from '../../shared/telegram/location';
import { CITY_CENTER, MapOrNotice } from '../../shared/maps/map-or-notice';
import {
  $addressCandidate,
  $deliveryPickState,
  $pickedAddress,
  addressSearched,
  deliveryPointPicked,
  locateVisitorFx,
  myLocationRequested,
  searchAddressFx,
} from './pick-model';

// The confirmation step and its messages come with the first pick, not with the picker.
const loadConfirmation = () =>
  Promise.all([import('./address-confirmation'), loadScreenMessages()]).then(([module]) => ({
    default: module.AddressConfirmation,
  }));
const AddressConfirmation = lazy(loadConfirmation);

/** A denied location: the other ways to give the address, and Telegram's settings to allow it. */
function DeniedNotice() {
  const { t } = useTranslation();
  const [canOpenSettings, openSettings] = useUnit([
    $canOpenLocationSettings,
    openLocationSettingsFx,
  ]);
  return (
    <Notice tone="warning">
      {t('locate.denied')}{' '}
      {canOpenSettings && (
        <Button variant="ghost" onClick={() => void openSettings()}>
          {t('locate.open-settings')}
        </Button>
      )}
    </Notice>
  );
}
// Its messages are not among the first paint's: they come with the first refusal.
const LocationDeniedNotice = lazy(() =>
  loadScreenMessages().then(() => ({ default: DeniedNotice })),
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
  if (state === 'location-denied')
    return (
      <Suspense fallback={null}>
        <LocationDeniedNotice />
      </Suspense>
    );
  return null;
}

/** Delivery: a point on the map, a typed address, the device's position, or a saved address. */
export function DeliveryPicker() {
  const { t } = useTranslation();
  const [addresses, candidate, removeAddress, pickPoint, locate, locating, search, searching] =
    useUnit([
      $addresses,
      $addressCandidate,
      addressRemoved,
      deliveryPointPicked,
      myLocationRequested,
      locateVisitorFx.pending,
      addressSearched,
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
      <MapOrNotice
        center={CITY_CENTER}
        pins={pins}
        onPick={([longitude, latitude]) => pickPoint({ longitude, latitude })}
        hint={t('location.tap-map')}
        unavailable={t('map.unavailable')}
      />
      <AddressSearch onSearch={search} busy={searching} />
      <Button variant="secondary" busy={locating} onClick={() => locate()}>
        {t('location.use-my-location')}
      </Button>
      {addresses.length > 0 && (
        <Section title={t('location.saved-addresses')} level={3}>
          <ul className="pickup__list">
            {addresses.map((address) => (
              <SavedAddressRow
                key={address.id}
                address={address}
                onChoose={() =>
                  pickPoint({
                    longitude: address.coordinates[0],
                    latitude: address.coordinates[1],
                    saved: address,
                  })
                }
                onRemove={() => removeAddress(address.id)}
              />
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
