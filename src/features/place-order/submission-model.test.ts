// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { $customerId } from '../../entities/customer';
import { DELIVERY_TYPES } from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import { $isOnline } from '../../shared/lib/network/model';
import { toastShown } from '../../shared/ui/toast/model';
import {
  CART,
  CHILANZAR,
  CHILANZAR_HOME,
  KEY,
  RESTAURANT,
  fillContact,
  restaurantsAnswer,
  startCheckout,
} from './checkout-fixture';
import { CheckoutGate } from './checkout-gate';
import { $checkoutForm, $contact, orderSubmitted } from './form-model';
import {
  $placedTrackerId,
  $placementFailure,
  $unsentOffline,
  type Placement,
} from './submission-model';
import { settle } from '../../shared/lib/test/settle';

describe('submitting an order', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the cart and the form, then empties the cart only once the backend confirms', async () => {
    let confirm: (value: {
      orderId: number;
      customerId: number;
      trackingKey: string;
    }) => void = () => undefined;
    const place = vi.fn(() => new Promise((resolve) => (confirm = resolve)));
    // A stored customer id is a hint for the screens: the order never carries it.
    const { scope } = await startCheckout(place, { customerId: 3 });
    await fillContact(scope);
    const placing = settle(allSettled(orderSubmitted, { scope }));
    await vi.waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(place.mock.calls[0]).toMatchObject([
      {
        viaMessenger: false,
        draft: {
          customerName: 'Aziz',
          phone: '+998901234567',
          deliveryTime: null,
          paymentMethod: 'cash',
          orderTypeId: 0,
          restaurantId: 1,
          regionId: 1,
          longitude: 69.204,
          latitude: 41.275,
          address: 'Chilanzar, 7',
          products: [
            { id: 101, amount: 2, modifiers: [] },
            { id: 102, amount: 1, modifiers: [{ id: 7, count: 1 }] },
          ],
        },
      },
    ]);
    expect(JSON.stringify(place.mock.calls[0])).not.toContain('customerId');
    expect(scope.getState($cart)).toEqual(CART);
    confirm({ orderId: 55, customerId: 9, trackingKey: KEY });
    await placing;
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($placedTrackerId)).toBe(`55-${KEY}`);
    expect(scope.getState($customerId)).toBe(9);
    expect(scope.getState($contact)).toEqual({ name: 'Aziz', phone: '+998 90 123 45 67' });
  });

  it('sends the door with a delivery order, trimmed and without empty fields', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const door = { apartment: ' 12 ', entrance: '3', floor: '', intercom: '12K' };
    const { scope } = await startCheckout(place, { addresses: [{ ...CHILANZAR_HOME, ...door }] });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    const [{ draft }] = place.mock.calls[0] as [Placement];
    expect(draft).toMatchObject({
      orderTypeId: 0,
      apartment: '12',
      entrance: '3',
      intercom: '12K',
    });
    expect(draft).not.toHaveProperty('floor');
  });

  it('never sends a door with a pickup order', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const door = { apartment: '12', entrance: '3', floor: '4', intercom: '12K' };
    const { scope } = await startCheckout(place, {
      deliveryType: DELIVERY_TYPES.pickup,
      addresses: [{ ...CHILANZAR_HOME, ...door }],
    });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    const [{ draft }] = place.mock.calls[0] as [Placement];
    expect(draft.orderTypeId).toBe(200);
    for (const field of ['apartment', 'entrance', 'floor', 'intercom'])
      expect(draft).not.toHaveProperty(field);
  });

  it('sends the region of the menu\u2019s restaurant, not one the stored location lacks', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2 });
    // A bot link with a point only stores no restaurant and no region.
    const { scope } = await startCheckout(place, {
      location: { ...CHILANZAR, RestaurantId: 0, RegionId: 0 },
      readRestaurants: restaurantsAnswer({ ...RESTAURANT, regionId: 3 }),
    });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place.mock.calls[0]).toMatchObject([{ draft: { restaurantId: 1, regionId: 3 } }]);
  });

  it('an order tapped offline stays unsent across a reload, and one tap online sends it once', async () => {
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockResolvedValueOnce({ orderId: 5, customerId: 4, trackingKey: KEY });
    const first = await startCheckout(place);
    await fillContact(first.scope);
    await settle(allSettled(orderSubmitted, { scope: first.scope }));
    await settle(allSettled(orderSubmitted, { scope: first.scope }));
    expect(first.scope.getState($unsentOffline)).toBe(true);
    // No answer came: the page says the network is down, whatever the browser's flag says.
    expect(first.scope.getState($isOnline)).toBe(false);

    // A reload: a new scope reads what the tab kept.
    const reloaded = await startCheckout(place);
    expect(reloaded.scope.getState($unsentOffline)).toBe(true);
    expect(reloaded.scope.getState($checkoutForm).name).toBe(' Aziz ');
    await settle(allSettled(orderSubmitted, { scope: reloaded.scope }));
    expect(reloaded.scope.getState($unsentOffline)).toBe(false);
    expect(reloaded.scope.getState($placedTrackerId)).not.toBeNull();
    const keys = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('an order the server refuses is a failure to fix, not one waiting for the connection', async () => {
    const place = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('http', 503, 'The kitchen is not taking orders'));
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($unsentOffline)).toBe(true);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($unsentOffline)).toBe(false);
    // The server answered, if only to refuse: the network works.
    expect(scope.getState($isOnline)).toBe(true);
    expect(scope.getState($placementFailure)).toEqual({
      reason: { text: 'The kitchen is not taking orders' },
    });
  });

  it('keeps saying why the order failed while the retry is on its way, until one succeeds', async () => {
    let confirm: (placed: {
      orderId: number;
      customerId: number;
      trackingKey: string;
    }) => void = () => undefined;
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('http', 503, 'The kitchen is not taking orders'))
      .mockImplementationOnce(() => new Promise((resolve) => (confirm = resolve)));
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($placementFailure)).toEqual({ reason: { key: 'error.offline' } });
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($placementFailure)).toEqual({
      reason: { text: 'The kitchen is not taking orders' },
    });
    // One toast per failure, each with its own reason.
    expect(toasts).toHaveLength(2);

    const third = settle(allSettled(orderSubmitted, { scope }));
    await vi.waitFor(() => expect(place).toHaveBeenCalledTimes(3));
    expect(scope.getState($placementFailure)).not.toBeNull();
    confirm({ orderId: 5, customerId: 4, trackingKey: KEY });
    await third;
    expect(scope.getState($placementFailure)).toBeNull();
    const keys = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(toasts).toHaveLength(2);
  });

  it('forgets a failure once the customer leaves the checkout', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('timeout', 0));
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($placementFailure)).not.toBeNull();
    await settle(allSettled(CheckoutGate.close, { scope, params: {} }));
    expect(scope.getState($placementFailure)).toBeNull();
  });

  it('sends a messenger user\u2019s order through tg_order and fails without a toast (docs/product.md §8)', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('http', 500));
    const { scope, toasts } = await startCheckout(place, { tgId: 777 });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place.mock.calls[0]).toMatchObject([{ viaMessenger: true }]);
    expect(scope.getState($placementFailure)).not.toBeNull();
    expect(scope.getState($placementFailure)).toEqual({});
    expect(toasts).toEqual([]);
    expect(scope.getState($cart)).toEqual(CART);
  });
});

describe('the order route middleware', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('tells a visitor with an empty cart what is missing', async () => {
    const { toasts } = await startCheckout(vi.fn(), { cart: [] });
    expect(toasts).toEqual([{ tone: 'info', title: { key: 'cart.blocked.empty-cart' } }]);
  });

  it('tells a visitor without an address or restaurant what is missing', async () => {
    const scope = fork({ values: [[$cart, CART]] });
    const toasts: unknown[] = [];
    createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
    await settle(allSettled(CheckoutGate.open, { scope, params: {} }));
    expect(toasts).toEqual([{ tone: 'info', title: { key: 'cart.blocked.no-location' } }]);
  });

  it('lets a visitor with a cart and a location through', async () => {
    const { toasts } = await startCheckout(vi.fn());
    expect(toasts).toEqual([]);
  });
});
