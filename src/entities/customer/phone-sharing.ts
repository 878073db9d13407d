import { combine, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import * as v from 'valibot';
import { attachApi } from '../../shared/api/model';
import { verifyTelegramPhone } from '../../shared/api/telegram-phone';
import { VerifiedPhoneSchema, type VerifiedPhone } from '@pizza-order-app/contract/telegram-phone';
import { normalizeUzPhone } from '../../shared/lib/phone';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { requestContactFx } from '../../shared/telegram/contact';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';
import { customerSignedOut, telegramPhoneVerified } from './session';

/**
 * Sharing the Telegram number in one tap (checkout, the profile): Telegram's signed contact,
 * verified by the edge, makes the number the Telegram user's, and joins a web history under it.
 */

/** The one rule of "is this the verified phone": a typed number, read as the number meant. */
export const isVerifiedPhone = (typed: string, verified: string | null) =>
  verified !== null && normalizeUzPhone(typed) === verified;

/** The customer asked to share their Telegram number instead of typing it. */
export const phoneShareRequested = createEvent();
/**
 * The edge keeps the verified phone, so the Telegram user is that phone's customer from now on:
 * the main API token asked for before no longer names them whole, and nothing read for them
 * before (their orders, basket) stays.
 */
export const verifyPhoneFx = attachApi(async (api, contact: string) => {
  const verified = await verifyTelegramPhone(api, contact);
  api.dropMainToken();
  api.reads.forgetCustomer();
  return verified;
});
sample({
  clock: verifyPhoneFx.doneData,
  fn: ({ phone }) => phone,
  target: telegramPhoneVerified,
});
/**
 * The edge's proof that the number is the Telegram user's own; an order with this very number
 * carries it. Kept for the tab.
 */
export const $phoneProof = createStore<VerifiedPhone | null>(null)
  .on(verifyPhoneFx.doneData, (_, verified) => verified)
  .reset(customerSignedOut);
/** A screen that may send the proof (checkout) wants what the tab kept. */
export const phoneProofWanted = createEvent();
/** The shared number cannot be called from Uzbekistan's form: the customer types another. */
export const $sharedPhoneForeign = createStore(false)
  .on(verifyPhoneFx.doneData, (_, { phone }) => normalizeUzPhone(phone) === null)
  .reset(phoneShareRequested);
export const $isSharingPhone = combine(
  requestContactFx.pending,
  verifyPhoneFx.pending,
  (asking, verifying) => asking || verifying,
);

sample({ clock: phoneShareRequested, filter: not($isSharingPhone), target: requestContactFx });
// Declined or unsupported (null): nothing changes, and there is nothing to say.
sample({
  clock: requestContactFx.doneData,
  filter: (contact): contact is string => contact !== null,
  target: verifyPhoneFx,
});
sample({
  clock: verifyPhoneFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});

persistChecked({
  store: $phoneProof,
  key: 'checkout-verified-phone',
  area: 'session',
  schema: v.nullable(VerifiedPhoneSchema),
  pickup: phoneProofWanted,
});
