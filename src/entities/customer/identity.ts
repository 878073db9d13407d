import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { not } from 'patronum';
import * as v from 'valibot';
import { attachApi } from '../../shared/api/model';
import type { Language } from '../../shared/config/languages';
import { $language } from '../../shared/i18n/model';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { $addresses, type SavedAddress } from '../location';
import { $customerId, $isMessengerMode, customerIdReceived } from './model';

/**
 * Who this device's customer is, as the edge knows them: the phone it verified (a code by SMS on
 * the web, Telegram's signed contact inside Telegram) and whether this browser is signed in.
 */

/** The edge signed this browser in with the phone (a code by SMS). */
export const customerSignedIn = createEvent<string>();
/** The edge verified the phone Telegram's signed contact carries as the Telegram user's own. */
export const telegramPhoneVerified = createEvent<string>();
/**
 * The customer signed out on this device: what names them (their id, verified phone, saved
 * addresses) goes; the cart and the checkout draft stay.
 */
export const customerSignedOut = createEvent();

/** customer/Me: the caller's customer (a new device learns its id here) and verified phone. */
export const readSelfFx = attachApi(async (api, language: Language) => {
  // The call's schema comes with the first read, not with every visitor's first screen.
  const { customerSelfCall } = await import('../../shared/contract/signed-in-customer-api');
  return api.main(customerSelfCall, { query: {} }, language);
});

/** The phone the edge verified for this customer; null: none (not signed in, or not yet known). */
export const $verifiedPhone = createStore<string | null>(null)
  .on(readSelfFx.doneData, (_, { verifiedPhone }) => verifiedPhone)
  .on([customerSignedIn, telegramPhoneVerified], (_, phone) => phone)
  .reset(customerSignedOut);
/**
 * Whether this device knows who it is: the server said (or could not, which leaves the visitor
 * as not signed in, free to sign in), or it signed in or out itself; screens wait for nothing else.
 */
export const $identityKnown = createStore(false).on(
  [readSelfFx.finally, customerSignedIn, telegramPhoneVerified, customerSignedOut],
  () => true,
);

/**
 * Ours: this browser signed in with a phone, as it last learnt. Only a hint for what to load at
 * start (customer/Me, the customer's basket); the edge decides, and a refusal turns it off.
 */
export const SIGNED_IN_KEY = 'signed-in';
export const $isSignedIn = createStore(false);
persistChecked({ store: $isSignedIn, key: SIGNED_IN_KEY, schema: v.boolean(), pickup: appStarted });
sample({
  clock: [readSelfFx.done, customerSignedIn, telegramPhoneVerified, customerSignedOut],
  source: $verifiedPhone,
  fn: (phone) => phone !== null,
  target: $isSignedIn,
});

/**
 * Something the edge may know this device by: a sign-in, a Telegram launch or bot link, a web
 * session from an order. Without one there is no one to ask about.
 */
const $sessionMayExist = combine(
  $isSignedIn,
  $isMessengerMode,
  $customerId,
  (signedIn, messenger, customerId) => signedIn || messenger || customerId > 0,
);
/**
 * After the start's pickups: the persisted hints are read and checked by a chain of effects in
 * the start's own turn, so a sample of the start itself would see none of them; an async step
 * ends after that turn.
 */
const askIdentityFx = createEffect(() => Promise.resolve());
const identityAsked = askIdentityFx.done;
sample({ clock: appStarted, target: askIdentityFx });
sample({
  clock: identityAsked,
  source: $language,
  filter: $sessionMayExist,
  target: readSelfFx,
});
sample({
  clock: identityAsked,
  filter: not($sessionMayExist),
  fn: () => true,
  target: $identityKnown,
});
// The edge knows this device otherwise now: ask again who it is.
sample({
  clock: [customerSignedIn, telegramPhoneVerified, customerSignedOut],
  source: $language,
  target: readSelfFx,
});
sample({
  clock: readSelfFx.doneData,
  source: $customerId,
  filter: (known, { customer }) => customer !== null && customer.customerId !== known,
  fn: (_, { customer }) => customer?.customerId ?? 0,
  target: customerIdReceived,
});
sample({ clock: customerSignedOut, target: $customerId.reinit });
sample({ clock: customerSignedOut, fn: (): readonly SavedAddress[] => [], target: $addresses });
