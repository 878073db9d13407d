// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $addresses, type SavedAddress } from '../location';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { $identityKnown, $isSignedIn, $verifiedPhone, readSelfFx, SIGNED_IN_KEY } from './identity';
import { customerSignedIn, customerSignedOut, IdentityGate } from './session';
import { $customerId, USER_ID_KEY } from './model';

const PHONE = '+998901234567';
const HOME: SavedAddress = {
  id: 'home',
  coordinates: [69.2, 41.3],
  title: 'Home',
  address: 'Chilanzar 9',
  iconSrc: '',
};

/** A device started with what its storage holds; customer/Me answers as given. */
const started = async (
  stored: Record<string, unknown>,
  answer: () => Promise<Awaited<ReturnType<typeof readSelfFx>>>,
) => {
  for (const [key, value] of Object.entries(stored))
    localStorage.setItem(key, JSON.stringify(value));
  const read = vi.fn(answer);
  const scope = fork({ handlers: [[readSelfFx, read]] });
  await allSettled(appStarted, { scope });
  return { scope, read };
};

const SIGNED_IN_ANSWER = () =>
  Promise.resolve({
    customer: { customerId: 42, name: 'Aziz', phone: PHONE },
    verifiedPhone: PHONE,
  });

describe('who the customer is', () => {
  afterEach(() => localStorage.clear());

  it('asks customer/Me at start when this browser was signed in, and keeps the phone the edge verified and the customer id', async () => {
    const { scope, read } = await started({ [SIGNED_IN_KEY]: true }, SIGNED_IN_ANSWER);
    expect(read).toHaveBeenCalledOnce();
    expect(scope.getState($verifiedPhone)).toBe(PHONE);
    expect(scope.getState($identityKnown)).toBe(true);
    expect(scope.getState($isSignedIn)).toBe(true);
    expect(scope.getState($customerId)).toBe(42);
  });

  it('asks a browser with an order’s session too, and learns it is not signed in', async () => {
    const { scope, read } = await started({ [USER_ID_KEY]: 7 }, () =>
      Promise.resolve({ customer: null, verifiedPhone: null }),
    );
    expect(read).toHaveBeenCalledOnce();
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(scope.getState($identityKnown)).toBe(true);
  });

  it('asks nothing of a first visit, which is known at once as not signed in', async () => {
    const { scope, read } = await started({}, SIGNED_IN_ANSWER);
    expect(read).not.toHaveBeenCalled();
    expect(scope.getState($identityKnown)).toBe(true);
    expect(scope.getState($verifiedPhone)).toBeNull();
  });

  it('asks again when a screen shows who it is: a browser whose only session is the edge’s cookie learns its customer', async () => {
    const { scope, read } = await started({}, () =>
      Promise.resolve({
        customer: { customerId: 9, name: 'Aziz', phone: PHONE },
        verifiedPhone: null,
      }),
    );
    expect(read).not.toHaveBeenCalled();
    await allSettled(IdentityGate.open, { scope, params: {} });
    expect(read).toHaveBeenCalledOnce();
    expect(scope.getState($customerId)).toBe(9);
    expect(scope.getState($verifiedPhone)).toBeNull();
  });

  it('a failed read leaves the visitor not signed in, free to sign in, and the hint as it was', async () => {
    const { scope } = await started({ [SIGNED_IN_KEY]: true }, () =>
      Promise.reject(new Error('offline')),
    );
    expect(scope.getState($identityKnown)).toBe(true);
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(scope.getState($isSignedIn)).toBe(true);
  });

  it('signed in, knows the phone at once and asks customer/Me again for the rest', async () => {
    const { scope, read } = await started({}, SIGNED_IN_ANSWER);
    await allSettled(customerSignedIn, { scope, params: PHONE });
    expect(scope.getState($verifiedPhone)).toBe(PHONE);
    expect(scope.getState($isSignedIn)).toBe(true);
    expect(read).toHaveBeenCalledOnce();
    expect(scope.getState($customerId)).toBe(42);
  });

  it('signed out, everything personal is forgotten: the phone, the id, the addresses, the hint', async () => {
    const { scope, read } = await started(
      { [SIGNED_IN_KEY]: true, [USER_ID_KEY]: 42 },
      SIGNED_IN_ANSWER,
    );
    await allSettled($addresses, { scope, params: [HOME] });
    read.mockImplementation(() => Promise.resolve({ customer: null, verifiedPhone: null }));
    await allSettled(customerSignedOut, { scope });
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(scope.getState($customerId)).toBe(0);
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($isSignedIn)).toBe(false);
    expect(scope.getState($identityKnown)).toBe(true);
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('false');
    expect(localStorage.getItem(USER_ID_KEY)).toBe('0');
  });
});
