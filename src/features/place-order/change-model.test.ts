// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import { DELIVERY_TYPES } from '../../entities/location';
import { settle } from '../../shared/lib/test/settle';
import { KEY, fillContact, startCheckout } from './checkout-fixture';
import {
  $changeOnOffer,
  $checkoutErrors,
  checkoutFieldChanged,
  orderSubmitted,
} from './form-model';
import type { Placement } from './submission-model';

// The quoted total is 127 000: the quick picks are 130 000, 150 000 and 200 000.

const placed = () => ({ orderId: 1, customerId: 2, trackingKey: KEY });

const checkoutWith = async (
  fields: Partial<Record<'paymentMethod' | 'changeFrom', string>>,
  deliveryType: 0 | 200 = DELIVERY_TYPES.delivery,
  extensions: readonly Extension[] = EXTENSIONS,
) => {
  const place = vi.fn<(placement: Placement) => unknown>(placed);
  const { scope, toasts } = await startCheckout(place, { deliveryType, extensions });
  await fillContact(scope);
  for (const [field, value] of Object.entries(fields))
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: field as 'paymentMethod' | 'changeFrom', value },
      }),
    );
  await settle(allSettled(orderSubmitted, { scope }));
  return { scope, place, toasts, sent: () => place.mock.calls[0]?.[0].draft };
};

describe('change for cash', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends a quick pick, a typed sum and "without change" (the total) with a cash delivery', async () => {
    expect((await checkoutWith({ changeFrom: '150000' })).sent()).toMatchObject({
      paymentMethod: 'cash',
      changeFrom: 150_000,
    });
    expect((await checkoutWith({ changeFrom: ' 1 000 000 ' })).sent()?.changeFrom).toBe(1_000_000);
    expect((await checkoutWith({ changeFrom: 'exact' })).sent()?.changeFrom).toBe(127_000);
  });

  it('sends none when not said', async () => {
    const { sent } = await checkoutWith({});
    expect(sent()).toBeDefined();
    expect(sent()).not.toHaveProperty('changeFrom');
  });

  it.each([
    ['below the total', '100 000', 'checkout.error.change-below-total'],
    ['not a sum', '200k', 'checkout.error.change-amount'],
    ['past any note sum', '1000000000', 'checkout.error.change-amount'],
  ])('refuses a sum %s next to the field, sends nothing and keeps it', async (_, typed, error) => {
    const { scope, place } = await checkoutWith({ changeFrom: typed });
    expect(scope.getState($checkoutErrors)).toEqual({ changeFrom: error });
    expect(place).not.toHaveBeenCalled();
    expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}')).toMatchObject({
      changeFrom: typed,
    });
  });

  it('asks nothing of a card, nor of a pickup paid at the counter', async () => {
    const card = await checkoutWith({ changeFrom: '100', paymentMethod: 'card' });
    expect(card.sent()).toMatchObject({ paymentMethod: 'card' });
    expect(card.sent()).not.toHaveProperty('changeFrom');
    const pickup = await checkoutWith({ changeFrom: '100' }, DELIVERY_TYPES.pickup);
    expect(pickup.sent()).toMatchObject({ paymentMethod: 'cash' });
    expect(pickup.sent()).not.toHaveProperty('changeFrom');
    expect(pickup.scope.getState($changeOnOffer)).toBe(false);
  });

  it('is asked only of a backend that takes change: another is sent the cash delivery alone', async () => {
    const withChange = await checkoutWith({});
    expect(withChange.scope.getState($changeOnOffer)).toBe(true);
    const core = await checkoutWith({ changeFrom: '100' }, DELIVERY_TYPES.delivery, []);
    expect(core.scope.getState($changeOnOffer)).toBe(false);
    expect(core.scope.getState($checkoutErrors)).toEqual({});
    expect(core.sent()).toMatchObject({ paymentMethod: 'cash' });
    expect(core.sent()).not.toHaveProperty('changeFrom');
  });
});
