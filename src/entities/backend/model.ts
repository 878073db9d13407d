import {
  combine,
  createEffect,
  createEvent,
  createStore,
  sample,
  scopeBind,
  type Store,
} from 'effector';
import type { Extension } from '@pizza-order-app/contract/capabilities';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { isApiError } from '../../shared/api/api-error';
import { attachApi } from '../../shared/api/model';
import { isTransient } from '../../shared/api/retry';
import { $language } from '../../shared/i18n/model';
import { connectionRestored, followRequestsOf } from '../../shared/lib/network/model';

/**
 * What the chain's backend has beyond the core (docs/api.md, "Capabilities"): the extensions it
 * announces, read once at start. The app offers a feature only where its extension is announced.
 */

/** The backend's announcement; a backend without the call (404) has the core only. */
export const readExtensionsFx = attachApi(async (api, language: Language) => {
  // The call's schema comes with the read, beside the first screen, not in its code.
  const { capabilitiesCall, CORE_ONLY } = await import('@pizza-order-app/contract/capabilities');
  try {
    return (await api.main(capabilitiesCall, { query: {} }, language)).extensions;
  } catch (error) {
    if (isApiError(error) && error.kind === 'http' && error.status === 404) return CORE_ONLY;
    throw error;
  }
});
followRequestsOf(readExtensionsFx);

/** The app has started and asks the backend what it has (boot, beside the first screen's read). */
export const extensionsAsked = createEvent();

/** The extensions the backend announced; null until it has said. */
export const $extensions = createStore<readonly Extension[] | null>(null).on(
  readExtensionsFx.doneData,
  (_, extensions) => extensions,
);

const NOTHING_YET: readonly Extension[] = [];
/** What may be offered: nothing of an extension until the backend has announced it. */
export const $announcedExtensions = $extensions.map((extensions) => extensions ?? NOTHING_YET);

const $readFailed = createStore(false)
  .on(readExtensionsFx.failData, () => true)
  .reset(readExtensionsFx.done);

sample({ clock: extensionsAsked, source: $language, target: readExtensionsFx });

/**
 * After a timeout or a 5xx, asked again this long after each failure in a row: asked once at
 * start, one lost answer would hide sign-in, ratings and the courier for the whole visit.
 */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000];
const $failuresInARow = createStore(0)
  .on(readExtensionsFx.fail, (failures) => failures + 1)
  .reset(readExtensionsFx.done);
const retryDue = createEvent();
// A timer of its own, not an effect: the start waits for the first answer (boot.tsx), not these.
const askAgainLaterFx = createEffect((failures: number) => {
  const delayMs = RETRY_DELAYS_MS[failures - 1];
  if (delayMs) setTimeout(scopeBind(retryDue, { safe: true }), delayMs);
});
sample({
  clock: readExtensionsFx.failData,
  source: $failuresInARow,
  filter: (_, error) => isTransient(error),
  target: askAgainLaterFx,
});
// As the other start reads: after a failure, again when the network returns; either way only
// while the last read failed and nothing is known, so a retry never meets another read.
sample({
  clock: [connectionRestored, retryDue],
  source: $language,
  filter: combine($readFailed, $extensions, (failed, extensions) => failed && extensions === null),
  target: readExtensionsFx,
});

const offers = (extension: Extension): Store<boolean> =>
  $announcedExtensions.map((extensions) => extensions.includes(extension));

/** The web's sign-in with a phone, and what a phone's customer keeps on every device. */
export const $offersSignIn = offers('sign-in');
/** The tracker's rating of a finished order. */
export const $offersRatings = offers('ratings');
/** The tracker's courier: who brings the order, their call and their place on the map. */
export const $offersCourier = offers('courier');
/** Checkout's "change from" for a delivery paid cash. */
export const $offersCashChange = offers('cash-change');
/** The half-and-half pizza and the combos on the menu. */
export const $offersCompositeDishes = offers('composite-dishes');
