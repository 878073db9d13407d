import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay, not } from 'patronum';
import { isApiError } from '../../shared/api/api-error';
import { attachApi } from '../../shared/api/model';
import { checkTelegramLogin, startTelegramLogin } from '../../shared/api/sign-in';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';
import { signedIn, signInClosed } from './model';

/**
 * Signing in through the chain's bot, free and without SMS (docs/api.md): the edge starts a
 * sign-in bound to this browser, the customer opens its link in Telegram and presses «Войти»,
 * and this page, asking every few seconds, is signed in as that Telegram user's customer.
 */

/** How often the page asks whether the customer confirmed in the bot. */
export const TELEGRAM_LOGIN_CHECK_MS = 2_000;

/** "Войти через Telegram" pressed. */
export const telegramLoginRequested = createEvent();
/** The customer went back to signing in with a code instead. */
export const telegramLoginAbandoned = createEvent();

export const startTelegramLoginFx = createEffect(startTelegramLogin);
/** The phone once the bot's «Войти» signed this browser in; null while still waiting. */
export const checkTelegramLoginFx = attachApi(async (api, token: string) => {
  const answer = await checkTelegramLogin(token);
  if (answer.state === 'waiting') return null;
  api.replaceMainToken(answer);
  api.reads.forgetCustomer();
  return answer.phone;
});

/** The sign-in waiting for the customer in Telegram: its link, and the token it is asked by. */
export const $telegramLogin = createStore<{ url: string; token: string } | null>(null)
  .on(startTelegramLoginFx.doneData, (_, { url, token }) => ({ url, token }))
  .reset(telegramLoginAbandoned, signInClosed, signedIn);

/** How a sign-in through the bot ended without signing in, as a message key. */
export type TelegramLoginProblem =
  'telegram-cancelled' | 'telegram-expired' | 'telegram-used' | 'telegram-other-browser';
const PROBLEMS: Readonly<Record<string, TelegramLoginProblem>> = {
  [SIGN_IN_ERROR_CODES.telegramLoginCancelled]: 'telegram-cancelled',
  [SIGN_IN_ERROR_CODES.telegramLoginExpired]: 'telegram-expired',
  [SIGN_IN_ERROR_CODES.telegramLoginUsed]: 'telegram-used',
  [SIGN_IN_ERROR_CODES.telegramLoginOtherBrowser]: 'telegram-other-browser',
};
const problemOf = (error: unknown) =>
  isApiError(error) && error.code ? (PROBLEMS[error.code] ?? null) : null;

export const $telegramLoginProblem = createStore<TelegramLoginProblem | null>(null)
  .on(checkTelegramLoginFx.failData, (current, error) => problemOf(error) ?? current)
  .reset(telegramLoginRequested, signInClosed, signedIn);

// An ended sign-in leaves the waiting screen for the start, with its message.
sample({
  clock: checkTelegramLoginFx.failData,
  filter: (error) => problemOf(error) !== null,
  target: telegramLoginAbandoned,
});

sample({
  clock: telegramLoginRequested,
  filter: not(startTelegramLoginFx.pending),
  target: startTelegramLoginFx,
});
sample({
  clock: startTelegramLoginFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});

// Asked again a little after every answer that left it waiting: still waiting, or the network
// failed on the way (a phone switching to Telegram and back loses it for a moment).
const checkDue = delay(
  sample({
    clock: [
      startTelegramLoginFx.done,
      checkTelegramLoginFx.doneData.filter({ fn: (phone) => phone === null }),
      checkTelegramLoginFx.failData.filter({ fn: (error) => problemOf(error) === null }),
    ],
  }),
  TELEGRAM_LOGIN_CHECK_MS,
);
sample({
  clock: checkDue,
  source: { login: $telegramLogin, busy: checkTelegramLoginFx.pending },
  filter: ({ login, busy }) => login !== null && !busy,
  fn: ({ login }) => login?.token ?? '',
  target: checkTelegramLoginFx,
});

sample({
  clock: checkTelegramLoginFx.doneData,
  filter: (phone): phone is string => phone !== null,
  target: signedIn,
});
