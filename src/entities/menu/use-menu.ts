import { useUnit } from 'effector-react';
import { useMainQuery } from '../../shared/api/use-api-query';
import { shopCall } from '../../shared/contract/main-api';
import { $deliveryType, $hasLocation, $location } from '../location';

/** The menu for the saved location (spec §7 shop); not asked for while the location is empty (§5). */
export const useMenu = () => {
  const [location, hasLocation, deliveryType] = useUnit([$location, $hasLocation, $deliveryType]);
  const { data, ...rest } = useMainQuery(
    shopCall,
    {
      query: {
        RestaurantId: location.RestaurantId,
        RegionId: location.RegionId,
        Longitude: location.Longitude,
        Latitude: location.Latitude,
        OrderTypeId: deliveryType,
      },
    },
    { enabled: hasLocation },
  );
  return { menu: data, ...rest };
};
