import { combine, createEvent, createStore, sample } from 'effector';
import { debounce, not } from 'patronum';
import * as v from 'valibot';
import { $cart, linesReplaced, type CartItem } from '../../entities/cart';
import { createGate } from 'effector-react';
import {
  $isMessengerMode,
  $tgId,
  linkSessionRefused,
  $isSignedIn,
  telegramUserVerified,
} from '../../entities/customer';
import { attachApi } from '../../shared/api/model';
import {
  isApiError,
  isLinkSessionRefusal,
  isTelegramSessionRefusal,
} from '../../shared/api/api-error';
import { retryWithBackoff } from '../../shared/api/retry';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { $language } from '../../shared/i18n/model';
import { telegramSessionRefused } from '../../shared/telegram/model';
// The basket part of the contract only.
import {
  BasketProductSchema,
  basketCall,
  saveBasketCall,
  type BasketProduct,
} from '@pizza-order-app/contract/basket-api';
import {
  customerBasketCall,
  saveCustomerBasketCall,
} from '@pizza-order-app/contract/signed-in-customer-api';
import { $isOnline, connectionRestored, followRequestsOf } from '../../shared/lib/network/model';
import { toastShown } from '../../shared/ui/toast/model';
import { mergeBasket, toBasket } from './merge-basket';

/** docs/product.md §9: about half a second of quiet before the basket is written. */
export const BASKET_SAVE_DEBOUNCE_MS = 500;
const SAVE_RETRY_DELAYS_MS = [1000, 3000];

export const basketSyncRetried = createEvent();

/**
 * Whose basket the cart is kept in step with: the messenger user's (the Telegram id /api/hash
 * verified), or else the customer signed in with a phone on the web (the main API's bearer).
 */
interface BasketChannel {
  readonly messenger: boolean;
  readonly language: Language;
}
const $channel = combine({ messenger: $isMessengerMode, language: $language });

export const loadBasketFx = attachApi(async (api, { messenger, language }: BasketChannel) => {
  if (!messenger) {
    const { products } = await api.main(customerBasketCall, { query: {} }, language);
    return { tgId: null, products };
  }
  const tgId = await api.messengerUserId();
  const { result } = await api.messenger(basketCall, { query: { tgId } });
  return { tgId, products: result.products };
});

/** A write to the messenger user's basket (`tgId`), or to the signed-in customer's (`null`). */
export const saveBasketFx = attachApi(
  (
    api,
    {
      tgId,
      language,
      products,
    }: { tgId: number | null; language: Language; products: BasketProduct[] },
  ) =>
    retryWithBackoff(async () => {
      if (tgId === null) await api.main(saveCustomerBasketCall, { body: { products } }, language);
      else await api.messenger(saveBasketCall, { body: { tgId, products } });
    }, SAVE_RETRY_DELAYS_MS),
);

followRequestsOf(loadBasketFx);
followRequestsOf(saveBasketFx);

/**
 * Mounted in messenger mode and for a web customer signed in with a phone (see BasketSync):
 * other web visitors never load this model. Closed, nothing is written.
 */
export const BasketSyncGate = createGate();

/** Writes start only after the server's basket was merged in, so an empty tab never wipes it. */
export const $basketLoaded = createStore(false)
  .on(loadBasketFx.done, () => true)
  .reset(BasketSyncGate.close);
/** docs/product.md §8: a failed basket update sets an error flag, without a toast. */
export const $basketSyncFailed = createStore(false)
  .on([loadBasketFx.fail, saveBasketFx.fail], () => true)
  .reset(loadBasketFx.done, saveBasketFx.done, BasketSyncGate.close);
/** A change that came while a save was in flight; sent when it ends, so the latest state wins. */
const $queuedCart = createStore<readonly CartItem[] | null>(null);

sample({ clock: BasketSyncGate.open, source: $channel, target: loadBasketFx });
// A retry loads the server basket if it never arrived; otherwise it writes the cart again, so a
// retry never lets an older server basket override what the customer changed since.
sample({
  clock: basketSyncRetried,
  source: $channel,
  filter: not($basketLoaded),
  target: loadBasketFx,
});

// A basket that answers after the visitor left messenger mode (a bot link session ended) is
// nobody's any more: it names no user and adds nothing to the cart.
const basketLoaded = sample({ clock: loadBasketFx.doneData, filter: BasketSyncGate.status });
sample({
  clock: basketLoaded,
  filter: ({ tgId }) => tgId !== null,
  fn: ({ tgId }) => tgId ?? 0,
  target: telegramUserVerified,
});
/**
 * The basket as this device and the server last both had it (null: unknown), kept across visits
 * so the next merge knows what was removed or ordered elsewhere meanwhile. It belongs to the
 * channel's customer only: gone when the sync closes (signed out, another channel).
 */
export const AGREED_BASKET_KEY = 'basket-agreed';
export const $agreedBasket = createStore<readonly BasketProduct[] | null>(null)
  .on(saveBasketFx.done, (_, { params }) => params.products)
  .reset(BasketSyncGate.close);
// Read from the device when the sync opens, before the server's basket can answer.
persistChecked({
  store: $agreedBasket,
  key: AGREED_BASKET_KEY,
  schema: v.nullable(v.array(BasketProductSchema)),
  pickup: BasketSyncGate.open,
});
const basketMerged = sample({
  clock: basketLoaded,
  source: { local: $cart, agreed: $agreedBasket },
  fn: ({ local, agreed }, { products }) => ({
    lines: mergeBasket(local, products, agreed),
    agreed: products,
  }),
});
sample({ clock: basketMerged, fn: ({ lines }) => lines, target: linesReplaced });
sample({ clock: basketMerged, fn: ({ agreed }) => agreed, target: $agreedBasket });

/**
 * The basket as the server last confirmed it; an unchanged cart is not written again. After a
 * failed write nobody knows what the server kept (a timeout may have come after the write), so
 * it is unknown ('') and the next change or retry writes whatever the cart holds.
 */
const $syncedBasket = createStore('')
  .on(loadBasketFx.doneData, (_, { products }) => JSON.stringify(products))
  .on(saveBasketFx.done, (_, { params }) => JSON.stringify(params.products))
  .reset(saveBasketFx.fail, BasketSyncGate.close);

const sessionRefused = sample({
  clock: [loadBasketFx.failData, saveBasketFx.failData],
  filter: (error) => isTelegramSessionRefusal(error) || isLinkSessionRefusal(error),
});
/** No write can succeed once the edge refused the session: only a new launch or link can help. */
const $sessionRefused = createStore(false).on(sessionRefused, () => true);

sample({
  clock: [loadBasketFx.failData, saveBasketFx.failData],
  filter: isTelegramSessionRefusal,
  target: telegramSessionRefused,
});
sample({
  clock: [loadBasketFx.failData, saveBasketFx.failData],
  filter: isLinkSessionRefusal,
  target: linkSessionRefused,
});
/** The edge no longer signs this browser in with a phone (signed out elsewhere, expired). */
const isSignInRefusal = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status === 401;
// The basket stays on the device; the sync stops until the customer signs in again.
sample({
  clock: [
    loadBasketFx.fail.filter({ fn: ({ params }) => !params.messenger }),
    saveBasketFx.fail.filter({ fn: ({ params }) => params.tgId === null }),
  ],
  filter: ({ error }) => isSignInRefusal(error),
  fn: () => false,
  target: $isSignedIn,
});
sample({
  clock: loadBasketFx.fail,
  // A refused session has its own way out: "open it again", the web for a link's session, or
  // signing in again.
  filter: ({ params, error }) =>
    !isTelegramSessionRefusal(error) &&
    !isLinkSessionRefusal(error) &&
    (params.messenger || !isSignInRefusal(error)),
  fn: () => ({
    tone: 'error' as const,
    title: { key: 'error.title' },
    detail: { key: 'error.cart-sync-error' },
  }),
  target: toastShown,
});

// Offline (a request found no network) the basket waits: changes stay in the cart, and the
// network's return writes the latest of them (or loads the server's basket, if that never came).
sample({
  clock: connectionRestored,
  filter: BasketSyncGate.status,
  target: basketSyncRetried,
});

const cartSettled = debounce($cart, BASKET_SAVE_DEBOUNCE_MS);
// A retry (the customer's, or the network's return) always tries: that is how the network is
// found again; a change waits while the network is down.
const saveWanted = sample({
  clock: [
    sample({ clock: cartSettled, filter: $isOnline }),
    sample({ clock: basketSyncRetried, source: $cart }),
  ],
  filter: $basketLoaded,
});

// Decided once per change: written now, or queued behind the write in flight, where a later
// change replaces it. A queued cart is compared with the server's basket only once that write
// has answered: a change back to what the server had before must still be written.
const saveDecided = sample({
  clock: saveWanted,
  source: saveBasketFx.pending,
  fn: (busy, cart) => ({ busy, cart }),
});
sample({
  clock: saveDecided,
  filter: ({ busy }) => busy,
  fn: ({ cart }) => cart,
  target: $queuedCart,
});
const writeWanted = createEvent<readonly CartItem[]>();
sample({
  clock: saveDecided,
  filter: ({ busy }) => !busy,
  fn: ({ cart }) => cart,
  target: writeWanted,
});
sample({
  clock: saveBasketFx.finally,
  source: $queuedCart,
  filter: (queued) => queued !== null,
  fn: (queued) => queued ?? [],
  target: [writeWanted, $queuedCart.reinit],
});
sample({
  clock: writeWanted,
  source: { tgId: $tgId, channel: $channel, synced: $syncedBasket, refused: $sessionRefused },
  filter: ({ synced, refused }, cart) => !refused && JSON.stringify(toBasket(cart)) !== synced,
  fn: ({ tgId, channel: { messenger, language } }, cart) => ({
    tgId: messenger ? tgId : null,
    language,
    products: toBasket(cart),
  }),
  target: saveBasketFx,
});
