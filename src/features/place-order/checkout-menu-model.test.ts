// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSIONS } from '@pizza-order-app/contract/capabilities';
import { unstable_serialize } from 'swr';
import { $extensions } from '../../entities/backend';
import { $deliveryType, $location, DELIVERY_TYPES } from '../../entities/location';
import { menuParams } from '../../entities/menu/lazy';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi, type Api } from '../../shared/api/model';
import { queryKey } from '../../shared/api/use-api-query';
import { shopCall, type Menu } from '@pizza-order-app/contract/main-api';
import { requestAnswered } from '../../shared/lib/network/model';
import { testProduct } from '../../shared/lib/test/menu-fixture';
import { settle } from '../../shared/lib/test/settle';
import { $language } from '../../shared/i18n/model';
import { CHILANZAR, MENU, RESTAURANT, restaurantsAnswer, startCheckout } from './checkout-fixture';
import { CheckoutGate } from './checkout-gate';
import {
  $checkoutMenu,
  $checkoutMenuFailed,
  $pricedCart,
  checkoutMenuRetried,
  readCheckoutMenuFx,
  type MenuRead,
} from './checkout-menu-model';
import { $checkoutRestaurantId, readRestaurantsFx } from './restaurant-model';

/** Yunusabad: another restaurant's menu. */
const YUNUSABAD = { RestaurantId: 2, RegionId: 1, Longitude: 69.28, Latitude: 41.36 };

describe('the menu checkout decides with', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is read when checkout opens, and names the restaurant the order goes to', async () => {
    const readMenu = vi.fn((_: MenuRead) => Promise.resolve({ ...MENU, restId: 1 }));
    const { scope } = await startCheckout(vi.fn(), { readMenu });
    expect(readMenu).toHaveBeenCalledWith({
      params: menuParams(CHILANZAR, DELIVERY_TYPES.delivery),
      language: 'ru',
    });
    expect(scope.getState($checkoutMenu)).toEqual(MENU);
    expect(scope.getState($checkoutRestaurantId)).toBe(1);
    expect(scope.getState($pricedCart)).toMatchObject({ orderable: 2, total: 141_000 });
  });

  it('is read again for another place, and the last place’s menu never decides for it', async () => {
    const yunusabad: Menu = { ...MENU, restId: 2 };
    let answer: (menu: Menu) => void = () => undefined;
    const readMenu = vi
      .fn<(read: MenuRead) => Promise<Menu>>()
      .mockResolvedValueOnce(MENU)
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { scope } = await startCheckout(vi.fn(), { readMenu });
    const moved = allSettled($location, { scope, params: YUNUSABAD });
    expect(readMenu).toHaveBeenLastCalledWith({
      params: menuParams(YUNUSABAD, DELIVERY_TYPES.delivery),
      language: 'ru',
    });
    expect(scope.getState($checkoutMenu)).toBeNull();
    expect(scope.getState($checkoutRestaurantId)).toBeNull();
    answer(yunusabad);
    await settle(moved);
    expect(scope.getState($checkoutRestaurantId)).toBe(2);
  });

  it('keeps the composite dishes out while the backend has not announced them', async () => {
    const half = testProduct({
      id: 300,
      name: 'Half and half',
      price: 0,
      composition: { kind: 'halves', slots: [] },
    });
    const withHalves: Menu = { ...MENU, products: [...MENU.products, half] };
    const readMenu = () => Promise.resolve(withHalves);
    const core = await startCheckout(vi.fn(), { readMenu, extensions: [] });
    expect(core.scope.getState($checkoutMenu)?.products.map(({ id }) => id)).toEqual([101, 102]);
    const offering = await startCheckout(vi.fn(), { readMenu });
    expect(offering.scope.getState($checkoutMenu)?.products).toHaveLength(3);
  });

  it('is read again after a failure when the customer asks or the network returns', async () => {
    const readMenu = vi
      .fn<(read: MenuRead) => Promise<Menu>>()
      .mockRejectedValueOnce(new ApiError('http', 503))
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockResolvedValue(MENU);
    const { scope } = await startCheckout(vi.fn(), { readMenu });
    expect(scope.getState($checkoutMenuFailed)).toBe(true);
    await settle(allSettled(checkoutMenuRetried, { scope }));
    expect(readMenu).toHaveBeenCalledTimes(2);
    expect(scope.getState($checkoutMenuFailed)).toBe(true);
    await settle(allSettled(requestAnswered, { scope }));
    expect(readMenu).toHaveBeenCalledTimes(3);
    expect(scope.getState($checkoutMenuFailed)).toBe(false);
    expect(scope.getState($checkoutMenu)).toEqual(MENU);
  });

  it('is not read without a place (docs/product.md §5)', async () => {
    const readMenu = vi.fn(() => Promise.resolve(MENU));
    await startCheckout(vi.fn(), {
      readMenu,
      location: { RestaurantId: 0, RegionId: 0, Longitude: 0, Latitude: 0 },
    });
    expect(readMenu).not.toHaveBeenCalled();
  });
});

describe('the checkout menu read', () => {
  it('shows at once the menu a screen shows for the place, until its own answer comes', async () => {
    let answer: (menu: Menu) => void = () => undefined;
    const api = createApi();
    const read: MenuRead = {
      params: menuParams(CHILANZAR, DELIVERY_TYPES.delivery),
      language: 'en',
    };
    // The menu page's read, in the screens' cache of the scope.
    const shown: Menu = { ...MENU, starTime: '09:00' };
    api.reads.config
      .provider()
      .set(unstable_serialize(queryKey('main', shopCall, read.params, 'en')), { data: shown });
    const scope = fork({
      values: [
        [$api, api],
        [$language, 'en'],
        [$extensions, EXTENSIONS],
        [$location, CHILANZAR],
        [$deliveryType, DELIVERY_TYPES.delivery],
      ],
      handlers: [
        [readRestaurantsFx, restaurantsAnswer(RESTAURANT)],
        [readCheckoutMenuFx, () => new Promise<Menu>((resolve) => (answer = resolve))],
      ],
    });
    const opened = allSettled(CheckoutGate.open, { scope, params: {} });
    await vi.waitFor(() => expect(scope.getState($checkoutMenu)).toEqual(shown));
    answer(MENU);
    await opened;
    expect(scope.getState($checkoutMenu)).toEqual(MENU);
  });

  it('joins a screen’s read of the same menu on its way: one request answers both', async () => {
    let answer: (menu: Menu) => void = () => undefined;
    const main = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const api = { ...createApi(), main: main as unknown as Api['main'] };
    const scope = fork({
      values: [
        [$api, api],
        [$extensions, []],
        [$location, CHILANZAR],
        [$deliveryType, DELIVERY_TYPES.delivery],
      ],
    });
    const read: MenuRead = {
      params: menuParams(CHILANZAR, DELIVERY_TYPES.delivery),
      language: 'en',
    };
    const key = queryKey('main', shopCall, read.params, 'en');
    // The place summary's read of the menu, started first.
    const screenRead = api.reads.join(key, () => api.main(shopCall, read.params, 'en'));
    const modelRead = allSettled(readCheckoutMenuFx, { scope, params: read });
    answer(MENU);
    await expect(screenRead).resolves.toEqual(MENU);
    await modelRead;
    expect(main).toHaveBeenCalledOnce();
    // Answered, it is no longer on its way: the next read asks the backend again.
    void api.reads.join(key, () => api.main(shopCall, read.params, 'en'));
    expect(main).toHaveBeenCalledTimes(2);
  });
});
