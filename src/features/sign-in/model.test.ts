import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import {
  $customerId,
  $identityKnown,
  $isSignedIn,
  $verifiedPhone,
  readSelfFx,
} from '../../entities/customer';
import { $addresses, type SavedAddress } from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import { settle } from '../../shared/lib/test/settle';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import {
  $code,
  $codeDead,
  $phone,
  $resendAt,
  $problem,
  $step,
  codeChanged,
  codeRequested,
  codeSubmitted,
  phoneChanged,
  requestCodeFx,
  signInClosed,
  signInOpened,
  signOutFx,
  signOutRequested,
  verifyCodeFx,
} from './model';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';

// The edge's answer to a code request, by a server whose clock is an hour ahead of the device's.
vi.mock('../../shared/api/sign-in', async (original) => ({
  ...(await original<typeof import('../../shared/api/sign-in')>()),
  requestSignInCode: () =>
    Promise.resolve({ expiresAt: 3_900_000, resendAt: 3_660_000, resendInSeconds: 60 }),
}));

const PHONE = '+998901234567';
const SENT = { resendAt: 60_000 };
const CART: CartItem[] = [{ id: 101, amount: 2, cartProdId: '101', modifiers: [] }];
const HOME: SavedAddress = {
  id: 'home',
  coordinates: [69.2, 41.3],
  title: 'Home',
  address: 'Chilanzar 9',
  iconSrc: '',
};

type SelfAnswer = Awaited<ReturnType<typeof readSelfFx>>;
const SIGNED_IN: SelfAnswer = {
  customer: { customerId: 42, name: 'Aziz', phone: PHONE },
  verifiedPhone: PHONE,
};
const SIGNED_OUT: SelfAnswer = { customer: null, verifiedPhone: null };

const setUp = (
  handlers: { verify?: () => Promise<string>; request?: () => Promise<typeof SENT> } = {},
) => {
  const request = vi.fn(handlers.request ?? (() => Promise.resolve(SENT)));
  const verify = vi.fn(handlers.verify ?? (() => Promise.resolve(PHONE)));
  const toasts: ToastContent[] = [];
  // customer/Me answers as the edge would: the phone's customer once signed in, no one after.
  const self = vi.fn(() => Promise.resolve(SIGNED_IN));
  const scope = fork({
    handlers: [
      [requestCodeFx, request],
      [verifyCodeFx, verify],
      [readSelfFx, self],
      [
        signOutFx,
        () => {
          self.mockImplementation(() => Promise.resolve(SIGNED_OUT));
          return Promise.resolve();
        },
      ],
    ],
  });
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  return { scope, request, verify, toasts };
};

describe('sign-in model', () => {
  // The debounced address writes and the toasts' timers run at once on the fake clock.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down to another code by the seconds the edge gave, on a device whose clock is off', async () => {
    vi.setSystemTime(0);
    const scope = fork();
    await allSettled(requestCodeFx, { scope, params: { phone: PHONE, language: 'ru' } });
    expect(scope.getState($resendAt)).toBe(60_000);
  });

  it('an incomplete phone is told under the field, and no code is asked for', async () => {
    const { scope, request } = setUp();
    await settle(allSettled(phoneChanged, { scope, params: '+998 90 123' }));
    await settle(allSettled(codeRequested, { scope }));
    expect(scope.getState($problem)).toBe('phone-incomplete');
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for a code for the whole phone, then takes only the digits of a pasted code and sends six at once', async () => {
    const { scope, request, verify } = setUp();
    await settle(allSettled(phoneChanged, { scope, params: '+998 90 123 45 67' }));
    await settle(allSettled(codeRequested, { scope }));
    expect(request).toHaveBeenCalledWith({ phone: PHONE, language: 'ru' });
    expect(scope.getState($step)).toBe('code');
    await settle(allSettled(codeChanged, { scope, params: 'Code: 123 456' }));
    expect(verify).toHaveBeenCalledWith({ phone: PHONE, code: '123456' });
    expect(scope.getState($verifiedPhone)).toBe(PHONE);
    // The device learnt its customer id from customer/Me, asked again once signed in.
    expect(scope.getState($customerId)).toBe(42);
  });

  it('a wrong code is told by the field; a failed SMS is one toast in the app’s words, and the phone stays', async () => {
    const wrong = () =>
      Promise.reject(new ApiError('http', 400, 'Wrong', SIGN_IN_ERROR_CODES.signInCodeWrong));
    const { scope } = setUp({ verify: wrong });
    await settle(allSettled(phoneChanged, { scope, params: '+998 90 123 45 67' }));
    await settle(allSettled(codeChanged, { scope, params: '111111' }));
    expect(scope.getState($problem)).toBe('code-wrong');

    const failed = setUp({
      request: () =>
        Promise.reject(new ApiError('http', 503, 'No SMS', SIGN_IN_ERROR_CODES.smsFailed)),
    });
    await settle(allSettled(phoneChanged, { scope: failed.scope, params: '+998 90 123 45 67' }));
    await settle(allSettled(codeRequested, { scope: failed.scope }));
    expect(failed.toasts).toHaveLength(1);
    expect(failed.toasts[0]?.detail).toEqual({ key: 'sign-in.sms-failed' });
    expect(failed.scope.getState($step)).toBe('phone');
  });

  it('past the site’s SMS ceiling, says so once and offers the chain’s bot, staying on the phone', async () => {
    const ceiling = setUp({
      request: () =>
        Promise.reject(new ApiError('http', 429, 'Too many', SIGN_IN_ERROR_CODES.smsCeiling)),
    });
    await settle(allSettled(phoneChanged, { scope: ceiling.scope, params: '+998 90 123 45 67' }));
    await settle(allSettled(codeRequested, { scope: ceiling.scope }));
    expect(ceiling.toasts).toHaveLength(1);
    expect(ceiling.toasts[0]?.detail).toEqual({ key: 'sign-in.sms-ceiling' });
    expect(ceiling.scope.getState($step)).toBe('phone');
    expect(ceiling.scope.getState($problem)).toBeNull();
  });

  it('signing out forgets the customer id and the saved addresses, and keeps the cart', async () => {
    const { scope } = setUp();
    await settle(allSettled($customerId, { scope, params: 42 }));
    await settle(allSettled($addresses, { scope, params: [HOME] }));
    await settle(allSettled($cart, { scope, params: CART }));
    await settle(allSettled(signOutRequested, { scope, params: 'this-device' }));
    expect(scope.getState($customerId)).toBe(0);
    expect(scope.getState($addresses)).toEqual([]);
    expect(scope.getState($cart)).toEqual(CART);
    expect(scope.getState($code)).toBe('');
  });

  it('signing out on every device asks the edge for every device, and forgets here as signing out does', async () => {
    const reaches: string[] = [];
    const scope = fork({
      handlers: [
        [readSelfFx, () => Promise.resolve(SIGNED_OUT)],
        [signOutFx, (reach: string) => void reaches.push(reach)],
      ],
    });
    await settle(allSettled($customerId, { scope, params: 42 }));
    await settle(allSettled(signOutRequested, { scope, params: 'every-device' }));
    expect(reaches).toEqual(['every-device']);
    expect(scope.getState($customerId)).toBe(0);
  });

  it('remembers for the next start whether this browser is signed in: on with the code, off when signed out or when the server says it is not', async () => {
    const { scope } = setUp();
    await settle(allSettled(phoneChanged, { scope, params: PHONE }));
    await settle(allSettled(codeRequested, { scope }));
    await settle(allSettled(codeChanged, { scope, params: '123456' }));
    expect(scope.getState($isSignedIn)).toBe(true);
    await settle(allSettled(signOutRequested, { scope, params: 'this-device' }));
    expect(scope.getState($isSignedIn)).toBe(false);
    const self = vi.fn(() => Promise.resolve(SIGNED_IN));
    const answered = fork({ handlers: [[readSelfFx, self]] });
    await settle(allSettled(readSelfFx, { scope: answered, params: 'ru' }));
    expect(answered.getState($isSignedIn)).toBe(true);
    self.mockImplementation(() => Promise.resolve(SIGNED_OUT));
    await settle(allSettled(readSelfFx, { scope: answered, params: 'ru' }));
    expect(answered.getState($isSignedIn)).toBe(false);
  });

  it('opened from checkout, the dialog starts with the phone typed there; opened bare, it keeps its own', async () => {
    const { scope } = setUp();
    await settle(allSettled(signInOpened, { scope, params: '+998 90 123 45 67' }));
    expect(scope.getState($phone)).toBe('+998 90 123 45 67');
    await settle(allSettled(signInClosed, { scope }));
    await settle(allSettled(signInOpened, { scope, params: undefined }));
    expect(scope.getState($phone)).toBe('+998 90 123 45 67');
    await settle(allSettled(signInOpened, { scope, params: ' ' }));
    expect(scope.getState($phone)).toBe('+998 90 123 45 67');
  });

  it('a dead code (its fifth wrong try spent) sends nothing more until a new code is asked for', async () => {
    const expired = () =>
      Promise.reject(new ApiError('http', 410, 'Dead', SIGN_IN_ERROR_CODES.signInCodeExpired));
    const { scope, verify, request } = setUp({ verify: expired });
    await settle(allSettled(phoneChanged, { scope, params: '+998 90 123 45 67' }));
    await settle(allSettled(codeRequested, { scope }));
    await settle(allSettled(codeChanged, { scope, params: '111111' }));
    expect(scope.getState($codeDead)).toBe(true);
    expect(scope.getState($problem)).toBe('code-expired');
    // Typing again is no new try: the code is dead whatever is typed.
    await settle(allSettled(codeChanged, { scope, params: '222222' }));
    await settle(allSettled(codeSubmitted, { scope }));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(scope.getState($codeDead)).toBe(true);
    // A new code lives again.
    await settle(allSettled(codeRequested, { scope }));
    expect(request).toHaveBeenCalledTimes(2);
    expect(scope.getState($codeDead)).toBe(false);
    await settle(allSettled(codeChanged, { scope, params: '333333' }));
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('knows at once who is signed in after signing in or out, before customer/Me answers again', async () => {
    const { scope } = setUp();
    expect(scope.getState($identityKnown)).toBe(false);
    await settle(allSettled(phoneChanged, { scope, params: PHONE }));
    await settle(allSettled(codeRequested, { scope }));
    await settle(allSettled(codeChanged, { scope, params: '123456' }));
    expect(scope.getState($identityKnown)).toBe(true);
    expect(scope.getState($verifiedPhone)).toBe(PHONE);
    await settle(allSettled(signOutRequested, { scope, params: 'this-device' }));
    expect(scope.getState($identityKnown)).toBe(true);
    expect(scope.getState($verifiedPhone)).toBeNull();
  });
});
