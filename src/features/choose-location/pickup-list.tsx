import { useUnit } from 'effector-react';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $location } from '../../entities/location/model';
import { publicConfig } from '../../shared/config/env';
import { toMapMarker } from '../../entities/restaurant/restaurant';
import { useRestaurants } from '../../entities/restaurant/use-restaurants';
import { Button, EmptyState, Notice, Skeleton } from '../../shared/ui';
import { CITY_CENTER, LazyYandexMap } from '../../shared/maps/lazy-yandex-map';
import { pickupRestaurantPicked } from './pick-model';

/** Pickup: the active restaurants as a list and as map pins. */
export function PickupList() {
  const { t } = useTranslation();
  const { restaurants, error, isLoading, retry } = useRestaurants();
  const [pick, location] = useUnit([pickupRestaurantPicked, $location]);
  // Without a key the map cannot load: show the fallback from the first paint, not after a shift.
  const [mapFailed, setMapFailed] = useState(() => !publicConfig.yandexMapsApiKey);
  const pins = useMemo(
    () =>
      (restaurants ?? []).map((restaurant) => {
        const marker = toMapMarker(restaurant);
        return { ...marker, onSelect: () => pick(restaurant) };
      }),
    [restaurants, pick],
  );

  if (isLoading) return <Skeleton rows={4} />;
  if (error || !restaurants) {
    return (
      <Notice tone="error">
        {t('location.restaurants-failed')}{' '}
        <Button variant="ghost" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }
  if (restaurants.length === 0) return <EmptyState title={t('location.no-restaurants')} />;
  return (
    <div className="pickup">
      {mapFailed ? (
        <Notice tone="warning">{t('map.unavailable-pickup')}</Notice>
      ) : (
        <Suspense fallback={<div className="yandex-map" aria-busy="true" />}>
          <LazyYandexMap
            center={CITY_CENTER}
            zoom={11}
            pins={pins}
            onUnavailable={() => setMapFailed(true)}
          />
        </Suspense>
      )}
      <ul className="pickup__list" aria-label={t('location.restaurants')}>
        {restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <button
              type="button"
              className="place-card"
              aria-pressed={location.RestaurantId === restaurant.id}
              onClick={() => pick(restaurant)}
            >
              <span className="place-card__title">{restaurant.name}</span>
              <span className="place-card__text">{restaurant.address}</span>
              <span className="place-card__text">
                {t('location.hours', { hours: restaurant.workingHours })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
