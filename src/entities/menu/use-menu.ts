import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import { preloadMainQuery, useMainQuery } from '../../shared/api/use-api-query';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { shopCall } from '@pizza-order-app/contract/main-api';
import {
  $deliveryType,
  $hasLocation,
  $location,
  type DeliveryType,
  type SavedLocation,
} from '../location';

/** The shop read (docs/product.md §7) for a location and order type. */
const menuParams = (location: SavedLocation, deliveryType: DeliveryType) => ({
  query: {
    RestaurantId: location.RestaurantId,
    RegionId: location.RegionId,
    Longitude: location.Longitude,
    Latitude: location.Latitude,
    OrderTypeId: deliveryType,
  },
});

/** The menu for the saved location (docs/product.md §7 shop); not asked for while the location is empty (§5). */
export const useMenu = () => {
  const [location, hasLocation, deliveryType] = useUnit([$location, $hasLocation, $deliveryType]);
  const { data, ...rest } = useMainQuery(shopCall, menuParams(location, deliveryType), {
    enabled: hasLocation,
    shared: true,
  });
  return { menu: data, ...rest };
};

/** Starts the menu's read before the first render, so the two overlap; none without a location. */
export const preloadMenu = (language: Language, scope: Scope) => {
  if (!scope.getState($hasLocation)) return;
  return preloadMainQuery(
    scope,
    shopCall,
    menuParams(scope.getState($location), scope.getState($deliveryType)),
    language,
  );
};
