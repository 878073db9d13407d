import { combine, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import * as v from 'valibot';
import { customerIdentityChanged } from '../../entities/customer/lazy';
import { attachApi } from '../../shared/api/model';
import { verifyTelegramPhone } from '../../shared/api/telegram-phone';
import { VerifiedPhoneSchema, type VerifiedPhone } from '../../shared/contract/telegram-phone';
import { formatUzPhone, normalizeUzPhone } from '../../shared/lib/phone';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { requestContactFx } from '../../shared/telegram/contact';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';
import { CheckoutGate } from './checkout-gate';
import { checkoutFieldChanged } from './form-model';

/** The customer asked to share their Telegram number instead of typing it. */
export const phoneShareRequested = createEvent();
/**
 * The edge keeps the verified phone, so the Telegram user is that phone's customer from now on:
 * the main API token asked for before no longer names them whole.
 */
export const verifyPhoneFx = attachApi(async (api, contact: string) => {
  const verified = await verifyTelegramPhone(api, contact);
  api.dropMainToken();
  return verified;
});
/**
 * The number Telegram vouched for, with the edge's proof; an order with this very number carries
 * the proof. Kept for the tab, like the draft.
 */
sample({ clock: verifyPhoneFx.done, target: customerIdentityChanged });
export const $verifiedPhone = createStore<VerifiedPhone | null>(null).on(
  verifyPhoneFx.doneData,
  (_, verified) => verified,
);
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
// Declined or unsupported (null): the field stays as it is, for typing; nothing to say.
sample({
  clock: requestContactFx.doneData,
  filter: (contact): contact is string => contact !== null,
  target: verifyPhoneFx,
});
sample({
  clock: verifyPhoneFx.doneData,
  filter: ({ phone }) => normalizeUzPhone(phone) !== null,
  fn: ({ phone }) => ({ field: 'phone' as const, value: formatUzPhone(phone) }),
  target: checkoutFieldChanged,
});
sample({
  clock: verifyPhoneFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});

persistChecked({
  store: $verifiedPhone,
  key: 'checkout-verified-phone',
  area: 'session',
  schema: v.nullable(VerifiedPhoneSchema),
  pickup: CheckoutGate.open,
});
