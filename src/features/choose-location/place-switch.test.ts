// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import { $addresses, $deliveryType, $location, DELIVERY_TYPES } from '../../entities/location';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { $focusChosenPlace } from './model';
import {
  $placeSwitch,
  addressConfirmed,
  checkPlaceSwitchFx,
  deliveryPointPicked,
  linesDroppedBy,
  pickupRestaurantPicked,
  placeSwitchConfirmed,
  placeSwitchKept,
  resolvePointFx,
  type CheckedSwitch,
  type PlaceSwitch,
} from './pick-model';

const yunusabad: Restaurant = {
  id: 2,
  name: 'Yunusabad',
  address: 'Amir Temur 1',
  regionId: 1,
  longitude: 69.287,
  latitude: 41.366,
  zone: '',
  isActive: true,
  phone: '',
  workingHours: '',
  districts: [],
};
const CHILONZOR = { RestaurantId: 3, RegionId: 1, Longitude: 69.2, Latitude: 41.28 };

const margherita: CartItem = { id: 101, amount: 2, cartProdId: '101', modifiers: [] };
const fourCheese: CartItem = { id: 103, amount: 1, cartProdId: '103', modifiers: [] };

/** Yunusabad's menu: Four Cheese on its stop list, the Margherita in stock. */
const yunusabadMenu = testMenu(
  [
    testProduct({ id: 101, name: 'Margherita', price: 59_000 }),
    testProduct({ id: 103, name: 'Four Cheese', price: 79_000, isAvailable: false }),
  ],
  { restId: 2 },
);

/**
 * The check against Yunusabad's menu, as the effect makes it with the cart of the scope. A handler
 * of the attached effect: it is given the source, then the request.
 */
const checkedAgainst =
  (cart: readonly CartItem[]) =>
  (_: unknown, { restaurant, change }: PlaceSwitch): CheckedSwitch => ({
    restaurant,
    change,
    dropped: linesDroppedBy(cart, yunusabadMenu),
  });

const pickupScope = (cart: readonly CartItem[], check = vi.fn(checkedAgainst(cart))) => ({
  check,
  scope: fork({
    values: [
      [$cart, cart],
      [$location, CHILONZOR],
      [$deliveryType, DELIVERY_TYPES.pickup],
    ],
    handlers: [[checkPlaceSwitchFx, check]],
  }),
});

afterEach(() => localStorage.clear());

describe('switching the place', () => {
  it('names the lines the new place cannot cook, by its menu', () => {
    expect(linesDroppedBy([margherita, fourCheese], yunusabadMenu)).toEqual([
      { cartProdId: '103', productId: 103, name: 'Four Cheese' },
    ]);
    // Off that menu altogether: dropped too, named by the menu on screen.
    expect(linesDroppedBy([{ ...margherita, id: 999, cartProdId: '999' }], yunusabadMenu)).toEqual([
      { cartProdId: '999', productId: 999, name: null },
    ]);
  });

  it('asks before a switch that drops dishes, and changes nothing until answered', async () => {
    const { scope } = pickupScope([margherita, fourCheese]);
    await allSettled(pickupRestaurantPicked, { scope, params: yunusabad });
    expect(scope.getState($placeSwitch)?.dropped.map(({ name }) => name)).toEqual(['Four Cheese']);
    expect(scope.getState($location)).toEqual(CHILONZOR);
    expect(scope.getState($cart)).toHaveLength(2);
  });

  it('confirmed: switches and removes exactly the lines it named', async () => {
    const { scope } = pickupScope([margherita, fourCheese]);
    await allSettled(pickupRestaurantPicked, { scope, params: yunusabad });
    await allSettled(placeSwitchConfirmed, { scope });
    expect(scope.getState($location).RestaurantId).toBe(2);
    expect(scope.getState($cart)).toEqual([margherita]);
    expect(scope.getState($placeSwitch)).toBeNull();
    expect(scope.getState($focusChosenPlace)).toBe(true);
  });

  it('kept: the place and every dish stay as they were', async () => {
    const { scope } = pickupScope([margherita, fourCheese]);
    await allSettled(pickupRestaurantPicked, { scope, params: yunusabad });
    await allSettled(placeSwitchKept, { scope });
    expect(scope.getState($placeSwitch)).toBeNull();
    expect(scope.getState($location)).toEqual(CHILONZOR);
    expect(scope.getState($cart)).toEqual([margherita, fourCheese]);
  });

  it('switches at once when the new place can cook every line', async () => {
    const { scope } = pickupScope([margherita]);
    await allSettled(pickupRestaurantPicked, { scope, params: yunusabad });
    expect(scope.getState($placeSwitch)).toBeNull();
    expect(scope.getState($location).RestaurantId).toBe(2);
    expect(scope.getState($cart)).toEqual([margherita]);
  });

  it('reads no menu for an empty cart or the same place', async () => {
    const empty = pickupScope([]);
    await allSettled(pickupRestaurantPicked, { scope: empty.scope, params: yunusabad });
    expect(empty.check).not.toHaveBeenCalled();
    expect(empty.scope.getState($location).RestaurantId).toBe(2);

    const same = pickupScope([fourCheese]);
    await allSettled(pickupRestaurantPicked, {
      scope: same.scope,
      params: { ...yunusabad, id: CHILONZOR.RestaurantId },
    });
    expect(same.check).not.toHaveBeenCalled();
    expect(same.scope.getState($cart)).toEqual([fourCheese]);
  });

  it('switches when the new menu cannot be read: the cart flags there what cannot be ordered', async () => {
    const { scope } = pickupScope([fourCheese], vi.fn().mockRejectedValue(new Error('offline')));
    await allSettled(pickupRestaurantPicked, { scope, params: yunusabad });
    expect(scope.getState($location).RestaurantId).toBe(2);
    expect(scope.getState($cart)).toEqual([fourCheese]);
  });

  it('asks anew when another place is picked meanwhile', async () => {
    const { scope } = pickupScope([margherita, fourCheese]);
    await allSettled(pickupRestaurantPicked, { scope, params: yunusabad });
    await allSettled(pickupRestaurantPicked, { scope, params: { ...yunusabad, id: 5 } });
    expect(scope.getState($placeSwitch)?.restaurant.id).toBe(5);
    await allSettled(placeSwitchConfirmed, { scope });
    expect(scope.getState($location).RestaurantId).toBe(5);
  });

  it('asks before a delivery address served by another restaurant, and saves the address', async () => {
    const cart = [margherita, fourCheese];
    const scope = fork({
      values: [
        [$cart, cart],
        [$location, CHILONZOR],
      ],
      handlers: [
        [checkPlaceSwitchFx, checkedAgainst(cart)],
        [
          resolvePointFx,
          (_: unknown, { point }: { point: [number, number] }) => ({
            point,
            address: 'Amir Temur 5',
            restaurant: yunusabad,
            addressId: 'a1',
            saved: null,
            typedDoor: {},
          }),
        ],
      ],
    });
    await allSettled(deliveryPointPicked, { scope, params: { longitude: 69.29, latitude: 41.37 } });
    await allSettled(addressConfirmed, { scope, params: { address: 'Amir Temur 5' } });
    expect(scope.getState($placeSwitch)?.dropped.map(({ name }) => name)).toEqual(['Four Cheese']);
    expect(scope.getState($location)).toEqual(CHILONZOR);
    expect(scope.getState($addresses).map(({ address }) => address)).toEqual(['Amir Temur 5']);
    await allSettled(placeSwitchConfirmed, { scope });
    expect(scope.getState($location)).toMatchObject({ RestaurantId: 2, Longitude: 69.29 });
    expect(scope.getState($cart)).toEqual([margherita]);
  });
});
