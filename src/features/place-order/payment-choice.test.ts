// @vitest-environment jsdom
import { allSettled, createWatch } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../../entities/cart';
import { paymentHandedOver } from '../../entities/order/lazy';
import { settle } from '../../shared/lib/test/settle';
import { KEY, RESTAURANT, fillContact, restaurantsAnswer, startCheckout } from './checkout-fixture';
import { resolvePaymentMethod } from './checkout-draft';
import { $checkoutErrors, checkoutFieldChanged, orderSubmitted } from './form-model';
import { $idempotencyKey } from './idempotency-model';
import { $placedTrackerId } from './submission-model';

describe('the payment method chosen', () => {
  it('go with the chosen one, the first when none was chosen, and never swap a withdrawn one', () => {
    expect(resolvePaymentMethod(null, ['card', 'payme'])).toEqual({
      method: 'card',
      withdrawn: null,
    });
    expect(resolvePaymentMethod('payme', ['cash', 'payme'])).toEqual({
      method: 'payme',
      withdrawn: null,
    });
    expect(resolvePaymentMethod('click', ['cash', 'card', 'payme'])).toEqual({
      method: null,
      withdrawn: 'click',
    });
  });
});

describe('paying as the order is placed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the place’s first method when none was chosen', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const { scope } = await startCheckout(place, {
      readRestaurants: restaurantsAnswer({ ...RESTAURANT, paymentMethods: ['card'] }),
    });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place.mock.calls[0]?.[0]).toMatchObject({ draft: { paymentMethod: 'card' } });
  });

  // A tap on "Place order" while the restaurant's methods load (a slow network) is no refusal.
  it('places an order submitted while the methods load once they come, with the place’s first method', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    let answer: (read: { restaurants: (typeof RESTAURANT)[] }) => void = () => undefined;
    const { scope } = await startCheckout(place, {
      readRestaurants: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      pendingRead: true,
    });
    // Nothing settles while the read is pending: the steps are launched, not awaited.
    const typed = [
      allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } }),
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'phone', value: '+998 90 123 45 67' },
      }),
    ];
    const submitted = allSettled(orderSubmitted, { scope });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({});
    answer({ restaurants: [{ ...RESTAURANT, paymentMethods: ['card', 'payme'] }] });
    await settle(Promise.all([...typed, submitted]));
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]?.[0]).toMatchObject({ draft: { paymentMethod: 'card' } });
  });

  it('refuses a chosen method the place does not take, and sends nothing until another is chosen', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const { scope } = await startCheckout(place, {
      readRestaurants: restaurantsAnswer({
        ...RESTAURANT,
        paymentMethods: ['cash', 'card', 'payme'],
      }),
    });
    await fillContact(scope);
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'paymentMethod', value: 'click' },
      }),
    );
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({ paymentMethod: 'checkout.error.payment' });

    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'paymentMethod', value: 'payme' },
      }),
    );
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place.mock.calls[0]?.[0]).toMatchObject({ draft: { paymentMethod: 'payme' } });
  });

  it('records an online order like any other, then hands its payment over to its tracker', async () => {
    const paymentUrl = 'https://checkout.paycom.uz/bT0xMjM=';
    const place = vi.fn().mockResolvedValue({
      orderId: 55,
      customerId: 2,
      trackingKey: KEY,
      paymentUrl,
    });
    const { scope } = await startCheckout(place);
    const handovers: unknown[] = [];
    createWatch({
      unit: paymentHandedOver,
      scope,
      fn: (door) =>
        handovers.push({
          door,
          cart: scope.getState($cart),
          key: scope.getState($idempotencyKey),
          tracker: scope.getState($placedTrackerId),
        }),
    });
    await fillContact(scope);
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'paymentMethod', value: 'payme' },
      }),
    );
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).toHaveBeenCalledTimes(1);
    expect(handovers).toHaveLength(1);
    expect(handovers[0]).toEqual({
      door: { orderId: 55, paymentUrl, invoiceLink: undefined },
      cart: [],
      key: null,
      tracker: `55-${KEY}`,
    });
  });

  it('hands nothing over for an order paid to the courier', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 56, customerId: 2, trackingKey: KEY });
    const { scope } = await startCheckout(place);
    const handovers: unknown[] = [];
    createWatch({ unit: paymentHandedOver, scope, fn: (door) => handovers.push(door) });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).toHaveBeenCalledTimes(1);
    expect(handovers).toEqual([]);
  });
});
