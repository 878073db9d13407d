import type { Scope } from 'effector';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $offersCompositeDishes } from '../backend';
import { preloadMainQuery, useMainQuery } from '../../shared/api/use-api-query';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { shopCall, type Menu } from '@pizza-order-app/contract/main-api';
import {
  $deliveryType,
  $hasLocation,
  $location,
  type DeliveryType,
  type SavedLocation,
} from '../location';

/** The shop read (docs/product.md §7) for a location and order type. */
export const menuParams = (location: SavedLocation, deliveryType: DeliveryType) => ({
  query: {
    RestaurantId: location.RestaurantId,
    RegionId: location.RegionId,
    Longitude: location.Longitude,
    Latitude: location.Latitude,
    OrderTypeId: deliveryType,
  },
});

/**
 * The menu as the app offers it: without the composite dishes (a half-and-half, a combo) of a
 * backend that has not announced them (docs/api.md, "Capabilities"), which it could not take.
 */
export const offeredMenu = (menu: Menu, offersCompositeDishes: boolean): Menu => {
  if (offersCompositeDishes || !menu.products.some(({ composition }) => composition)) return menu;
  const composite = new Set(menu.products.filter((p) => p.composition).map(({ id }) => id));
  return {
    ...menu,
    products: menu.products.filter(({ id }) => !composite.has(id)),
    productsForCart: menu.productsForCart.filter((id) => !composite.has(id)),
  };
};

/** The menu for the saved location (docs/product.md §7 shop); not asked for while the location is empty (§5). */
export const useMenu = () => {
  const [location, hasLocation, deliveryType, offersCompositeDishes] = useUnit([
    $location,
    $hasLocation,
    $deliveryType,
    $offersCompositeDishes,
  ]);
  const { data, ...rest } = useMainQuery(shopCall, menuParams(location, deliveryType), {
    enabled: hasLocation,
    shared: true,
  });
  const menu = useMemo(
    () => data && offeredMenu(data, offersCompositeDishes),
    [data, offersCompositeDishes],
  );
  return { menu, ...rest };
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
