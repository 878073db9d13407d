// @vitest-environment jsdom
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $tgId } from '../../entities/customer';
import { DELIVERY_TYPES } from '../../entities/location';
import { ORDER_LIMITS } from '@pizza-order-app/contract/limits';
import { $telegramLaunch, hapticRequested } from '../../shared/telegram/model';
import { $addresses } from '../../entities/location';
import { CHILANZAR_HOME, KEY, MENU, fillContact, startCheckout } from './checkout-fixture';
import { settle } from '../../shared/lib/test/settle';
import {
  $checkoutErrors,
  $checkoutForm,
  $contact,
  $orderPlace,
  $refusedSubmits,
  checkoutFieldChanged,
  orderSubmitted,
} from './form-model';

describe('the checkout form', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names every missing field and sends nothing', async () => {
    const place = vi.fn();
    const { scope } = await startCheckout(place);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({
      name: 'checkout.error.name',
      phone: 'checkout.error.phone',
    });
  });

  it('sends no delivery without a confirmed address, and a pickup without one goes', async () => {
    const place = vi.fn(() => ({ orderId: 1, customerId: 2, trackingKey: KEY }));
    // A point alone: a map point, or a place stored before its address was confirmed.
    const pointOnly = { addresses: [] };
    const { scope } = await startCheckout(place, pointOnly);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({ address: 'checkout.error.address' });
    expect(scope.getState($refusedSubmits)).toBe(1);
    // Its address confirmed in the place picker, and saved.
    await settle(allSettled($addresses, { scope, params: [CHILANZAR_HOME] }));
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).toHaveBeenCalledOnce();
    expect(place).toHaveBeenLastCalledWith(
      expect.objectContaining({
        draft: expect.objectContaining({ address: 'Chilanzar, 7' }) as unknown,
      }),
    );

    const pickup = await startCheckout(place, {
      ...pointOnly,
      deliveryType: DELIVERY_TYPES.pickup,
    });
    await fillContact(pickup.scope);
    await settle(allSettled(orderSubmitted, { scope: pickup.scope }));
    expect(pickup.scope.getState($checkoutErrors)).toEqual({});
    expect(place).toHaveBeenCalledTimes(2);
  });

  it('knows where the order goes: the saved address with its door, a bare point none, pickup the restaurant', async () => {
    const door = { apartment: ' 12 ', floor: '' };
    const delivery = await startCheckout(vi.fn(), { addresses: [{ ...CHILANZAR_HOME, ...door }] });
    expect(delivery.scope.getState($orderPlace)).toEqual({
      address: 'Chilanzar, 7',
      door: { apartment: '12' },
    });
    const point = await startCheckout(vi.fn(), { addresses: [] });
    expect(point.scope.getState($orderPlace)).toEqual({ address: null, door: {} });
    const pickup = await startCheckout(vi.fn(), {
      deliveryType: DELIVERY_TYPES.pickup,
      addresses: [{ ...CHILANZAR_HOME, ...door }],
    });
    expect(pickup.scope.getState($orderPlace)).toEqual({ address: 'Bunyodkor 1', door: {} });
  });

  it('counts each refused submit with an error buzz, and a checked one not', async () => {
    const { scope } = await startCheckout(() => ({ orderId: 1, customerId: 2, trackingKey: KEY }));
    const haptics: unknown[] = [];
    createWatch({ unit: hapticRequested, scope, fn: (kind) => haptics.push(kind) });
    await settle(allSettled(orderSubmitted, { scope }));
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($refusedSubmits)).toBe(2);
    expect(haptics).toEqual(['error', 'error']);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($refusedSubmits)).toBe(2);
    expect(haptics).toEqual(['error', 'error']);
  });

  it('refuses a slot that has passed and lines that left the menu', async () => {
    const place = vi.fn();
    // The Margherita left the menu since it went into the cart.
    const withoutMargherita = { ...MENU, products: MENU.products.filter(({ id }) => id !== 101) };
    const { scope } = await startCheckout(place, {
      readMenu: () => Promise.resolve(withoutMargherita),
    });
    await fillContact(scope);
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'when', value: '2026-11-22T07:00:00.000Z' },
      }),
    );
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({
      when: 'checkout.error.slot-passed',
      cart: 'checkout.error.unavailable',
    });
  });

  it('keeps the name and comment within the contract\u2019s limits', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2 });
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    const type = (field: 'name' | 'comment', value: string) =>
      settle(allSettled(checkoutFieldChanged, { scope, params: { field, value } }));
    await type('name', 'A');
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($checkoutErrors)).toEqual({ name: 'checkout.error.name' });
    await type('name', 'A'.repeat(ORDER_LIMITS.customerName.max + 1));
    await type('comment', 'c'.repeat(ORDER_LIMITS.comment + 1));
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($checkoutErrors)).toEqual({
      name: 'checkout.error.too-long',
      comment: 'checkout.error.too-long',
    });
    expect(place).not.toHaveBeenCalled();
    await type('name', 'A'.repeat(ORDER_LIMITS.customerName.max));
    await type('comment', 'c'.repeat(ORDER_LIMITS.comment));
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($checkoutErrors)).toEqual({});
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('never sends a phone the field marks, and sends the trunk-prefixed one as meant', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    const typePhone = (value: string) =>
      settle(allSettled(checkoutFieldChanged, { scope, params: { field: 'phone', value } }));
    // What the phone field passes on for "90 123 45 678" and for another country's number.
    for (const shown of ['+998 90 123 45 678', '+7 999 123-45-67']) {
      await typePhone(shown);
      await settle(allSettled(orderSubmitted, { scope }));
      expect(scope.getState($checkoutErrors)).toEqual({ phone: 'checkout.error.phone' });
    }
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($contact).phone).toBe('');

    await typePhone('8 90 123 45 67');
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).toHaveBeenCalledTimes(1);
    expect(place.mock.calls[0]?.[0]).toMatchObject({ draft: { phone: '+998901234567' } });
    expect(scope.getState($contact).phone).toBe('+998 90 123 45 67');
  });

  it('fills in the contact remembered from the last order', async () => {
    localStorage.setItem(
      'checkout-contact',
      JSON.stringify({ name: 'Aziz', phone: '+998 90 123 45 67' }),
    );
    const { scope } = await startCheckout(vi.fn());
    expect(scope.getState($checkoutForm)).toMatchObject({
      name: 'Aziz',
      phone: '+998 90 123 45 67',
    });
  });
});

describe('the name Telegram knows', () => {
  const launch = {
    initDataRaw: new URLSearchParams({
      user: JSON.stringify({ id: 77, first_name: 'Aziz', last_name: 'Karimov' }),
      auth_date: '1',
      hash: 'signed',
    }).toString(),
    startParam: null,
    isDark: false,
    platform: 'base' as const,
  };
  /** A scope launched in Telegram by user 77, the edge having verified `tgId` (0: not yet). */
  const launched = (tgId: number, contactName = '') =>
    fork({
      values: [
        [$telegramLaunch, launch],
        [$tgId, tgId],
        [$contact, { name: contactName, phone: '' }],
      ],
    });

  it('starts the checkout of the user the edge verified', () => {
    expect(launched(77).getState($checkoutForm).name).toBe('Aziz Karimov');
  });

  it('is not used before the edge verified that user, or for another one', () => {
    expect(launched(0).getState($checkoutForm).name).toBe('');
    expect(launched(78).getState($checkoutForm).name).toBe('');
  });

  it('takes back a refusal of the empty name once it arrives (a tap before the edge verified the user)', async () => {
    const scope = fork({
      values: [
        [$telegramLaunch, launch],
        [$tgId, 0],
        [$checkoutErrors, { name: 'checkout.error.name', phone: 'checkout.error.phone' }],
      ],
    });
    await allSettled($tgId, { scope, params: 77 });
    expect(scope.getState($checkoutForm).name).toBe('Aziz Karimov');
    expect(scope.getState($checkoutErrors)).toEqual({
      name: undefined,
      phone: 'checkout.error.phone',
    });
  });

  it('gives way to the name of the last order and to what the customer types', async () => {
    expect(launched(77, 'Dilnoza').getState($checkoutForm).name).toBe('Dilnoza');
    const scope = launched(77);
    await allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: '' } });
    expect(scope.getState($checkoutForm).name).toBe('');
  });
});
