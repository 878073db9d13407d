// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $deliveryType,
  $hasLocation,
  $location,
  EMPTY_LOCATION,
  type DeliveryType,
  type SavedLocation,
} from './model';
import { deliveryTypeChosen, locationChosen } from './apply-location';

const CHILANZAR = { RestaurantId: 3, RegionId: 1, Longitude: 69.2, Latitude: 41.28 };

afterEach(() => localStorage.clear());

describe('applying a new location: one rule for picks, saved addresses and links', () => {
  /** Pickup from the Chilanzar restaurant (region 1): its id and its own coordinates. */
  const CHILANZAR_PICKUP = { RestaurantId: 3, RegionId: 1, Longitude: 69.204, Latitude: 41.275 };
  /** Delivery to the home address, served by the Chilanzar restaurant. */
  const HOME_DELIVERY = { ...CHILANZAR, RestaurantId: 3 };
  const placed = (location: SavedLocation, deliveryType: DeliveryType) =>
    fork({
      values: [
        [$location, location],
        [$deliveryType, deliveryType],
      ],
    });

  it('choosing pickup drops the home address: the restaurant is chosen next', async () => {
    const scope = placed(HOME_DELIVERY, 0);
    await allSettled(deliveryTypeChosen, { scope, params: 200 });
    expect(scope.getState($deliveryType)).toBe(200);
    expect(scope.getState($location)).toEqual({ ...EMPTY_LOCATION, RegionId: 1 });
    expect(scope.getState($hasLocation)).toBe(false);
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual({
      ...EMPTY_LOCATION,
      RegionId: 1,
    });
  });

  it('choosing delivery drops the restaurant and its coordinates', async () => {
    const scope = placed(CHILANZAR_PICKUP, 200);
    await allSettled(deliveryTypeChosen, { scope, params: 0 });
    expect(scope.getState($deliveryType)).toBe(0);
    expect(scope.getState($location)).toEqual({ ...EMPTY_LOCATION, RegionId: 1 });
  });

  it('choosing the order type already chosen keeps the place as it is', async () => {
    const scope = placed(CHILANZAR_PICKUP, 200);
    const location = scope.getState($location);
    await allSettled(deliveryTypeChosen, { scope, params: 200 });
    expect(scope.getState($location)).toBe(location);
  });

  it('a new region drops a restaurant from another region, with its coordinates', async () => {
    const scope = placed(CHILANZAR_PICKUP, 200);
    await allSettled(locationChosen, { scope, params: { RegionId: 2 } });
    expect(scope.getState($location)).toEqual({ ...EMPTY_LOCATION, RegionId: 2 });
    expect(scope.getState($deliveryType)).toBe(200);
  });

  it('a new region drops a delivery address served from another region', async () => {
    const scope = placed(HOME_DELIVERY, 0);
    await allSettled(locationChosen, { scope, params: { RegionId: 2 } });
    expect(scope.getState($location)).toEqual({ ...EMPTY_LOCATION, RegionId: 2 });
  });

  it('the same region keeps the restaurant', async () => {
    const scope = placed(CHILANZAR_PICKUP, 200);
    await allSettled(locationChosen, { scope, params: { RegionId: 1, deliveryType: 200 } });
    expect(scope.getState($location)).toEqual(CHILANZAR_PICKUP);
  });

  it('a region named where none was saved keeps the place', async () => {
    const scope = placed({ ...CHILANZAR_PICKUP, RegionId: 0 }, 200);
    await allSettled(locationChosen, { scope, params: { RegionId: 1 } });
    expect(scope.getState($location)).toEqual(CHILANZAR_PICKUP);
  });

  it('a bare point (a bot link gave it, no restaurant yet) stays through a switch', async () => {
    const point = { ...CHILANZAR, RestaurantId: 0 };
    const scope = placed(point, 0);
    await allSettled(deliveryTypeChosen, { scope, params: 200 });
    expect(scope.getState($location)).toEqual(point);
    await allSettled(locationChosen, { scope, params: { RegionId: 2 } });
    expect(scope.getState($location)).toEqual({ ...point, RegionId: 2 });
  });

  it('a new point comes without the old restaurant: the backend names the one serving it', async () => {
    const scope = placed(HOME_DELIVERY, 0);
    await allSettled(locationChosen, {
      scope,
      params: { RegionId: 2, Longitude: 66.97, Latitude: 39.65 },
    });
    expect(scope.getState($location)).toEqual({
      RestaurantId: 0,
      RegionId: 2,
      Longitude: 66.97,
      Latitude: 39.65,
    });
  });

  it('a new point and pickup together (a bot link) keep the point, without a restaurant', async () => {
    const scope = placed(HOME_DELIVERY, 0);
    await allSettled(locationChosen, {
      scope,
      params: { Longitude: 69.25, Latitude: 41.3, deliveryType: 200 },
    });
    expect(scope.getState($deliveryType)).toBe(200);
    expect(scope.getState($location)).toEqual({
      RestaurantId: 0,
      RegionId: 1,
      Longitude: 69.25,
      Latitude: 41.3,
    });
  });

  it('a whole location with its type (a pick, a saved address) replaces the place', async () => {
    const scope = placed(CHILANZAR_PICKUP, 200);
    const samarkand = { RestaurantId: 9, RegionId: 2, Longitude: 66.97, Latitude: 39.65 };
    await allSettled(locationChosen, { scope, params: { ...samarkand, deliveryType: 0 } });
    expect(scope.getState($location)).toEqual(samarkand);
    expect(scope.getState($deliveryType)).toBe(0);
    expect(localStorage.getItem('delivery')).toBe('0');
  });

  it('a change with an unusable point changes nothing, its order type neither', async () => {
    const scope = placed(CHILANZAR_PICKUP, 200);
    await allSettled(locationChosen, {
      scope,
      params: { Longitude: 69.2, Latitude: 0, RegionId: 2, deliveryType: 0 },
    });
    expect(scope.getState($location)).toEqual(CHILANZAR_PICKUP);
    expect(scope.getState($deliveryType)).toBe(200);
  });
});
