// @vitest-environment jsdom
import { allSettled, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import {
  $customerId,
  $isMessengerMode,
  $linkEntry,
  $linkSession,
  $tgId,
  LINK_ENTRY_KEY,
  LINK_SESSION_KEY,
  TG_ID_KEY,
} from '../../entities/customer';
import { ApiError } from '../../shared/api/api-error';
import { telegramIdentityChangedFx } from '../../shared/api/model';
import { LINK_ALREADY_USED, LINK_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { $now } from '../../shared/lib/clock/model';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import {
  $pendingLink,
  confirmLinkFx,
  endLinkSessionFx,
  leaveRequested,
  linkConfirmed,
  linkDeclined,
  LinkEntryGate,
} from './model';

const NOW = Date.UTC(2026, 10, 27, 12);
const SEARCH =
  '?tgId=77&firstName=Aziz&customerId=9&nonce=n0nce-n0nce-n0nce&expires=1&signature=ab';
const CART: CartItem[] = [{ id: 101, amount: 2, cartProdId: '101', modifiers: [] }];
const SESSION = { tgId: 77, expiresAt: NOW + 60_000, name: 'Aziz' };

/** The browser as the entry left it: stored values, then the app's start. */
const started = async (
  local: Record<string, unknown>,
  session: Record<string, unknown> = {},
  handlers: {
    confirm?: (search: string) => Promise<typeof SESSION>;
    end?: () => Promise<{ ended: true }>;
  } = {},
) => {
  for (const [key, value] of Object.entries(local))
    localStorage.setItem(key, JSON.stringify(value));
  for (const [key, value] of Object.entries(session))
    sessionStorage.setItem(key, JSON.stringify(value));
  const confirm = vi.fn(handlers.confirm ?? (() => Promise.resolve(SESSION)));
  const end = vi.fn(handlers.end ?? (() => Promise.resolve({ ended: true as const })));
  const identityChanged = vi.fn();
  const scope = fork({
    values: [[$now, NOW]],
    handlers: [
      [confirmLinkFx, confirm],
      [endLinkSessionFx, end],
      [telegramIdentityChangedFx, identityChanged],
    ],
  });
  await allSettled(appStarted, { scope });
  const toasts: ToastContent[] = [];
  createWatch({ unit: toastShown, fn: (toast) => toasts.push(toast), scope });
  return { scope, confirm, end, identityChanged, toasts };
};

const identity = (scope: Scope) => ({
  tgId: scope.getState($tgId),
  link: scope.getState($linkSession),
  messenger: scope.getState($isMessengerMode),
});

/** allSettled also waits for a toast's dismissal timer: the fake clock runs it out. */
const settle = async <T>(unit: EventCallable<T>, scope: Scope, params?: T) => {
  const settled = allSettled(unit, { scope, params: params as T });
  await vi.runAllTimersAsync();
  await settled;
};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a link the edge said was already used', () => {
  it('is told once, and the visitor goes on as they were, cart included', async () => {
    const { scope, toasts } = await started(
      { cart: CART },
      { [LINK_ENTRY_KEY]: { outcome: 'already-used' } },
    );
    await settle(LinkEntryGate.open, scope, {});
    await settle(LinkEntryGate.open, scope, {});
    expect(toasts).toEqual([{ tone: 'error', title: { key: 'link-session.already-used' } }]);
    expect(scope.getState($linkEntry)).toBeNull();
    expect(sessionStorage.getItem(LINK_ENTRY_KEY)).toBe('null');
    expect(identity(scope)).toEqual({ tgId: 0, link: null, messenger: false });
    expect(scope.getState($cart)).toEqual(CART);
  });
});

describe('a signed link, whoever’s it is', () => {
  const asks = { name: 'Aziz', phoneEnding: '4567' };
  const pending = { [LINK_ENTRY_KEY]: { outcome: 'confirm', search: SEARCH, asks } };

  it('asks by whom the edge says it names, and starts nothing until the visitor confirms', async () => {
    const { scope, confirm } = await started({}, pending);
    expect(scope.getState($pendingLink)).toEqual({ search: SEARCH, ...asks });
    expect(confirm).not.toHaveBeenCalled();
    expect(identity(scope).messenger).toBe(false);
  });

  it('confirmed: the edge starts the session, the app orders as that user', async () => {
    const { scope, confirm, identityChanged } = await started({ cart: CART }, pending);
    await settle(linkConfirmed, scope);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(SEARCH);
    expect(identity(scope)).toEqual({ tgId: 77, link: SESSION, messenger: true });
    expect(scope.getState($customerId)).toBe(9);
    expect(JSON.parse(localStorage.getItem(LINK_SESSION_KEY) ?? 'null')).toEqual(SESSION);
    expect(scope.getState($linkEntry)).toBeNull();
    // The credentials cached for the web visitor go.
    expect(identityChanged).toHaveBeenCalledExactlyOnceWith(null);
    expect(scope.getState($cart)).toEqual(CART);
  });

  it('declined: nothing is asked of the edge and the browser stays as it was', async () => {
    const { scope, confirm } = await started({ [TG_ID_KEY]: 5 }, pending);
    await settle(linkDeclined, scope);
    expect(confirm).not.toHaveBeenCalled();
    expect(identity(scope)).toEqual({ tgId: 5, link: null, messenger: false });
    expect(scope.getState($pendingLink)).toBeNull();
  });

  it('used meanwhile elsewhere: told so, nothing of the user is kept', async () => {
    const { scope, toasts } = await started({}, pending, {
      confirm: () => Promise.reject(new ApiError('http', 410, 'used', LINK_ALREADY_USED)),
    });
    await settle(linkConfirmed, scope);
    expect(toasts).toEqual([{ tone: 'error', title: { key: 'link-session.already-used' } }]);
    expect(identity(scope)).toEqual({ tgId: 0, link: null, messenger: false });
    expect(scope.getState($customerId)).toBe(0);
    expect(scope.getState($pendingLink)).toBeNull();
  });

  it('refused for another reason: one error toast', async () => {
    const { scope, toasts } = await started({}, pending, {
      confirm: () => Promise.reject(new ApiError('http', 401, undefined, LINK_SESSION_REFUSED)),
    });
    await settle(linkConfirmed, scope);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ tone: 'error', title: { key: 'error.title' } });
    expect(identity(scope).link).toBeNull();
  });

  it('discards a stored question that breaks its schema', async () => {
    for (const broken of [
      { outcome: 'confirm' },
      { outcome: 'confirm', search: SEARCH },
      { outcome: 'confirm', search: SEARCH, asks: { phoneEnding: '45 67' } },
    ]) {
      sessionStorage.clear();
      const { scope } = await started({}, { [LINK_ENTRY_KEY]: broken });
      expect(scope.getState($linkEntry)).toBeNull();
    }
  });
});

describe('leaving a link session', () => {
  const active = { [TG_ID_KEY]: 77, [LINK_SESSION_KEY]: SESSION, cart: CART };

  it('ends it at the edge, then returns to a web visitor with the cart kept', async () => {
    const { scope, end, identityChanged } = await started(active);
    expect(identity(scope).messenger).toBe(true);
    await settle(leaveRequested, scope);
    expect(end).toHaveBeenCalledOnce();
    expect(identity(scope)).toEqual({ tgId: 0, link: null, messenger: false });
    expect(localStorage.getItem(LINK_SESSION_KEY)).toBe('null');
    expect(localStorage.getItem(TG_ID_KEY)).toBe('0');
    expect(identityChanged).toHaveBeenCalledExactlyOnceWith(null);
    expect(scope.getState($cart)).toEqual(CART);
  });

  it('keeps the session when the edge could not end it, with one toast', async () => {
    const { scope, toasts } = await started(
      active,
      {},
      {
        end: () => Promise.reject(new ApiError('offline', 0)),
      },
    );
    await settle(leaveRequested, scope);
    expect(toasts).toHaveLength(1);
    expect(identity(scope).messenger).toBe(true);
  });
});
