import { useGate, useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { SavedAddressList, StreetSearch } from '../../entities/location/lazy';
import { RESTAURANT_ICON, useRestaurants } from '../../entities/restaurant';
import { restaurantDeliveringTo } from '../../entities/restaurant/lazy';
import {
  $checkedPlace,
  $checkedPoint,
  $zoneCheckState,
  DeliveryMapGate,
  findCheckedPlaceFx,
  pointClicked,
  savedAddressChosen,
  zoneStreetSearch,
} from '../../features/check-delivery-zone';
import {
  $addressCandidate,
  $focusChosenPlace,
  $placeSwitch,
  AddressStep,
  checkPlaceSwitchFx,
  deliveryPointPicked,
  PickStateNotice,
  PlacePickGate,
  PlaceSwitchQuestion,
} from '../../features/choose-location/lazy';
import { ROUTES } from '@pizza-order-app/contract/config/routes';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { parseZone } from '@pizza-order-app/contract/lib/geo/zone';
import { CITY_CENTER, MapOrNotice } from '../../shared/maps/map-or-notice';
import { Button, LoadFailed, Notice, Page, Section, Skeleton } from '../../shared/ui';
import './delivery-map.css';

const ZONE_COLORS = ['#e4572e', '#2e86ab', '#3bb273', '#f3a712', '#8f5bd6', '#d6336c', '#168aad'];
const CHECKED_POINT_ICON = '/icons/home.svg';

function CheckResult({
  restaurants,
  onOrder,
}: {
  readonly restaurants: readonly Restaurant[];
  /** "Order here" pressed: the menu comes once the place is chosen. */
  readonly onOrder: () => void;
}) {
  const { t } = useTranslation();
  const [state, place, point, orderHere] = useUnit([
    $zoneCheckState,
    $checkedPlace,
    $checkedPoint,
    deliveryPointPicked,
  ]);
  if (state === 'searching') return <Notice>{t('location.resolving')}</Notice>;
  if (state === 'not-found') return <Notice tone="error">{t('location.not-found')}</Notice>;
  if (state === 'failed') return <Notice tone="error">{t('location.lookup-failed')}</Notice>;
  if (state === 'invalid') return <Notice tone="error">{t('location.invalid-point')}</Notice>;
  if (state !== 'checked' || !place || !point)
    return <p className="hint">{t('deliveryMap.check-hint')}</p>;
  const restaurant = restaurantDeliveringTo(restaurants, point);
  if (!restaurant) return <Notice tone="error">{t('deliveryMap.outside')}</Notice>;
  const served = { name: restaurant.name, address: restaurant.address };
  return (
    <>
      <Notice tone="success">
        {place.address
          ? t('deliveryMap.delivers-to', { found: place.address, ...served })
          : t('deliveryMap.delivers', served)}
      </Notice>
      {/* A found place goes through the picker's confirmation (the house and the door), a saved
          one, confirmed when saved, is chosen at once; then the menu. */}
      <PickStateNotice />
      <Button
        className="zone-check__order"
        onClick={() => {
          onOrder();
          orderHere(place);
        }}
      >
        {t('deliveryMap.order-here')}
      </Button>
    </>
  );
}

/**
 * "Check my address" (a saved one first, or a street suggested as it is typed), or, once "Order
 * here" found the serving restaurant, its address to confirm.
 * The menu comes once the place is chosen: after the cart was weighed against the new kitchen's
 * menu, and after the customer's answer when that drops dishes.
 */
function ZoneCheck({ restaurants }: { readonly restaurants: readonly Restaurant[] }) {
  const { t } = useTranslation();
  const [checkSaved, searching, candidate, question, weighing, placeChosen] = useUnit([
    savedAddressChosen,
    findCheckedPlaceFx.pending,
    $addressCandidate,
    $placeSwitch,
    checkPlaceSwitchFx.pending,
    $focusChosenPlace,
  ]);
  const [ordering, setOrdering] = useState(false);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (ordering && placeChosen) navigate(ROUTES.menu);
  }, [ordering, placeChosen, navigate]);
  if (question) return <PlaceSwitchQuestion question={question} />;
  if (weighing) return <Notice>{t('location.resolving')}</Notice>;
  if (candidate) return <AddressStep candidate={candidate} />;
  return (
    <>
      <SavedAddressList onChoose={checkSaved} />
      <StreetSearch model={zoneStreetSearch} busy={searching} />
      <CheckResult restaurants={restaurants} onOrder={() => setOrdering(true)} />
    </>
  );
}

/** Every active restaurant's zone on the map with a legend, and "check my address". */
export function DeliveryMapPage() {
  const { t } = useTranslation();
  useGate(DeliveryMapGate);
  useGate(PlacePickGate);
  const { restaurants, isLoading, error, retry } = useRestaurants();
  const [checkPoint, checkedPoint] = useUnit([pointClicked, $checkedPoint]);
  const colorOf = (index: number) => ZONE_COLORS[index % ZONE_COLORS.length] ?? '#e4572e';
  const areas = useMemo(
    () =>
      (restaurants ?? []).map((restaurant, index) => ({
        id: restaurant.id,
        ring: parseZone(restaurant.zone) ?? [],
        color: colorOf(index),
      })),
    [restaurants],
  );
  const pins = useMemo(
    () => [
      ...(restaurants ?? []).map((restaurant) => ({
        id: restaurant.id,
        coordinates: [restaurant.longitude, restaurant.latitude] as const,
        title: restaurant.name,
        iconSrc: RESTAURANT_ICON,
      })),
      ...(checkedPoint
        ? [
            {
              id: 'checked',
              coordinates: checkedPoint,
              title: t('deliveryMap.checked-point'),
              iconSrc: CHECKED_POINT_ICON,
            },
          ]
        : []),
    ],
    [restaurants, checkedPoint, t],
  );

  if (isLoading) {
    return (
      <Page title={t('deliveryMap.title')} description={t('deliveryMap.description')}>
        <Skeleton rows={5} />
      </Page>
    );
  }
  if (error || !restaurants) {
    return (
      <Page title={t('deliveryMap.title')} description={t('deliveryMap.description')}>
        <LoadFailed onRetry={retry} messageKey="location.restaurants-failed" />
      </Page>
    );
  }
  return (
    <Page title={t('deliveryMap.title')} description={t('deliveryMap.description')}>
      <Section title={t('deliveryMap.check')} className="zone-check">
        <ZoneCheck restaurants={restaurants} />
      </Section>
      <MapOrNotice
        center={CITY_CENTER}
        zoom={11}
        areas={areas}
        pins={pins}
        onPick={checkPoint}
        hint={t('deliveryMap.map-hint')}
        unavailable={t('deliveryMap.map-unavailable')}
      />
      <Section title={t('deliveryMap.legend')}>
        <ul className="zone-legend" aria-labelledby="zone-legend-title">
          {restaurants.map((restaurant, index) => (
            <li key={restaurant.id} className="zone-legend__item">
              <span
                className="zone-legend__swatch"
                style={{ background: colorOf(index) }}
                aria-hidden="true"
              />
              <span className="zone-legend__text">
                <span className="zone-legend__name">{restaurant.name}</span>
                <span className="zone-legend__address">{restaurant.address}</span>
                {restaurant.districts.length > 0 && (
                  <span className="zone-legend__districts">
                    {t('deliveryMap.districts', { districts: restaurant.districts.join(', ') })}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
}
