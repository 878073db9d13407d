import { createEffect, createStore, sample } from 'effector';
import * as v from 'valibot';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { $language } from '../../shared/i18n/model';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { $customerId, $isMessengerMode, customerIdReceived } from './model';

/**
 * Who this device's customer is, as the edge knows them: the phone it verified (a code by SMS on
 * the web, Telegram's signed contact inside Telegram) and whether this browser is signed in. What
 * changes it later (a sign-in, a sign-out, a shared number) is in session.ts, which the screens
 * that do so load with their code.
 */

/** customer/Me: the caller's customer (a new device learns its id here) and verified phone. */
export const readSelfFx = attachApi(async (api, language: Language) => {
  // The call's schema comes with the first read, not with every visitor's first screen.
  const { customerSelfCall } = await import('@pizza-order-app/contract/signed-in-customer-api');
  return api.main(customerSelfCall, { query: {} }, language);
});

/** The phone the edge verified for this customer; null: none (not signed in, or not yet known). */
export const $verifiedPhone = createStore<string | null>(null).on(
  readSelfFx.doneData,
  (_, { verifiedPhone }) => verifiedPhone,
);
/**
 * Whether this device knows who it is: the server said (or could not, which leaves the visitor
 * as not signed in, free to sign in), or it signed in or out itself; screens wait for nothing else.
 */
export const $identityKnown = createStore(false).on(readSelfFx.finally, () => true);

/**
 * Ours: this browser signed in with a phone, as it last learnt. Only a hint for what to load at
 * start (customer/Me, the customer's basket); the edge decides, and a refusal turns it off.
 */
export const SIGNED_IN_KEY = 'signed-in';
export const $isSignedIn = createStore(false);
persistChecked({ store: $isSignedIn, key: SIGNED_IN_KEY, schema: v.boolean(), pickup: appStarted });
sample({
  clock: readSelfFx.done,
  source: $verifiedPhone,
  fn: (phone) => phone !== null,
  target: $isSignedIn,
});

/**
 * After the start's pickups: the persisted hints are read and checked by a chain of effects in
 * the start's own turn, so a sample of the start itself would see none of them; an async step
 * ends after that turn.
 */
const askIdentityFx = createEffect(() => Promise.resolve());
sample({ clock: appStarted, target: askIdentityFx });
/**
 * Asked only of a browser the edge may know: signed in, in Telegram or a bot link's session, or
 * with a web session from an order. Without one there is no one to ask about.
 */
const identityAsked = sample({
  clock: askIdentityFx.done,
  source: { signedIn: $isSignedIn, messenger: $isMessengerMode, customerId: $customerId },
  fn: ({ signedIn, messenger, customerId }) => signedIn || messenger || customerId > 0,
});
sample({
  clock: identityAsked,
  source: $language,
  filter: (_, mayExist) => mayExist,
  target: readSelfFx,
});
$identityKnown.on(identityAsked, (known, mayExist) => known || !mayExist);
sample({
  clock: readSelfFx.doneData,
  source: $customerId,
  filter: (known, { customer }) => customer !== null && customer.customerId !== known,
  fn: (_, { customer }) => customer?.customerId ?? 0,
  target: customerIdReceived,
});
