import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $location } from '../../entities/location';
import { toMapMarker, useRestaurants } from '../../entities/restaurant';
import { EmptyState, LoadFailed, Skeleton } from '../../shared/ui';
// Directly, not through the barrel: the menu's first load shows no list of choices.
import { ChoiceCard } from '../../shared/ui/choice-card';
import { CITY_CENTER, MapOrNotice } from '../../shared/maps/map-or-notice';
import { pickupRestaurantPicked } from './pick-model';

/** Pickup: the active restaurants as a list and as map pins. */
export function PickupList() {
  const { t } = useTranslation();
  const { restaurants, error, isLoading, retry } = useRestaurants();
  const [pick, location] = useUnit([pickupRestaurantPicked, $location]);
  // Without a key the map cannot load: show the fallback from the first paint, not after a shift.
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
    return <LoadFailed onRetry={retry} messageKey="location.restaurants-failed" />;
  }
  if (restaurants.length === 0) return <EmptyState title={t('location.no-restaurants')} />;
  return (
    <div className="pickup">
      <MapOrNotice
        center={CITY_CENTER}
        zoom={11}
        pins={pins}
        unavailable={t('map.unavailable-pickup')}
      />
      <ul className="pickup__list" aria-label={t('location.restaurants')}>
        {restaurants.map((restaurant) => (
          <li key={restaurant.id}>
            <ChoiceCard
              title={restaurant.name}
              lines={[restaurant.address, t('location.hours', { hours: restaurant.workingHours })]}
              chosen={location.RestaurantId === restaurant.id}
              onChoose={() => pick(restaurant)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
