import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $deliveryType, $location, DELIVERY_TYPES } from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import type { Restaurant } from '../../shared/contract/main-api';
import {
  $checkedPoint,
  $zoneCheckState,
  addressTyped,
  findCheckedPlaceFx,
  deliveryHereChosen,
  pointClicked,
  zoneCheckLeft,
} from './model';

const NAVOI = { longitude: 69.246, latitude: 41.322, address: 'Navoi Street, 5' };

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

describe('delivery zone check', () => {
  it('takes a clicked point and forgets it when the visitor leaves', async () => {
    const scope = fork();
    await allSettled(pointClicked, { scope, params: [69.24, 41.31] });
    expect(scope.getState($checkedPoint)).toEqual([69.24, 41.31]);
    expect(scope.getState($zoneCheckState)).toBe('checked');
    await allSettled(zoneCheckLeft, { scope });
    expect(scope.getState($checkedPoint)).toBeNull();
    expect(scope.getState($zoneCheckState)).toBe('idle');
  });

  it('refuses coordinates out of range or not above 0', async () => {
    const scope = fork();
    for (const point of [
      [200, 41],
      [69, -41],
      [Number.NaN, 41],
    ] as const) {
      await allSettled(pointClicked, { scope, params: point });
      expect(scope.getState($zoneCheckState)).toBe('invalid');
      expect(scope.getState($checkedPoint)).toBeNull();
    }
  });

  it('turns a found address into the checked point', async () => {
    const scope = fork({
      handlers: [[findCheckedPlaceFx, () => NAVOI]],
    });
    await allSettled(addressTyped, { scope, params: 'Navoi 5' });
    expect(scope.getState($checkedPoint)).toEqual([69.246, 41.322]);
    expect(scope.getState($zoneCheckState)).toBe('checked');
  });

  it('says when nothing matches or the search fails', async () => {
    const notFound = fork({ handlers: [[findCheckedPlaceFx, () => null]] });
    await allSettled(addressTyped, { scope: notFound, params: 'nowhere' });
    expect(notFound.getState($zoneCheckState)).toBe('not-found');

    const failed = fork({
      handlers: [
        [
          findCheckedPlaceFx,
          () => {
            throw new ApiError('offline', 0);
          },
        ],
      ],
    });
    await allSettled(addressTyped, { scope: failed, params: 'Navoi 5' });
    expect(failed.getState($zoneCheckState)).toBe('failed');
    expect(failed.getState($checkedPoint)).toBeNull();
  });

  it('keeps a clicked point when a search started before it answers later', async () => {
    const search = deferred<typeof NAVOI | null>();
    const scope = fork({ handlers: [[findCheckedPlaceFx, () => search.promise]] });
    const searching = allSettled(addressTyped, { scope, params: 'Navoi 5' });
    const clicking = allSettled(pointClicked, { scope, params: [69.24, 41.31] });
    await vi.waitFor(() => expect(scope.getState($checkedPoint)).toEqual([69.24, 41.31]));
    search.resolve(NAVOI);
    await Promise.all([searching, clicking]);
    expect(scope.getState($checkedPoint)).toEqual([69.24, 41.31]);
    expect(scope.getState($zoneCheckState)).toBe('checked');
  });

  it('forgets a search still on its way when the visitor leaves', async () => {
    const search = deferred<typeof NAVOI | null>();
    const scope = fork({ handlers: [[findCheckedPlaceFx, () => search.promise]] });
    const searching = allSettled(addressTyped, { scope, params: 'Navoi 5' });
    const leaving = allSettled(zoneCheckLeft, { scope });
    await vi.waitFor(() => expect(scope.getState($zoneCheckState)).toBe('idle'));
    search.resolve(NAVOI);
    await Promise.all([searching, leaving]);
    expect(scope.getState($checkedPoint)).toBeNull();
    expect(scope.getState($zoneCheckState)).toBe('idle');
  });

  it('makes a served point the delivery point with its restaurant ("Order here")', async () => {
    const scope = fork({
      values: [
        [$deliveryType, DELIVERY_TYPES.pickup],
        [$location, { RestaurantId: 7, RegionId: 1, Longitude: 69.2, Latitude: 41.3 }],
      ],
    });
    const chorsu = { id: 2, regionId: 1 } as Restaurant;
    // Nothing checked yet: nothing to order to.
    await allSettled(deliveryHereChosen, { scope, params: chorsu });
    expect(scope.getState($deliveryType)).toBe(DELIVERY_TYPES.pickup);

    await allSettled(pointClicked, { scope, params: [69.24, 41.31] });
    await allSettled(deliveryHereChosen, { scope, params: chorsu });
    expect(scope.getState($deliveryType)).toBe(DELIVERY_TYPES.delivery);
    expect(scope.getState($location)).toEqual({
      RestaurantId: 2,
      RegionId: 1,
      Longitude: 69.24,
      Latitude: 41.31,
    });
  });
});
