import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { appStarted } from '../../shared/lib/lifecycle/model';
import {
  $customerId,
  $isMessengerMode,
  customerIdReceived,
  storedCustomerIdRefused,
  USER_ID_KEY,
} from './model';

describe('the stored customer id', () => {
  afterEach(() => localStorage.clear());

  it('keeps the id the backend answered an order with, under the spec key', async () => {
    const scope = fork();
    await allSettled(appStarted, { scope });
    await allSettled(customerIdReceived, { scope, params: 42 });
    expect(scope.getState($customerId)).toBe(42);
    expect(localStorage.getItem(USER_ID_KEY)).toBe('42');
  });

  it('forgets a stored id the server refused as not the caller’s, in storage too', async () => {
    localStorage.setItem(USER_ID_KEY, '7');
    const scope = fork();
    await allSettled(appStarted, { scope });
    expect(scope.getState($customerId)).toBe(7);
    await allSettled(storedCustomerIdRefused, { scope });
    expect(scope.getState($customerId)).toBe(0);
    expect(localStorage.getItem(USER_ID_KEY)).toBe('0');
  });

  it('is only a hint: it never turns messenger mode on', async () => {
    const scope = fork();
    await allSettled(customerIdReceived, { scope, params: 42 });
    expect(scope.getState($isMessengerMode)).toBe(false);
  });
});
