import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { $extensions, readExtensionsFx } from '../../entities/backend';
import { $linkSession, $tgId } from '../../entities/customer';
import { $location } from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import type { Restaurant } from '@pizza-order-app/contract/main-api';
import { $isOnline, requestAnswered, requestFailedAtNetwork } from '../../shared/lib/network/model';
import { settle } from '../../shared/lib/test/settle';
import { testMenu } from '../../shared/lib/test/menu-fixture';
import { CHILANZAR, RESTAURANT, restaurantsAnswer } from './checkout-fixture';
import { readCheckoutMenuFx } from './checkout-menu-model';
import { CheckoutGate } from './checkout-gate';
import { $paymentChoice, checkoutFieldChanged } from './form-model';
import {
  $checkoutRegionId,
  $methodsOnOffer,
  $paymentMethodsFailed,
  paymentMethodsRetried,
  readRestaurantsFx,
} from './restaurant-model';

/** The menu read: of this restaurant, which the order goes to (the pickup counter's). */
const menuOf = (restaurantId: number) => () =>
  Promise.resolve(testMenu([], { restId: restaurantId }));

/** Mirzo Ulugbek's counter: its Click terminal is not connected. */
const NO_CLICK: Restaurant = {
  ...RESTAURANT,
  id: 2,
  name: 'Mirzo Ulugbek',
  regionId: 2,
  paymentMethods: ['cash', 'card', 'payme'],
};

const checkout = async (
  read: () => Promise<{ restaurants: Restaurant[] }>,
  {
    restaurantId = RESTAURANT.id,
    telegram = false,
    extensions = EXTENSIONS,
  }: { restaurantId?: number; telegram?: boolean; extensions?: readonly Extension[] } = {},
) => {
  const scope = fork({
    values: [
      [$extensions, extensions],
      [$location, CHILANZAR],
      // A messenger user here is one a signed bot link vouched for.
      [$tgId, telegram ? 777 : 0],
      [$linkSession, telegram ? { tgId: 777, expiresAt: Date.now() + 60_000 } : null],
    ],
    handlers: [
      [readRestaurantsFx, read],
      [readCheckoutMenuFx, menuOf(restaurantId)],
    ],
  });
  await settle(allSettled(CheckoutGate.open, { scope, params: {} }));
  return scope;
};

describe('the payment methods checkout offers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are not known until the restaurants are read: neither offered nor failed', async () => {
    let answer: (read: { restaurants: Restaurant[] }) => void = () => undefined;
    const read = () =>
      new Promise<{ restaurants: Restaurant[] }>((resolve) => {
        answer = resolve;
      });
    const scope = fork({
      values: [[$location, CHILANZAR]],
      handlers: [
        [readRestaurantsFx, read],
        [readCheckoutMenuFx, menuOf(RESTAURANT.id)],
      ],
    });
    const opened = allSettled(CheckoutGate.open, { scope, params: {} });
    expect(scope.getState($methodsOnOffer)).toBeNull();
    expect(scope.getState($paymentMethodsFailed)).toBe(false);
    expect(scope.getState($paymentChoice)).toEqual({ method: null, withdrawn: null });
    answer({ restaurants: [RESTAURANT] });
    await settle(opened);
    expect(scope.getState($paymentChoice)).toEqual({ method: 'cash', withdrawn: null });
  });

  it('are the delivery restaurant’s, or the pickup restaurant’s when the menu is of that one', async () => {
    const read = restaurantsAnswer(RESTAURANT, NO_CLICK);
    const delivery = await checkout(read);
    expect(delivery.getState($methodsOnOffer)).toEqual(['cash', 'card', 'payme', 'click']);
    expect(delivery.getState($checkoutRegionId)).toBe(1);
    const pickup = await checkout(read, { restaurantId: NO_CLICK.id });
    expect(pickup.getState($methodsOnOffer)).toEqual(['cash', 'card', 'payme']);
    expect(pickup.getState($checkoutRegionId)).toBe(2);
  });

  it('are Telegram’s own inside Telegram, of what the restaurant takes', async () => {
    const scope = await checkout(restaurantsAnswer(NO_CLICK), {
      restaurantId: NO_CLICK.id,
      telegram: true,
    });
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card']);
  });

  it('are cash only for a restaurant the list lacks (an inactive one), as for one naming none', async () => {
    const scope = await checkout(restaurantsAnswer({ ...NO_CLICK, isActive: false }), {
      restaurantId: NO_CLICK.id,
    });
    expect(scope.getState($methodsOnOffer)).toEqual(['cash']);
    expect(scope.getState($checkoutRegionId)).toBe(CHILANZAR.RegionId);
  });

  it('name a chosen method the restaurant no longer takes, and choose none in its place', async () => {
    const scope = await checkout(restaurantsAnswer(NO_CLICK), { restaurantId: NO_CLICK.id });
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'paymentMethod', value: 'click' },
      }),
    );
    expect(scope.getState($paymentChoice)).toEqual({ method: null, withdrawn: 'click' });
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'paymentMethod', value: 'payme' },
      }),
    );
    expect(scope.getState($paymentChoice)).toEqual({ method: 'payme', withdrawn: null });
  });

  it('are online only where the backend announces the method', async () => {
    const clickOnly = await checkout(restaurantsAnswer(RESTAURANT), { extensions: ['click'] });
    expect(clickOnly.getState($methodsOnOffer)).toEqual(['cash', 'card', 'click']);
    const core = await checkout(restaurantsAnswer(RESTAURANT), { extensions: [] });
    expect(core.getState($methodsOnOffer)).toEqual(['cash', 'card']);
    const telegram = await checkout(restaurantsAnswer(RESTAURANT), {
      extensions: ['payme', 'click'],
      telegram: true,
    });
    expect(telegram.getState($methodsOnOffer)).toEqual(['cash', 'card']);
  });

  it('are cash only from a backend of the core, which names no methods', async () => {
    const scope = await checkout(restaurantsAnswer({ ...RESTAURANT, paymentMethods: undefined }), {
      extensions: [],
    });
    expect(scope.getState($methodsOnOffer)).toEqual(['cash']);
    expect(scope.getState($paymentChoice)).toEqual({ method: 'cash', withdrawn: null });
  });

  it('are offline only until the backend has said what it has, then its online ones too', async () => {
    let answer: (extensions: readonly Extension[]) => void = () => undefined;
    const scope = fork({
      values: [[$location, CHILANZAR]],
      handlers: [
        [readRestaurantsFx, restaurantsAnswer(RESTAURANT)],
        [readCheckoutMenuFx, menuOf(RESTAURANT.id)],
        [
          readExtensionsFx,
          () =>
            new Promise<readonly Extension[]>((resolve) => {
              answer = resolve;
            }),
        ],
      ],
    });
    await settle(allSettled(CheckoutGate.open, { scope, params: {} }));
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card']);
    const asked = allSettled(readExtensionsFx, { scope, params: 'en' });
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card']);
    answer(['payme']);
    await settle(asked);
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card', 'payme']);
  });

  it('are read afresh each time checkout opens', async () => {
    const read = vi
      .fn()
      .mockResolvedValueOnce({ restaurants: [RESTAURANT] })
      .mockResolvedValueOnce({ restaurants: [{ ...RESTAURANT, paymentMethods: ['cash'] }] });
    const scope = await checkout(read);
    await settle(allSettled(CheckoutGate.close, { scope, params: {} }));
    await settle(allSettled(CheckoutGate.open, { scope, params: {} }));
    expect(scope.getState($methodsOnOffer)).toEqual(['cash']);
  });

  it('say a failed read and read again when the customer asks', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('http', 503))
      .mockResolvedValueOnce({ restaurants: [RESTAURANT] });
    const scope = await checkout(read);
    expect(scope.getState($methodsOnOffer)).toBeNull();
    expect(scope.getState($paymentMethodsFailed)).toBe(true);
    await settle(allSettled(paymentMethodsRetried, { scope }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(scope.getState($paymentMethodsFailed)).toBe(false);
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card', 'payme', 'click']);
  });

  it('are read again when the network returns after a failed read, and not after a good one', async () => {
    const read = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockResolvedValue({ restaurants: [RESTAURANT] });
    const scope = await checkout(read);
    expect(scope.getState($paymentMethodsFailed)).toBe(true);
    await settle(allSettled(requestAnswered, { scope }));
    expect(read).toHaveBeenCalledTimes(2);
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card', 'payme', 'click']);
    await settle(allSettled(requestFailedAtNetwork, { scope }));
    await settle(allSettled(requestAnswered, { scope }));
    expect(read).toHaveBeenCalledTimes(2);
  });

  // The service worker answers this read from its keep offline: that answer is no network.
  it('tell the network model nothing: offline stays offline when they are read', async () => {
    const scope = fork({
      values: [
        [$isOnline, false],
        [$extensions, EXTENSIONS],
        [$location, CHILANZAR],
      ],
      handlers: [
        [readRestaurantsFx, () => Promise.resolve({ restaurants: [RESTAURANT] })],
        // Kept by the service worker too.
        [readCheckoutMenuFx, menuOf(RESTAURANT.id)],
      ],
    });
    await settle(allSettled(CheckoutGate.open, { scope, params: {} }));
    expect(scope.getState($methodsOnOffer)).toEqual(['cash', 'card', 'payme', 'click']);
    expect(scope.getState($isOnline)).toBe(false);
  });

  it('are not read for a checkout that has closed', async () => {
    const read = vi.fn().mockRejectedValue(new ApiError('http', 503));
    const scope = await checkout(read);
    await settle(allSettled(CheckoutGate.close, { scope, params: {} }));
    await settle(allSettled(paymentMethodsRetried, { scope }));
    expect(read).toHaveBeenCalledTimes(1);
  });
});
