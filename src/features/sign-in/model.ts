import { createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import {
  customerSignedIn,
  customerSignedOut,
  REMEMBERED_CONTACT_KEY,
} from '../../entities/customer/lazy';
import { isApiError } from '../../shared/api/api-error';
import { attachApi } from '../../shared/api/model';
import { requestSignInCode, signOut, verifySignInCode } from '../../shared/api/sign-in';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { SIGN_IN_CODE_LENGTH } from '@pizza-order-app/contract/sign-in';
import { $language } from '../../shared/i18n/model';
import { $overlays, overlayClosed, overlayOpened } from '../../shared/lib/overlays/model';
import { normalizeUzPhone } from '../../shared/lib/phone';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown, type ToastContent } from '../../shared/ui/toast/model';
import { SIGN_IN_ERROR_CODES } from '@pizza-order-app/contract/sign-in';

/** Where the sign-in stands: the phone is being typed, or the code sent to it. */
export type SignInStep = 'phone' | 'code';

/** The dialog opens, with the phone the customer already typed elsewhere (checkout), if any. */
export const signInOpened = createEvent<string | void>();
export const signInClosed = createEvent();
export const phoneChanged = createEvent<string>();
/** The phone form was sent, or "send again" pressed: a code goes to the phone. */
export const codeRequested = createEvent();
export const codeChanged = createEvent<string>();
export const codeSubmitted = createEvent();
/** Back from the code to the phone, to correct it. */
export const phoneEditRequested = createEvent();
/** Where signing out reaches: this browser, or every device signed in with the phone. */
export type SignOutReach = 'this-device' | 'every-device';
export const signOutRequested = createEvent<SignOutReach>();
/** The edge signed this browser in with the phone. */
export const signedIn = createEvent<string>();

/** Sends a code; answers when another may be asked for, by this device's clock. */
export const requestCodeFx = createEffect(
  async ({ phone, language }: { phone: string; language: Language }) => {
    const { resendInSeconds } = await requestSignInCode(phone, language);
    return { resendAt: Date.now() + resendInSeconds * 1000 };
  },
);
/** The edge's token names the phone's customer from now on; nothing read before it stays. */
export const verifyCodeFx = attachApi(
  async (api, { phone, code }: { phone: string; code: string }) => {
    const answer = await verifySignInCode(phone, code);
    api.replaceMainToken(answer);
    api.reads.forgetCustomer();
    return answer.phone;
  },
);
/** Signed out, nothing personal stays in memory or storage: the token, the reads, the contact. */
export const signOutFx = attachApi(async (api, reach: SignOutReach) => {
  await signOut(reach === 'every-device' ? { everywhere: true } : {});
  api.dropMainToken();
  api.reads.forgetCustomer();
  localStorage.removeItem(REMEMBERED_CONTACT_KEY);
});

const SIGN_IN_DIALOG = 'sign-in';
/** The dialog is an overlay with a history entry of its own: Back closes it. */
export const $signInOpen = $overlays.map((overlays) =>
  overlays.some(({ name }) => name === SIGN_IN_DIALOG),
);
sample({ clock: signInOpened, fn: () => ({ name: SIGN_IN_DIALOG }), target: overlayOpened });
sample({
  clock: signInOpened,
  filter: (typed): typed is string => typeof typed === 'string' && typed.trim() !== '',
  target: phoneChanged,
});
sample({ clock: [signInClosed, signedIn], fn: () => SIGN_IN_DIALOG, target: overlayClosed });
export const $step = createStore<SignInStep>('phone')
  .on(requestCodeFx.done, () => 'code')
  .reset(phoneEditRequested, signInClosed, signedIn);
export const $phone = createStore('').on(phoneChanged, (_, phone) => phone);
export const $code = createStore('')
  .on(codeChanged, (_, typed) => typed.replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH))
  .reset(requestCodeFx.done, phoneEditRequested, signInClosed, signedIn);
/** When another code may be asked for (Unix ms, this device's clock); the form counts down to it. */
export const $resendAt = createStore(0).on(requestCodeFx.doneData, (_, { resendAt }) => resendAt);

/**
 * The code sent can no longer sign in (expired, used, or its last wrong try spent): nothing is
 * sent with it until a new one is asked for, whatever is typed meanwhile.
 */
export const $codeDead = createStore(false).reset(
  requestCodeFx.done,
  phoneEditRequested,
  signInClosed,
  signedIn,
);

/** What is wrong, as a message key: under the field it concerns, and announced. */
export type SignInProblem =
  'phone-incomplete' | 'code-incomplete' | 'code-wrong' | 'code-expired' | 'resend-too-soon';
export const $problem = createStore<SignInProblem | null>(null).reset(
  phoneChanged,
  codeChanged,
  requestCodeFx,
  verifyCodeFx,
  phoneEditRequested,
  signInClosed,
);

const $normalizedPhone = $phone.map((phone) => normalizeUzPhone(phone));

sample({
  clock: codeRequested,
  source: { phone: $normalizedPhone, language: $language, busy: requestCodeFx.pending },
  filter: ({ phone, busy }) => phone !== null && !busy,
  fn: ({ phone, language }) => ({ phone: phone ?? '', language }),
  target: requestCodeFx,
});
sample({
  clock: codeRequested,
  source: $normalizedPhone,
  filter: (phone) => phone === null,
  fn: (): SignInProblem => 'phone-incomplete',
  target: $problem,
});

sample({
  clock: codeSubmitted,
  source: {
    phone: $normalizedPhone,
    code: $code,
    busy: verifyCodeFx.pending,
    dead: $codeDead,
  },
  filter: ({ phone, code, busy, dead }) =>
    phone !== null && code.length === SIGN_IN_CODE_LENGTH && !busy && !dead,
  fn: ({ phone, code }) => ({ phone: phone ?? '', code }),
  target: verifyCodeFx,
});
sample({
  clock: codeSubmitted,
  source: $code,
  filter: (code) => code.length < SIGN_IN_CODE_LENGTH,
  fn: (): SignInProblem => 'code-incomplete',
  target: $problem,
});
// A whole code typed or pasted is sent at once.
sample({
  clock: codeChanged,
  source: $code,
  filter: (code) => code.length === SIGN_IN_CODE_LENGTH,
  target: codeSubmitted,
});

const codeOf = (error: unknown) => (isApiError(error) ? error.code : undefined);

sample({
  clock: requestCodeFx.failData,
  filter: (error) => codeOf(error) === SIGN_IN_ERROR_CODES.signInResendTooSoon,
  fn: (): SignInProblem => 'resend-too-soon',
  target: $problem,
});
sample({
  clock: requestCodeFx.failData,
  filter: (error) => codeOf(error) !== SIGN_IN_ERROR_CODES.signInResendTooSoon,
  fn: (error): ToastContent => {
    const code = codeOf(error);
    if (code === SIGN_IN_ERROR_CODES.smsFailed)
      return {
        tone: 'error',
        title: { key: 'error.title' },
        detail: { key: 'sign-in.sms-failed' },
      };
    // The site's SMS ceiling: signing in through the chain's bot needs no SMS.
    if (code === SIGN_IN_ERROR_CODES.smsCeiling)
      return {
        tone: 'error',
        title: { key: 'error.title' },
        detail: { key: 'sign-in.sms-ceiling' },
      };
    return errorToast(error, 'error.server-error');
  },
  target: toastShown,
});
sample({
  clock: verifyCodeFx.failData,
  filter: (error) =>
    codeOf(error) === SIGN_IN_ERROR_CODES.signInCodeWrong ||
    codeOf(error) === SIGN_IN_ERROR_CODES.signInCodeExpired,
  fn: (error): SignInProblem =>
    codeOf(error) === SIGN_IN_ERROR_CODES.signInCodeWrong ? 'code-wrong' : 'code-expired',
  target: $problem,
});
sample({
  clock: verifyCodeFx.failData,
  filter: (error) => codeOf(error) === SIGN_IN_ERROR_CODES.signInCodeExpired,
  fn: () => true,
  target: $codeDead,
});
sample({
  clock: verifyCodeFx.failData,
  filter: (error) =>
    codeOf(error) !== SIGN_IN_ERROR_CODES.signInCodeWrong &&
    codeOf(error) !== SIGN_IN_ERROR_CODES.signInCodeExpired,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});

sample({ clock: verifyCodeFx.doneData, target: signedIn });
sample({ clock: signedIn, target: customerSignedIn });

sample({ clock: signOutRequested, filter: not(signOutFx.pending), target: signOutFx });
sample({ clock: signOutFx.done, target: customerSignedOut });
sample({
  clock: signOutFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});
