import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { $api } from '../../shared/api/model';
import { verifyTelegramPhone } from '../../shared/api/telegram-phone';
import type { VerifiedPhone } from '@pizza-order-app/contract/telegram-phone';
import { settle } from '../../shared/lib/test/settle';
import { requestContactFx } from '../../shared/telegram/contact';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import { $identityKnown, $isSignedIn, $verifiedPhone, readSelfFx } from './identity';
import { $phoneProof, isVerifiedPhone, phoneShareRequested } from './phone-sharing';

vi.mock('../../shared/api/telegram-phone', () => ({ verifyTelegramPhone: vi.fn() }));

const VERIFIED: VerifiedPhone = {
  phone: '+998901234567',
  proof: { signature: 'a'.repeat(64), expiresAt: 1_800_000_000_000 },
};
const SIGNED_CONTACT = 'contact=%7B%7D&auth_date=1&hash=abc';

/** The Telegram profile, with no verified phone yet: what the client and the edge answer. */
const profile = (contact: string | null) => {
  const api = {
    dropMainToken: vi.fn(),
    reads: { forgetCustomer: vi.fn() },
  };
  const self = vi.fn(() => Promise.resolve({ customer: null, verifiedPhone: VERIFIED.phone }));
  const scope = fork({
    values: [[$api, api]],
    handlers: [
      [requestContactFx, () => Promise.resolve(contact)],
      [readSelfFx, self],
    ],
  });
  const toasts: ToastContent[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  return { scope, api, self, toasts };
};

describe('sharing the Telegram number from the profile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(verifyTelegramPhone).mockReset();
  });

  it('makes the number the verified one, forgets the personal reads and asks customer/Me again', async () => {
    vi.mocked(verifyTelegramPhone).mockResolvedValue(VERIFIED);
    const { scope, api, self, toasts } = profile(SIGNED_CONTACT);
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(vi.mocked(verifyTelegramPhone).mock.calls[0]?.[1]).toBe(SIGNED_CONTACT);
    // The token and the reads named the Telegram user without the phone's customer.
    expect(api.dropMainToken).toHaveBeenCalledOnce();
    expect(api.reads.forgetCustomer).toHaveBeenCalledOnce();
    expect(self).toHaveBeenCalledOnce();
    expect(scope.getState($verifiedPhone)).toBe(VERIFIED.phone);
    expect(scope.getState($identityKnown)).toBe(true);
    expect(scope.getState($isSignedIn)).toBe(true);
    expect(scope.getState($phoneProof)).toEqual(VERIFIED);
    expect(toasts).toEqual([]);
  });

  it('a declined or unsupported request changes nothing and says nothing', async () => {
    const { scope, api, toasts } = profile(null);
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(verifyTelegramPhone).not.toHaveBeenCalled();
    expect(api.reads.forgetCustomer).not.toHaveBeenCalled();
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('a contact the edge refuses is one toast, and no number is taken as verified', async () => {
    vi.mocked(verifyTelegramPhone).mockRejectedValue(
      new ApiError('http', 403, 'The contact is not the Telegram user’s own'),
    );
    const { scope, api, toasts } = profile(SIGNED_CONTACT);
    await settle(allSettled(phoneShareRequested, { scope }));
    expect(toasts).toHaveLength(1);
    expect(api.reads.forgetCustomer).not.toHaveBeenCalled();
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(scope.getState($phoneProof)).toBeNull();
  });
});

describe('is this the verified phone', () => {
  it('reads a typed number as the number meant', () => {
    expect(isVerifiedPhone('+998 90 123 45 67', '+998901234567')).toBe(true);
    expect(isVerifiedPhone('8 90 123 45 67', '+998901234567')).toBe(true);
    expect(isVerifiedPhone('+998 93 000 00 00', '+998901234567')).toBe(false);
    expect(isVerifiedPhone('+998 90 123 45 67', null)).toBe(false);
  });
});
