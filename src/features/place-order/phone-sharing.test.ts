// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { VerifiedPhone } from '@pizza-order-app/contract/telegram-phone';
import { KEY, startCheckout } from './checkout-fixture';
import { settle } from '../../shared/lib/test/settle';
import {
  $phoneProof,
  $sharedPhoneForeign,
  phoneShareRequested,
} from '../../entities/customer/lazy';
import {
  $checkoutForm,
  $isPhoneVerified,
  checkoutFieldChanged,
  orderSubmitted,
} from './form-model';

describe('sharing the Telegram number at checkout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  const VERIFIED: VerifiedPhone = {
    phone: '+998901234567',
    proof: { signature: 'a'.repeat(64), expiresAt: Date.now() + 60_000 },
  };
  const SIGNED_CONTACT = 'contact=%7B%7D&auth_date=1&hash=abc';

  it('fills the phone with the number the edge verified, and the order carries its proof', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 5, customerId: 4, trackingKey: KEY });
    const verifyPhone = vi.fn().mockResolvedValue(VERIFIED);
    const { scope } = await startCheckout(place, {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone,
    });
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(verifyPhone).toHaveBeenCalledExactlyOnceWith(SIGNED_CONTACT);
    expect(scope.getState($checkoutForm).phone).toBe('+998 90 123 45 67');
    expect(scope.getState($isPhoneVerified)).toBe(true);
    await settle(
      allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } }),
    );
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place.mock.calls[0]?.[0]).toMatchObject({
      viaMessenger: true,
      phoneProof: VERIFIED.proof,
      draft: { phone: '+998901234567' },
    });
  });

  it('sends no proof for a number typed over the shared one', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 5, customerId: 4, trackingKey: KEY });
    const { scope } = await startCheckout(place, {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone: () => Promise.resolve(VERIFIED),
    });
    await settle(allSettled(phoneShareRequested, { scope }));
    await settle(
      allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } }),
    );
    await settle(
      allSettled(checkoutFieldChanged, {
        scope,
        params: { field: 'phone', value: '+998 93 000 00 00' },
      }),
    );
    expect(scope.getState($isPhoneVerified)).toBe(false);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place.mock.calls[0]?.[0]).not.toHaveProperty('phoneProof');
  });

  it('a declined or unsupported request leaves the field for typing, with no error', async () => {
    const verifyPhone = vi.fn();
    const { scope, toasts } = await startCheckout(vi.fn(), {
      tgId: 777,
      sharedContact: null,
      verifyPhone,
    });
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(verifyPhone).not.toHaveBeenCalled();
    expect(scope.getState($checkoutForm).phone).toBe('');
    expect(scope.getState($phoneProof)).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('a contact the edge refuses is one toast, and the field stays for typing', async () => {
    const { scope, toasts } = await startCheckout(vi.fn(), {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone: () =>
        Promise.reject(new ApiError('http', 403, 'The contact is not the Telegram user’s own')),
    });
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(toasts).toHaveLength(1);
    expect(scope.getState($phoneProof)).toBeNull();
    expect(scope.getState($checkoutForm).phone).toBe('');
  });

  it('a number from abroad is not filled in: the customer types one to call in Uzbekistan', async () => {
    const { scope } = await startCheckout(vi.fn(), {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone: () => Promise.resolve({ ...VERIFIED, phone: '+447700900123' }),
    });
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(scope.getState($sharedPhoneForeign)).toBe(true);
    expect(scope.getState($checkoutForm).phone).toBe('');
  });
});
