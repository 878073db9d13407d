import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $addresses, $deliveryType, $location } from '../../entities/location/model';
import type { Restaurant } from '../../shared/contract/main-api';
import { $toasts } from '../../shared/ui/toast/model';
import { ApiError } from '../../shared/api/api-error';
import {
  $deliveryPickState,
  $pickedAddress,
  deliveryPointPicked,
  pickupRestaurantPicked,
  addressSearched,
  resolvePointFx,
  searchAddressFx,
  type ResolvedPoint,
} from './model';

const restaurant: Restaurant = {
  id: 3,
  name: 'Chilonzor',
  address: 'Bunyodkor 1',
  regionId: 1,
  longitude: 69.2,
  latitude: 41.28,
  zone: '',
  isActive: true,
  phone: '',
  workingHours: '',
  districts: [],
};

const resolvedAs = (served: Restaurant | null) => (): ResolvedPoint => ({
  point: [69.21, 41.29],
  address: 'Bunyodkor avenue, 12',
  restaurant: served,
  addressId: 'a1',
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('choosing a delivery point', () => {
  it('saves the address and the location of a served point', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(restaurant)]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(scope.getState($location)).toEqual({
      RestaurantId: 3,
      RegionId: 1,
      Longitude: 69.21,
      Latitude: 41.29,
    });
    expect(scope.getState($addresses)).toEqual([
      {
        id: 'a1',
        coordinates: [69.21, 41.29],
        title: 'Bunyodkor avenue, 12',
        address: 'Bunyodkor avenue, 12',
        iconSrc: '/icons/home.svg',
      },
    ]);
    expect(scope.getState($deliveryType)).toBe(0);
    expect(scope.getState($deliveryPickState)).toBe('idle');
  });

  it('refuses a point outside every zone and saves nothing', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(null)]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 68.5, latitude: 40.5 } });
    expect(scope.getState($deliveryPickState)).toBe('refused');
    expect(scope.getState($pickedAddress)).toBe('Bunyodkor avenue, 12');
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($location).Latitude).toBe(0);
  });

  it.each([
    ['text', 'abc', '41.3'],
    ['out of range', 69.2, 95],
    ['zero', 0, 41.3],
    ['negative', -69.2, 41.3],
  ])('marks %s coordinates invalid without asking the backend', async (_, longitude, latitude) => {
    const resolve = vi.fn(resolvedAs(restaurant));
    const scope = fork({ handlers: [[resolvePointFx, resolve]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude, latitude } });
    expect(scope.getState($deliveryPickState)).toBe('invalid');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('shows the catalogue toast with the server text when the lookup fails', async () => {
    vi.useFakeTimers();
    const scope = fork({
      handlers: [
        [resolvePointFx, () => Promise.reject(new ApiError('http', 503, 'Maps are down'))],
      ],
    });
    const picked = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: 69.2, latitude: 41.3 },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($deliveryPickState)).toBe('failed');
    expect(scope.getState($toasts)[0]).toMatchObject({
      title: { key: 'error.title' },
      detail: { text: 'Maps are down' },
    });
    await vi.runAllTimersAsync();
    await picked;
    vi.useRealTimers();
  });
});

describe('asking the main API who serves a point', () => {
  const lookups: URL[] = [];
  const serveLookups = () => {
    lookups.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname === '/api/token')
          return Promise.resolve(
            Response.json({ token: 'token', expiresAt: Date.now() + 900_000 }),
          );
        if (url.pathname === '/api/tg_address')
          return Promise.resolve(Response.json({ address: 'Bunyodkor avenue, 12' }));
        lookups.push(url);
        return Promise.resolve(Response.json({ restaurants: [restaurant] }));
      }),
    );
  };

  it("sends the saved location's region to GetByLocation", async () => {
    serveLookups();
    const saved = { RestaurantId: 3, RegionId: 2, Longitude: 69.2, Latitude: 41.28 };
    const scope = fork({ values: [[$location, saved]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.pathname).toBe('/api/restaurants/GetByLocation');
    expect(Object.fromEntries(lookups[0]?.searchParams ?? [])).toMatchObject({
      latitude: '41.29',
      longitude: '69.21',
      regionId: '2',
      orderTypeId: '0',
    });
  });

  it('leaves the region out while no location is saved', async () => {
    serveLookups();
    const scope = fork();
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.searchParams.has('regionId')).toBe(false);
    expect(scope.getState($location).RegionId).toBe(1);
  });
});

describe('choosing a pickup restaurant', () => {
  it('saves the restaurant as the location and switches to pickup', async () => {
    const scope = fork();
    await allSettled(pickupRestaurantPicked, { scope, params: restaurant });
    expect(scope.getState($location)).toEqual({
      RestaurantId: 3,
      RegionId: 1,
      Longitude: 69.2,
      Latitude: 41.28,
    });
    expect(scope.getState($deliveryType)).toBe(200);
  });
});

describe('searching a typed address', () => {
  it('checks the found place like a point on the map', async () => {
    const resolve = vi.fn(resolvedAs(restaurant));
    const scope = fork({
      handlers: [
        [searchAddressFx, () => ({ longitude: 69.246, latitude: 41.322 })],
        [resolvePointFx, resolve],
      ],
    });
    await allSettled(addressSearched, { scope, params: '  2 Navoi Street ' });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(scope.getState($location).RestaurantId).toBe(3);
  });

  it('reports an address that is not found and ignores empty text', async () => {
    const search = vi.fn(() => null);
    const scope = fork({ handlers: [[searchAddressFx, search]] });
    await allSettled(addressSearched, { scope, params: '   ' });
    expect(search).not.toHaveBeenCalled();
    await allSettled(addressSearched, { scope, params: 'nowhere' });
    expect(scope.getState($deliveryPickState)).toBe('not-found');
  });
});
