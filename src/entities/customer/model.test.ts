// @vitest-environment jsdom
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { $now } from '../../shared/lib/clock/model';
import { $telegramLaunch } from '../../shared/telegram/model';
import {
  $customerId,
  $isMessengerMode,
  customerIdReceived,
  LINK_SESSION_KEY,
  linkSessionRefused,
  storedCustomerIdRefused,
  TG_ID_KEY,
  USER_ID_KEY,
} from './model';

describe('the stored customer id', () => {
  afterEach(() => localStorage.clear());

  it('keeps the id the backend answered an order with, under the key of docs/product.md §3', async () => {
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

describe('messenger mode', () => {
  afterEach(() => localStorage.clear());

  const NOW = Date.UTC(2026, 10, 23, 12);
  const started = async (stored: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(stored))
      localStorage.setItem(key, JSON.stringify(value));
    const scope = fork({ values: [[$now, NOW]] });
    await allSettled(appStarted, { scope });
    return scope;
  };

  it('stays off for a stored messenger id alone: an unsigned or forwarded link is a hint', async () => {
    const scope = await started({ [TG_ID_KEY]: 77 });
    expect(scope.getState($isMessengerMode)).toBe(false);
  });

  it('is on for the user a signed link’s session vouches for, until it expires', async () => {
    const scope = await started({
      [TG_ID_KEY]: 77,
      [LINK_SESSION_KEY]: { tgId: 77, expiresAt: NOW + 1000 },
    });
    expect(scope.getState($isMessengerMode)).toBe(true);
    await allSettled($now, { scope, params: NOW + 1000 });
    expect(scope.getState($isMessengerMode)).toBe(false);
  });

  it('stays off when the stored id is another user than the session’s', async () => {
    const scope = await started({
      [TG_ID_KEY]: 78,
      [LINK_SESSION_KEY]: { tgId: 77, expiresAt: NOW + 1000 },
    });
    expect(scope.getState($isMessengerMode)).toBe(false);
  });

  it('goes off for good when the edge refuses the link session', async () => {
    const scope = await started({
      [TG_ID_KEY]: 77,
      [LINK_SESSION_KEY]: { tgId: 77, expiresAt: NOW + 1000 },
    });
    await allSettled(linkSessionRefused, { scope });
    expect(scope.getState($isMessengerMode)).toBe(false);
    expect(localStorage.getItem(LINK_SESSION_KEY)).toBe('null');
  });

  it('discards a stored session that breaks its schema', async () => {
    const scope = await started({ [TG_ID_KEY]: 77, [LINK_SESSION_KEY]: { tgId: 'forged' } });
    expect(scope.getState($isMessengerMode)).toBe(false);
  });

  it('is on inside Telegram before /api/hash has answered', () => {
    const scope = fork({
      values: [
        [
          $telegramLaunch,
          { initDataRaw: 'query_id=1', startParam: null, isDark: false, platform: 'base' },
        ],
      ],
    });
    expect(scope.getState($isMessengerMode)).toBe(true);
  });
});
