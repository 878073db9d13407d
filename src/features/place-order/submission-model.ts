import { createStore, sample } from 'effector';
import { not } from 'patronum';
import * as v from 'valibot';
import { $cart, cartCleared } from '../../entities/cart';
import { toOrderProducts } from '../../entities/cart/lazy';
import { $isMessengerMode, customerIdReceived, linkSessionRefused } from '../../entities/customer';
import { $phoneProof, isVerifiedPhone } from '../../entities/customer/lazy';
import { $deliveryType, $location } from '../../entities/location';
import { trackerRouteId } from '../../entities/order';
import { paymentHandedOver, type PaymentDoor } from '../../entities/order/lazy';
import {
  isApiError,
  isLinkSessionRefusal,
  isOfflineFailure,
  isTelegramSessionRefusal,
} from '../../shared/api/api-error';
import { attachApi } from '../../shared/api/model';
import { startCustomerSession } from '../../shared/api/customer-session';
import { LANGUAGE_INFO, type Language } from '@pizza-order-app/contract/config/languages';
import { ERROR_CODES } from '@pizza-order-app/contract/common';
import {
  createOrderCall,
  telegramOrderCall,
  type OrderDraft,
} from '@pizza-order-app/contract/orders-api';
import type { PhoneProof } from '@pizza-order-app/contract/telegram-phone';
import { $language } from '../../shared/i18n/model';
import { followRequestsOf } from '../../shared/lib/network/model';
import { formatUzPhone } from '../../shared/lib/phone';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { telegramSessionRefused } from '../../shared/telegram/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown, type ToastText } from '../../shared/ui/toast/model';
import { CheckoutGate } from './checkout-gate';
import { $checkoutDraft, $contact, orderValidated } from './form-model';
import { orderKeyed, orderKeyRequested, orderKeySpent } from './idempotency-model';
import { orderPageLeft, orderPageRequested } from './order-middleware';

export interface Placement {
  readonly draft: OrderDraft;
  /** The edge's proof that the draft's phone is the Telegram user's own (messenger orders). */
  readonly phoneProof?: PhoneProof;
  readonly viaMessenger: boolean;
  readonly language: Language;
}

/**
 * One order, whichever way it goes: the messenger API for a bot user (docs/product.md §7 tg_order), the main
 * API for a web visitor. Both answer the first order again for a repeated idempotency key. The
 * customer is whoever the edge says (the verified Telegram user, the web session it starts
 * here); the stored customer id is never sent, so a stale or borrowed one cannot misdirect it.
 */
export const placeOrderFx = attachApi(
  async (api, { draft, viaMessenger, language, phoneProof }: Placement) => {
    if (viaMessenger) {
      const tgId = await api.messengerUserId();
      const body = {
        ...draft,
        tgId,
        language: LANGUAGE_INFO[language].apiCode,
        ...(phoneProof ? { phoneProof } : {}),
      };
      return api.messenger(telegramOrderCall, { body });
    }
    await startCustomerSession(api);
    return api.main(createOrderCall, { body: draft }, language);
  },
);
followRequestsOf(placeOrderFx);

export const $isPlacing = placeOrderFx.pending;
/**
 * The last attempt failed (docs/product.md §8's error flag): the page keeps saying so, with a retry, until an
 * attempt succeeds or the customer leaves the page. A web failure also names its reason, which its
 * toast showed for a moment; a messenger failure only raises the flag (docs/product.md §8).
 */
export const $placementFailure = createStore<{ readonly reason?: ToastText } | null>(null);
/**
 * The last tap found no network (no answer came, whatever the browser's flag said): the order is
 * not sent, and stays so across reloads of the tab until a tap with the network back sends it
 * (with the same idempotency key) or the backend refuses it. Never sent by itself: the customer
 * confirms a total that may have changed meanwhile.
 */
export const $unsentOffline = createStore(false)
  .on(placeOrderFx.fail, (_, { error }) => isOfflineFailure(error))
  .reset(placeOrderFx.done);
/** The tracker link id of the order the backend just confirmed; the page moves on to it. */
export const $placedTrackerId = createStore<string | null>(null);

sample({
  clock: CheckoutGate.open,
  filter: $placedTrackerId.map((placed) => placed === null),
  target: orderPageRequested,
});
sample({ clock: CheckoutGate.close, target: orderPageLeft });

const orderErrorToast = (error: unknown) => errorToast(error, 'error.server-error');

// A second press while the first is on its way is ignored: one order per submission.
sample({ clock: orderValidated, filter: not($isPlacing), target: orderKeyRequested });

sample({
  clock: orderKeyed,
  source: {
    cart: $cart,
    location: $location,
    orderTypeId: $deliveryType,
    viaMessenger: $isMessengerMode,
    language: $language,
    phoneProof: $phoneProof,
  },
  fn: (state, { fields, place, restaurantId, regionId, context, key }): Placement => ({
    draft: {
      ...fields,
      idempotencyKey: key,
      orderTypeId: state.orderTypeId,
      restaurantId,
      regionId,
      longitude: state.location.Longitude,
      latitude: state.location.Latitude,
      ...(place.address ? { address: place.address } : {}),
      ...place.door,
      products: toOrderProducts(state.cart),
      expectedTotal: context.expectedTotal,
    },
    viaMessenger: state.viaMessenger,
    language: state.language,
    ...(state.viaMessenger &&
    state.phoneProof &&
    isVerifiedPhone(fields.phone, state.phoneProof.phone)
      ? { phoneProof: state.phoneProof.proof }
      : {}),
  }),
  target: placeOrderFx,
});

$placementFailure
  .on(placeOrderFx.fail, (_, { params, error }) =>
    params.viaMessenger ? {} : { reason: orderErrorToast(error).detail },
  )
  .reset(placeOrderFx.done, CheckoutGate.close);
sample({
  clock: placeOrderFx.failData,
  filter: isTelegramSessionRefusal,
  target: telegramSessionRefused,
});
sample({ clock: placeOrderFx.failData, filter: isLinkSessionRefusal, target: linkSessionRefused });

// docs/product.md §8: a failed web order gets the catalogue toast; a failed messenger order only the flag.
sample({
  clock: placeOrderFx.fail,
  filter: ({ params }) => !params.viaMessenger,
  fn: ({ error }) => orderErrorToast(error),
  target: toastShown,
});

// Confirmed: only now is the cart emptied; the contact is kept for next time.
$placedTrackerId
  .on(placeOrderFx.doneData, (_, placed) => trackerRouteId(placed))
  .reset(CheckoutGate.close);
sample({ clock: placeOrderFx.done, target: cartCleared });
// Online: recorded on the device like any order (cart, key, tracker), then its tracker opens the
// payment, so leaving for the provider's page and coming back lands on the tracker.
sample({
  clock: placeOrderFx.doneData,
  filter: ({ paymentUrl, invoiceLink }) => paymentUrl !== undefined || invoiceLink !== undefined,
  fn: ({ orderId, paymentUrl, invoiceLink }): PaymentDoor => ({ orderId, paymentUrl, invoiceLink }),
  target: paymentHandedOver,
});
sample({
  clock: placeOrderFx.doneData,
  fn: ({ customerId }) => customerId,
  target: customerIdReceived,
});
sample({
  clock: placeOrderFx.done,
  fn: ({ params: { draft } }) => ({ name: draft.customerName, phone: formatUzPhone(draft.phone) }),
  target: $contact,
});
$checkoutDraft.reset(placeOrderFx.done);
// The key already made an order with other details (edited after a lost answer): the backend
// said so and where to look; the next tap is a new order with what is on screen now.
sample({
  clock: [
    placeOrderFx.done,
    placeOrderFx.failData.filter({
      fn: (error) => isApiError(error) && error.code === ERROR_CODES.idempotencyConflict,
    }),
  ],
  fn: () => undefined,
  target: orderKeySpent,
});

persistChecked({
  store: $unsentOffline,
  key: 'checkout-unsent-offline',
  area: 'session',
  schema: v.boolean(),
  pickup: CheckoutGate.open,
});
