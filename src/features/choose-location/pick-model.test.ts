// @vitest-environment jsdom
import { allSettled, fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $addresses, $deliveryType, $location, type SavedAddress } from '../../entities/location';
import type { FoundPlace } from '../../entities/location/lazy';
import type { Door } from '@pizza-order-app/contract/door';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { $toasts } from '../../shared/ui/toast/model';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi, type Api } from '../../shared/api/model';
import { requestTelegramLocationFx } from '../../shared/telegram/location';
import { $focusChosenPlace, locationChangeClosed, locationChangeOpened } from './model';
import {
  $addressCandidate,
  addressConfirmed,
  $deliveryPickState,
  $pickedAddress,
  addressSearched,
  candidateDismissed,
  deliveryPointPicked,
  locateVisitorFx,
  myLocationRequested,
  pickupRestaurantPicked,
  PlacePickGate,
  resolvePointFx,
  searchAddressFx,
  type ResolvedPoint,
} from './pick-model';

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

const TAPPED: LngLat = [69.21, 41.29];
const NAVOI: FoundPlace = { longitude: 69.246, latitude: 41.322, address: 'улица Навои, 15' };

interface ResolveRequest {
  readonly point: LngLat;
  readonly address: string | null;
  readonly saved: SavedAddress | null;
  readonly typedDoor?: Door;
}

/** The backend's answer for a point: the address it was given, or a tapped point's. */
const answerFor = (
  served: Restaurant | null,
  { point, address, saved, typedDoor }: ResolveRequest,
): ResolvedPoint => ({
  point,
  address: address ?? 'Bunyodkor avenue, 12',
  restaurant: served,
  addressId: saved?.id ?? 'a1',
  saved,
  typedDoor: typedDoor ?? {},
});

/** A handler of the attached effect: it is given the source, then the request. */
const resolvedAs = (served: Restaurant | null) => (_: unknown, request: ResolveRequest) =>
  answerFor(served, request);

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
};

const candidateOf = (scope: Scope) => scope.getState($addressCandidate);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('choosing a delivery point', () => {
  it('asks to confirm a served point before saving anything, then saves what was confirmed', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(restaurant)]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(candidateOf(scope)).toMatchObject({
      point: TAPPED,
      address: 'Bunyodkor avenue, 12',
      restaurant,
    });
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($location).Latitude).toBe(0);
    expect(scope.getState($deliveryPickState)).toBe('idle');

    await allSettled(addressConfirmed, {
      scope,
      params: { address: 'Bunyodkor avenue, 14', apartment: '12', intercom: '12K' },
    });
    expect(scope.getState($location)).toEqual({
      RestaurantId: 3,
      RegionId: 1,
      Longitude: 69.21,
      Latitude: 41.29,
    });
    expect(scope.getState($addresses)).toEqual([
      {
        id: 'a1',
        coordinates: TAPPED,
        title: 'Bunyodkor avenue, 14',
        address: 'Bunyodkor avenue, 14',
        iconSrc: '/icons/home.svg',
        apartment: '12',
        intercom: '12K',
      },
    ]);
    expect(scope.getState($deliveryType)).toBe(0);
    expect(candidateOf(scope)).toBeNull();
    // The summary that now shows it takes the focus.
    expect(scope.getState($focusChosenPlace)).toBe(true);
  });

  it('saves nothing when the customer sets the address aside', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(restaurant)]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    await allSettled(candidateDismissed, { scope });
    await allSettled(addressConfirmed, { scope, params: { address: 'Bunyodkor avenue, 12' } });
    expect(candidateOf(scope)).toBeNull();
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($location).Latitude).toBe(0);
  });

  it('forgets an address left unconfirmed when the dialog it was picked in closes', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(restaurant)]] });
    await allSettled(locationChangeOpened, { scope });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(candidateOf(scope)).not.toBeNull();
    await allSettled(locationChangeClosed, { scope });
    expect(candidateOf(scope)).toBeNull();
    expect(scope.getState($addresses)).toEqual([]);
  });

  it('forgets an address left unconfirmed when the screen that handed the point over is left', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(restaurant)]] });
    await allSettled(PlacePickGate.open, { scope, params: undefined });
    await allSettled(deliveryPointPicked, {
      scope,
      params: { ...NAVOI, typedDoor: { apartment: '12' } },
    });
    expect(candidateOf(scope)).toMatchObject({
      address: 'улица Навои, 15',
      typedDoor: { apartment: '12' },
    });
    await allSettled(PlacePickGate.close, { scope, params: undefined });
    expect(candidateOf(scope)).toBeNull();
    expect(scope.getState($location).Latitude).toBe(0);
  });

  it('refuses a point outside every zone and saves nothing', async () => {
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(null)]] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 68.5, latitude: 40.5 } });
    expect(scope.getState($deliveryPickState)).toBe('refused');
    expect(scope.getState($pickedAddress)).toBe('Bunyodkor avenue, 12');
    expect(candidateOf(scope)).toBeNull();
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
  /** Each scope's own API, through which its lookups go. */
  const api = (): [typeof $api, Api] => [$api, createApi()];
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
        lookups.push(url);
        if (url.pathname === '/api/tg_address')
          return Promise.resolve(Response.json({ address: 'улица Навои, 1' }));
        return Promise.resolve(Response.json({ restaurants: [restaurant] }));
      }),
    );
  };
  const paths = () => lookups.map(({ pathname }) => pathname).sort();

  it("names a tapped point by reverse geocoding and sends the saved location's region", async () => {
    serveLookups();
    const saved = { RestaurantId: 3, RegionId: 2, Longitude: 69.2, Latitude: 41.28 };
    const scope = fork({ values: [[$location, saved], api()] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(paths()).toEqual(['/api/restaurants/GetByLocation', '/api/tg_address']);
    const byLocation = lookups.find(({ pathname }) => pathname.endsWith('GetByLocation'));
    expect(Object.fromEntries(byLocation?.searchParams ?? [])).toMatchObject({
      latitude: '41.29',
      longitude: '69.21',
      regionId: '2',
      orderTypeId: '0',
    });
    expect(candidateOf(scope)?.address).toBe('улица Навои, 1');
  });

  it('sends region 0 (none) while no location is saved, then saves the serving one', async () => {
    serveLookups();
    const scope = fork({ values: [api()] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    const byLocation = lookups.find(({ pathname }) => pathname.endsWith('GetByLocation'));
    expect(byLocation?.searchParams.get('regionId')).toBe('0');
    expect(byLocation?.searchParams.get('orderTypeId')).toBe('0');
    await allSettled(addressConfirmed, { scope, params: { address: 'улица Навои, 1' } });
    expect(scope.getState($location).RegionId).toBe(1);
  });

  it('asks who delivers there even while pickup is chosen, and keeps pickup until confirmed', async () => {
    serveLookups();
    // The delivery map hands a point over whatever the customer chose before.
    const scope = fork({ values: [[$deliveryType, 200], api()] });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    const byLocation = lookups.find(({ pathname }) => pathname.endsWith('GetByLocation'));
    expect(byLocation?.searchParams.get('orderTypeId')).toBe('0');
    expect(scope.getState($deliveryType)).toBe(200);
    await allSettled(addressConfirmed, { scope, params: { address: 'улица Навои, 1' } });
    expect(scope.getState($deliveryType)).toBe(0);
  });

  it('keeps a found address as found: its point and house, never looked up again', async () => {
    serveLookups();
    const scope = fork({ values: [api()], handlers: [[searchAddressFx, () => NAVOI]] });
    await allSettled(addressSearched, { scope, params: '  Навои 15 ' });
    expect(paths()).toEqual(['/api/restaurants/GetByLocation']);
    expect(candidateOf(scope)).toMatchObject({
      point: [69.246, 41.322],
      address: 'улица Навои, 15',
    });
    await allSettled(addressConfirmed, { scope, params: { address: 'улица Навои, 15' } });
    expect(scope.getState($addresses)[0]).toMatchObject({
      coordinates: [69.246, 41.322],
      title: 'улица Навои, 15',
      address: 'улица Навои, 15',
    });
  });

  it('searches for the street and house of "Навои 15 кв 12", the apartment going to its field', async () => {
    serveLookups();
    // A handler of the attached effect: it is given the source, then the request.
    const search = vi.fn((_: unknown, __: { text: string }) => NAVOI);
    const scope = fork({ values: [api()], handlers: [[searchAddressFx, search]] });
    await allSettled(addressSearched, { scope, params: 'Навои 15 кв 12' });
    expect(search.mock.calls.map(([, { text }]) => text)).toEqual(['Навои 15']);
    expect(candidateOf(scope)).toMatchObject({
      address: 'улица Навои, 15',
      typedDoor: { apartment: '12' },
    });
    // A point tapped next has no door typed with it.
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.21, latitude: 41.29 } });
    expect(candidateOf(scope)).toMatchObject({ typedDoor: {} });
    // And a search without one starts with none.
    await allSettled(addressSearched, { scope, params: 'Навои 15' });
    expect(candidateOf(scope)).toMatchObject({ typedDoor: {} });
  });

  it('chooses a saved address at once, as it was confirmed when saved, its door untouched', async () => {
    serveLookups();
    const home: SavedAddress = {
      id: 'home',
      coordinates: [69.246, 41.322],
      title: 'улица Навои, 15',
      address: 'улица Навои, 15',
      iconSrc: '/icons/home.svg',
      apartment: '12',
      floor: '4',
    };
    const scope = fork({ values: [[$addresses, [home]], api()] });
    await allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: 69.246, latitude: 41.322, saved: home },
    });
    // Its own address, never renamed by reverse geocoding; only who serves it is asked.
    expect(paths()).toEqual(['/api/restaurants/GetByLocation']);
    expect(candidateOf(scope)).toBeNull();
    expect(scope.getState($location)).toEqual({
      RestaurantId: 3,
      RegionId: 1,
      Longitude: 69.246,
      Latitude: 41.322,
    });
    expect(scope.getState($deliveryType)).toBe(0);
    expect(scope.getState($addresses)).toEqual([home]);
    // The summary that now shows it, with a way to change it, takes the focus.
    expect(scope.getState($focusChosenPlace)).toBe(true);
  });

  it('refuses a saved address no restaurant serves any more, and keeps the place chosen before', async () => {
    const away: SavedAddress = {
      id: 'away',
      coordinates: [68.5, 40.5],
      title: 'Дача',
      address: 'Дача',
      iconSrc: '/icons/home.svg',
    };
    const scope = fork({ handlers: [[resolvePointFx, resolvedAs(null)]] });
    await allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: 68.5, latitude: 40.5, saved: away },
    });
    expect(scope.getState($deliveryPickState)).toBe('refused');
    expect(scope.getState($pickedAddress)).toBe('Дача');
    expect(candidateOf(scope)).toBeNull();
    expect(scope.getState($location).Latitude).toBe(0);
  });
});

describe('the newest pick wins', () => {
  it('drops a search answered after the map was tapped', async () => {
    const search = deferred<FoundPlace | null>();
    const scope = fork({
      handlers: [
        [searchAddressFx, () => search.promise],
        [resolvePointFx, resolvedAs(restaurant)],
      ],
    });
    const searching = allSettled(addressSearched, { scope, params: 'Навои 15' });
    const tapping = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: TAPPED[0], latitude: TAPPED[1] },
    });
    await vi.waitFor(() => expect(candidateOf(scope)?.point).toEqual(TAPPED));
    search.resolve(NAVOI);
    await Promise.all([searching, tapping]);
    expect(candidateOf(scope)?.address).toBe('Bunyodkor avenue, 12');
    expect(scope.getState($deliveryPickState)).toBe('idle');
  });

  it('drops the answer for an earlier point that comes after the later one', async () => {
    const first = deferred<ResolvedPoint>();
    const resolve = vi.fn((_: unknown, request: ResolveRequest) =>
      request.point[0] === TAPPED[0] ? first.promise : answerFor(restaurant, request),
    );
    const scope = fork({ handlers: [[resolvePointFx, resolve]] });
    const earlier = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: TAPPED[0], latitude: TAPPED[1] },
    });
    const later = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: 69.3, latitude: 41.35 },
    });
    await vi.waitFor(() => expect(candidateOf(scope)?.point).toEqual([69.3, 41.35]));
    first.resolve(answerFor(restaurant, { point: TAPPED, address: 'Earlier, 1', saved: null }));
    await Promise.all([earlier, later]);
    expect(candidateOf(scope)?.point).toEqual([69.3, 41.35]);
  });

  it('drops a failure of an earlier pick: no toast, no error over the newer one', async () => {
    const first = deferred<ResolvedPoint>();
    const scope = fork({
      handlers: [
        [
          resolvePointFx,
          (_: unknown, request: ResolveRequest) =>
            request.point[0] === TAPPED[0]
              ? first.promise.then(() => Promise.reject(new ApiError('http', 503, 'Late')))
              : answerFor(restaurant, request),
        ],
      ],
    });
    const earlier = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: TAPPED[0], latitude: TAPPED[1] },
    });
    const later = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: 69.3, latitude: 41.35 },
    });
    await vi.waitFor(() => expect(candidateOf(scope)?.point).toEqual([69.3, 41.35]));
    first.resolve(answerFor(restaurant, { point: TAPPED, address: null, saved: null }));
    await Promise.all([earlier, later]);
    expect(scope.getState($deliveryPickState)).toBe('idle');
    expect(scope.getState($toasts)).toEqual([]);
    expect(candidateOf(scope)?.point).toEqual([69.3, 41.35]);
  });

  it('drops the device position that arrives after a search was chosen', async () => {
    const position = deferred<{ longitude: number; latitude: number }>();
    const scope = fork({
      handlers: [
        [locateVisitorFx, () => position.promise],
        [searchAddressFx, () => NAVOI],
        [resolvePointFx, resolvedAs(restaurant)],
      ],
    });
    const locating = allSettled(myLocationRequested, { scope });
    const searching = allSettled(addressSearched, { scope, params: 'Навои 15' });
    await vi.waitFor(() => expect(candidateOf(scope)?.address).toBe('улица Навои, 15'));
    position.resolve({ longitude: TAPPED[0], latitude: TAPPED[1] });
    await Promise.all([locating, searching]);
    expect(candidateOf(scope)?.address).toBe('улица Навои, 15');
  });

  it('drops a delivery point answered after pickup was chosen', async () => {
    const answer = deferred<ResolvedPoint>();
    const scope = fork({ handlers: [[resolvePointFx, () => answer.promise]] });
    const picking = allSettled(deliveryPointPicked, {
      scope,
      params: { longitude: TAPPED[0], latitude: TAPPED[1] },
    });
    const pickingUp = allSettled(pickupRestaurantPicked, { scope, params: restaurant });
    await vi.waitFor(() => expect(scope.getState($deliveryType)).toBe(200));
    answer.resolve(answerFor(restaurant, { point: TAPPED, address: null, saved: null }));
    await Promise.all([picking, pickingUp]);
    expect(candidateOf(scope)).toBeNull();
    expect(scope.getState($deliveryType)).toBe(200);
    expect(scope.getState($deliveryPickState)).toBe('idle');
  });
});

describe('"use my location"', () => {
  /** The browser's geolocation answering with a position or an error code. */
  const browserAnswers = (answer: GeolocationPosition | { code: number; message: string }) => {
    const getCurrentPosition = vi.fn(
      (done: PositionCallback, fail: PositionErrorCallback) =>
        void ('coords' in answer
          ? done(answer)
          : fail({ ...answer, PERMISSION_DENIED: 1 } as GeolocationPositionError)),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    return getCurrentPosition;
  };

  it('asks Telegram’s location manager inside Telegram, and the point follows the usual rules', async () => {
    const browser = browserAnswers({ code: 2, message: 'unused' });
    const resolve = vi.fn(resolvedAs(restaurant));
    const scope = fork({
      handlers: [
        [requestTelegramLocationFx, () => ({ point: { longitude: 69.21, latitude: 41.29 } })],
        [resolvePointFx, resolve],
      ],
    });
    await allSettled(myLocationRequested, { scope });
    expect(browser).not.toHaveBeenCalled();
    expect(candidateOf(scope)?.point).toEqual([69.21, 41.29]);
  });

  it('a location denied in Telegram says so, with the other ways to give the address', async () => {
    const scope = fork({ handlers: [[requestTelegramLocationFx, () => ({ refused: 'denied' })]] });
    await allSettled(myLocationRequested, { scope });
    expect(scope.getState($deliveryPickState)).toBe('location-denied');
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('a device Telegram has no position for is a failed lookup', async () => {
    const scope = fork({
      handlers: [[requestTelegramLocationFx, () => ({ refused: 'unavailable' })]],
    });
    await allSettled(myLocationRequested, { scope });
    expect(scope.getState($deliveryPickState)).toBe('failed');
  });

  it('outside Telegram asks the browser, and a refusal there is a denied location too', async () => {
    browserAnswers({
      coords: { longitude: 69.21, latitude: 41.29 },
    } as GeolocationPosition);
    const scope = fork({
      handlers: [
        [requestTelegramLocationFx, () => null],
        [resolvePointFx, resolvedAs(restaurant)],
      ],
    });
    await allSettled(myLocationRequested, { scope });
    expect(candidateOf(scope)?.point).toEqual([69.21, 41.29]);

    browserAnswers({ code: 1, message: 'User denied Geolocation' });
    await allSettled(myLocationRequested, { scope });
    expect(scope.getState($deliveryPickState)).toBe('location-denied');
  });

  it('a point at 0,0 from the device is refused like any other unusable point', async () => {
    const scope = fork({
      handlers: [[requestTelegramLocationFx, () => ({ point: { longitude: 0, latitude: 0 } })]],
    });
    await allSettled(myLocationRequested, { scope });
    expect(scope.getState($deliveryPickState)).toBe('invalid');
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
        [searchAddressFx, () => NAVOI],
        [resolvePointFx, resolve],
      ],
    });
    await allSettled(addressSearched, { scope, params: '  2 Navoi Street ' });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve.mock.calls[0]?.[1]).toMatchObject({ address: 'улица Навои, 15' });
    await allSettled(addressConfirmed, { scope, params: { address: 'улица Навои, 15' } });
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
