import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $isSignedIn, readSelfFx } from '../../entities/customer';
import { ApiError } from '../../shared/api/api-error';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';
import { settle } from '../../shared/lib/test/settle';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import { signInOpened } from './model';
import {
  $telegramLogin,
  $telegramLoginProblem,
  checkTelegramLoginFx,
  startTelegramLoginFx,
  TELEGRAM_LOGIN_CHECK_MS,
  telegramLoginAbandoned,
  telegramLoginRequested,
} from './telegram-login';

const PHONE = '+998901234567';
const STARTED = {
  url: 'https://t.me/pizza_test_bot?start=login-AAAAAAAAAAAAAAAAAAAAAA',
  token: 'AAAAAAAAAAAAAAAAAAAAAA',
  expiresAt: 300_000,
};

/** A browser whose checks get `answers` in turn (a phone once signed in, null while waiting). */
const setUp = (
  answers: readonly (string | null | ApiError)[],
  start: () => Promise<typeof STARTED> = () => Promise.resolve(STARTED),
) => {
  let asked = 0;
  const check = vi.fn(() => {
    const answer = answers[Math.min(asked++, answers.length - 1)];
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer ?? null);
  });
  const scope = fork({
    handlers: [
      [startTelegramLoginFx, vi.fn(start)],
      [checkTelegramLoginFx, check],
      [
        readSelfFx,
        () => Promise.resolve({ customer: { customerId: 42, phone: PHONE }, verifiedPhone: PHONE }),
      ],
    ],
  });
  const toasts: ToastContent[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  return { scope, check, toasts };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('signing in through the chain’s bot', () => {
  it('asks every two seconds while the customer confirms, then is signed in with the phone they shared', async () => {
    const { scope, check } = setUp([null, null, PHONE]);
    await allSettled(signInOpened, { scope, params: undefined });
    const settling = allSettled(telegramLoginRequested, { scope });
    await vi.advanceTimersByTimeAsync(TELEGRAM_LOGIN_CHECK_MS - 1);
    expect(scope.getState($telegramLogin)).toEqual({ url: STARTED.url, token: STARTED.token });
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledExactlyOnceWith(STARTED.token);
    await settle(settling);
    expect(check).toHaveBeenCalledTimes(3);
    expect(scope.getState($telegramLogin)).toBeNull();
    expect(scope.getState($isSignedIn)).toBe(true);
  });

  it('keeps asking through a network that fails for a moment (a phone coming back from Telegram)', async () => {
    const offline = new ApiError('offline', 0);
    const { scope, check } = setUp([offline, new ApiError('timeout', 0), PHONE]);
    await settle(allSettled(telegramLoginRequested, { scope }));
    expect(check).toHaveBeenCalledTimes(3);
    expect(scope.getState($isSignedIn)).toBe(true);
    expect(scope.getState($telegramLoginProblem)).toBeNull();
  });

  it.each([
    [SIGN_IN_ERROR_CODES.telegramLoginCancelled, 410, 'telegram-cancelled'],
    [SIGN_IN_ERROR_CODES.telegramLoginExpired, 410, 'telegram-expired'],
    [SIGN_IN_ERROR_CODES.telegramLoginUsed, 410, 'telegram-used'],
    [SIGN_IN_ERROR_CODES.telegramLoginOtherBrowser, 403, 'telegram-other-browser'],
  ] as const)(
    '%s: back to the start with its message, and asks no more',
    async (code, status, problem) => {
      const { scope, check } = setUp([null, new ApiError('http', status, 'no', code)]);
      await settle(allSettled(telegramLoginRequested, { scope }));
      expect(check).toHaveBeenCalledTimes(2);
      expect(scope.getState($telegramLogin)).toBeNull();
      expect(scope.getState($telegramLoginProblem)).toBe(problem);
      expect(scope.getState($isSignedIn)).toBe(false);
      // Starting again clears the message.
      await allSettled(telegramLoginAbandoned, { scope });
      const again = allSettled(telegramLoginRequested, { scope });
      expect(scope.getState($telegramLoginProblem)).toBeNull();
      await settle(again);
    },
  );

  it('gone back to the code: asks no more', async () => {
    const { scope, check } = setUp([null]);
    const settling = allSettled(telegramLoginRequested, { scope });
    await vi.advanceTimersByTimeAsync(TELEGRAM_LOGIN_CHECK_MS);
    expect(check).toHaveBeenCalledOnce();
    await settle(allSettled(telegramLoginAbandoned, { scope }));
    await settle(settling);
    expect(check).toHaveBeenCalledOnce();
    expect(scope.getState($telegramLogin)).toBeNull();
  });

  it('a start the edge refuses is one error toast, and nothing waits', async () => {
    const { scope, check, toasts } = setUp([null], () =>
      Promise.reject(
        new ApiError('http', 503, 'No bot', SIGN_IN_ERROR_CODES.telegramLoginUnavailable),
      ),
    );
    await settle(allSettled(telegramLoginRequested, { scope }));
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ tone: 'error' });
    expect(scope.getState($telegramLogin)).toBeNull();
    expect(check).not.toHaveBeenCalled();
  });
});
