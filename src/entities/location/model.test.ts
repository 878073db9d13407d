// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStarted } from '../../shared/lib/lifecycle/model';
import {
  $addresses,
  $deliveryType,
  $hasLocation,
  $location,
  addressRemoved,
  addressRenamed,
  EMPTY_LOCATION,
  type SavedAddress,
} from './model';
import { deliveryTypeChosen, locationChosen } from './apply-location';

const CHILANZAR = { RestaurantId: 3, RegionId: 1, Longitude: 69.2, Latitude: 41.28 };
const home: SavedAddress = {
  id: 'home',
  coordinates: [69.2, 41.28],
  title: 'Home',
  address: 'Chilonzor 12',
  iconSrc: '/icons/home.svg',
};

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('location', () => {
  it('is saved only when latitude and longitude are both above 0', async () => {
    const scope = fork();
    await allSettled(locationChosen, { scope, params: { ...CHILANZAR, Latitude: 0 } });
    expect(scope.getState($location)).toEqual(EMPTY_LOCATION);
    await allSettled(locationChosen, { scope, params: { ...CHILANZAR, Longitude: -69 } });
    expect(scope.getState($hasLocation)).toBe(false);
    await allSettled(locationChosen, { scope, params: CHILANZAR });
    expect(scope.getState($location)).toEqual(CHILANZAR);
    expect(scope.getState($hasLocation)).toBe(true);
  });

  it('is stored under "location" with the field names of docs/product.md §3 and picked up on start', async () => {
    await allSettled(locationChosen, { scope: fork(), params: CHILANZAR });
    expect(JSON.parse(localStorage.getItem('location') ?? 'null')).toEqual(CHILANZAR);
    const next = fork();
    await allSettled(appStarted, { scope: next });
    expect(next.getState($location)).toEqual(CHILANZAR);
  });

  it('discards a stored value that breaks its schema, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('location', JSON.stringify({ RestaurantId: 'x' }));
    localStorage.setItem('addresses', '{not json');
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($location)).toEqual(EMPTY_LOCATION);
    expect(scope.getState($addresses)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('addresses', () => {
  it('discards stored addresses that break their schema, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('addresses', JSON.stringify([{ ...home, coordinates: 'Chilonzor' }]));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($addresses)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"addresses"'), expect.anything());
  });

  it('reads addresses stored before they had a door', async () => {
    localStorage.setItem('addresses', JSON.stringify([home]));
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($addresses)).toEqual([home]);
  });

  it('resets the location when the address that is the location is removed', async () => {
    const work: SavedAddress = { ...home, id: 'work', coordinates: [69.3, 41.35] };
    const scope = fork({ values: [[$addresses, [home, work]]] });
    await allSettled(locationChosen, { scope, params: CHILANZAR });
    await allSettled(addressRemoved, { scope, params: 'work' });
    expect(scope.getState($location)).toEqual(CHILANZAR);
    expect(JSON.parse(localStorage.getItem('addresses') ?? '[]')).toEqual([home]);
    await allSettled(addressRemoved, { scope, params: 'home' });
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($location)).toEqual(EMPTY_LOCATION);
    expect(scope.getState($hasLocation)).toBe(false);
  });

  it('renames an address but keeps the old title for a blank one', async () => {
    const scope = fork({ values: [[$addresses, [home]]] });
    await allSettled(addressRenamed, { scope, params: { id: 'home', title: '  Mum  ' } });
    await allSettled(addressRenamed, { scope, params: { id: 'home', title: '   ' } });
    expect(scope.getState($addresses)[0]?.title).toBe('Mum');
  });
});

describe('delivery type', () => {
  it('discards a stored type that is neither 0 nor 200, with a warning, and stays delivery', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('delivery', '100');
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($deliveryType)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"delivery"'), expect.anything());
  });

  it('is delivery (0) by default and stored under "delivery"', async () => {
    const scope = fork();
    expect(scope.getState($deliveryType)).toBe(0);
    await allSettled(deliveryTypeChosen, { scope, params: 200 });
    expect(localStorage.getItem('delivery')).toBe('200');
  });
});
