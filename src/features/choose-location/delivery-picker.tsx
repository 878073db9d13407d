import { useUnit } from 'effector-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $addresses, addressRemoved } from '../../entities/location/model';
import type { LngLat } from '../../shared/lib/geo/zone';
import { Button, Notice } from '../../shared/ui';
import { LazyYandexMap } from './lazy-map';
import { publicConfig } from '../../shared/config/env';
import {
  $deliveryPickState,
  $pickedAddress,
  addressSearched,
  deliveryPointPicked,
  locateVisitorFx,
} from './model';

const TASHKENT: LngLat = [69.2797, 41.3111];

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

/** Typed address → Yandex search → the same check as a point on the map. */
function AddressSearch() {
  const { t } = useTranslation();
  const search = useUnit(addressSearched);
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="address-search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
    >
      <label className="address-search__label">
        {t('location.search-label')}
        <input
          className="address-search__input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="street-address"
          placeholder={t('location.search-placeholder')}
        />
      </label>
      <Button type="submit" variant="secondary">
        {t('location.search')}
      </Button>
    </form>
  );
}

/** Delivery: a point on the map, a typed address, the device's position, or a saved address. */
export function DeliveryPicker() {
  const { t } = useTranslation();
  const [addresses, removeAddress, pickPoint, locate, locating] = useUnit([
    $addresses,
    addressRemoved,
    deliveryPointPicked,
    locateVisitorFx,
    locateVisitorFx.pending,
  ]);
  const [mapFailed, setMapFailed] = useState(false);
  const pins = useMemo(
    () =>
      addresses.map(({ id, coordinates, title, iconSrc }) => ({ id, coordinates, title, iconSrc })),
    [addresses],
  );

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
              center={TASHKENT}
              pins={pins}
              onPick={([longitude, latitude]) => pickPoint({ longitude, latitude })}
              onUnavailable={() => setMapFailed(true)}
            />
          </Suspense>
        </>
      )}
      {publicConfig.yandexMapsApiKey && <AddressSearch />}
      <Button variant="secondary" busy={locating} onClick={() => void locate()}>
        {t('location.use-my-location')}
      </Button>
      {addresses.length > 0 && (
        <section aria-labelledby="saved-addresses">
          <h3 id="saved-addresses" className="section-title">
            {t('location.saved-addresses')}
          </h3>
          <ul className="pickup__list">
            {addresses.map((address) => (
              <li key={address.id} className="saved-address">
                <button
                  type="button"
                  className="place-card"
                  onClick={() =>
                    pickPoint({
                      longitude: address.coordinates[0],
                      latitude: address.coordinates[1],
                    })
                  }
                >
                  <span className="place-card__title">{address.title}</span>
                  {address.title !== address.address && (
                    <span className="place-card__text">{address.address}</span>
                  )}
                </button>
                <button
                  type="button"
                  className="saved-address__remove"
                  aria-label={t('common.remove', { name: address.title })}
                  onClick={() => removeAddress(address.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
