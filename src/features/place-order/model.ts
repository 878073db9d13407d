import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { not } from 'patronum';
import * as v from 'valibot';
import { $cart, cartCleared } from '../../entities/cart';
import { toOrderProducts } from '../../entities/cart/lazy';
import {
  $isMessengerMode,
  $tgId,
  customerIdReceived,
  linkSessionRefused,
} from '../../entities/customer';
import { pickDoor } from '../../entities/location/lazy';
import { $deliveryType, $location, DELIVERY_TYPES } from '../../entities/location';
import { trackerRouteId } from '../../entities/order';
import {
  isApiError,
  isLinkSessionRefusal,
  isOfflineFailure,
  isTelegramSessionRefusal,
} from '../../shared/api/api-error';
import { attachApi } from '../../shared/api/model';
import { startCustomerSession } from '../../shared/api/customer-session';
import { LANGUAGE_INFO, type Language } from '../../shared/config/languages';
import type { Door } from '../../shared/contract/door';
import {
  createOrderCall,
  orderUpdatesCall,
  telegramOrderCall,
  type OrderDraft,
} from '../../shared/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import {
  $telegramLaunch,
  hapticRequested,
  telegramSessionRefused,
} from '../../shared/telegram/model';
import { requestContactFx } from '../../shared/telegram/contact';
import { requestWriteAccessFx } from '../../shared/telegram/write-access';
import { verifyTelegramPhone } from '../../shared/api/telegram-phone';
import {
  VerifiedPhoneSchema,
  type PhoneProof,
  type VerifiedPhone,
} from '../../shared/contract/telegram-phone';
import { launchUserName } from '../../shared/telegram/user-name';
import { formatUzPhone, normalizeUzPhone } from '../../shared/lib/phone';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown, type ToastText } from '../../shared/ui/toast/model';
import {
  CheckoutDraftSchema,
  ContactSchema,
  EMPTY_CHECKOUT_DRAFT,
  validateCheckout,
  type CheckoutDraft,
  type CheckoutErrors,
  type CheckoutForm,
  type CheckedFields,
  type CheckoutField,
  type Contact,
} from './checkout-draft';
import { orderPageLeft, orderPageRequested } from './order-middleware';

/** What the order page knows that the model does not: the menu's restaurant and the open slots. */
export interface PlacementContext {
  readonly restaurantId: number;
  /** That restaurant's region: the stored location may not know it (a bot link with a point only). */
  readonly regionId: number;
  /** The delivery address text, or the pickup restaurant's address. */
  readonly address: string | null;
  /** The door of the delivery address; a pickup order carries none. */
  readonly door: Door;
  readonly offeredSlots: readonly string[];
  /** Cart lines whose product left the menu: they must go before the order can. */
  readonly unavailableLines: number;
  /** The total on screen: the backend refuses to charge another (`price-changed`). */
  readonly expectedTotal: number;
}

export interface Placement {
  readonly draft: OrderDraft;
  /** The edge's proof that the draft's phone is the Telegram user's own (messenger orders). */
  readonly phoneProof?: PhoneProof;
  readonly viaMessenger: boolean;
  readonly language: Language;
}

export const checkoutFieldChanged = createEvent<{ field: CheckoutField; value: string }>();
export const orderSubmitted = createEvent<PlacementContext>();

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

/** The customer asked to share their Telegram number instead of typing it. */
export const phoneShareRequested = createEvent();
export const verifyPhoneFx = attachApi(verifyTelegramPhone);
/**
 * The number Telegram vouched for, with the edge's proof; an order with this very number carries
 * the proof. Kept for the tab, like the draft.
 */
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

export const $checkoutDraft = createStore<CheckoutDraft>(EMPTY_CHECKOUT_DRAFT);
/** Remembered after an order, so the next one starts with the name and phone filled in. */
export const $contact = createStore<Contact>({ name: '', phone: '' });
/**
 * The name Telegram knows for the user the edge verified (the launch's user is the one /api/hash
 * signed for): the first checkout starts with it, and the customer may change it.
 */
const $telegramName = combine($telegramLaunch, $tgId, (launch, tgId) => {
  const user = launchUserName(launch?.initDataRaw ?? null);
  return user && tgId > 0 && user.id === tgId ? user.name : '';
});
export const $checkoutForm = combine(
  $checkoutDraft,
  $contact,
  $telegramName,
  (draft, contact, telegramName): CheckoutForm => ({
    ...draft,
    name: draft.name ?? (contact.name || telegramName),
    phone: draft.phone ?? contact.phone,
    promoCode: draft.promoCode ?? '',
  }),
);
export const $checkoutErrors = createStore<CheckoutErrors>({});
/**
 * Kept until the backend confirms, across retries and reloads of the tab: a double tap, or a retry
 * after a timeout whose order did reach the kitchen, is answered with that same order.
 */
export const $idempotencyKey = createStore<string | null>(null);
export const $isPlacing = placeOrderFx.pending;
/**
 * The last attempt failed (docs/product.md §8's error flag): the page keeps saying so, with a retry, until an
 * attempt succeeds or the customer leaves the page. A web failure also names its reason, which its
 * toast showed for a moment; a messenger failure only raises the flag (docs/product.md §8).
 */
export const $placementFailure = createStore<{ readonly reason?: ToastText } | null>(null);
/**
 * The last tap found no connection: the order is not sent, and stays so across reloads of the tab
 * until a tap online sends it (with the same idempotency key) or the backend refuses it. Never
 * sent by itself: the customer confirms a total that may have changed meanwhile.
 */
export const $unsentOffline = createStore(false)
  .on(placeOrderFx.fail, (_, { error }) => isOfflineFailure(error))
  .reset(placeOrderFx.done);
/** The tracker link id of the order the backend just confirmed; the page moves on to it. */
export const $placedTrackerId = createStore<string | null>(null);

/** The order page; the `order` route middleware of docs/product.md §2 acts when it opens. */
export const CheckoutGate = createGate();

sample({
  clock: CheckoutGate.open,
  filter: $placedTrackerId.map((placed) => placed === null),
  target: orderPageRequested,
});
sample({ clock: CheckoutGate.close, target: orderPageLeft });

$checkoutDraft.on(checkoutFieldChanged, (draft, { field, value }) => ({
  ...draft,
  [field]: value,
}));
$checkoutErrors.on(checkoutFieldChanged, (errors, { field }) => ({
  ...errors,
  [field]: undefined,
}));

const checked = sample({
  clock: orderSubmitted,
  source: $checkoutForm,
  fn: (draft, context) => {
    const result = validateCheckout(draft, context.offeredSlots);
    if (context.unavailableLines === 0) return { ...result, context };
    return { errors: { ...result.errors, cart: 'checkout.error.unavailable' }, context };
  },
});
sample({ clock: checked, fn: ({ errors }) => errors ?? {}, target: $checkoutErrors });

/** Submits the checks refused: each moves the focus to the first field to fix, with a buzz. */
export const $refusedSubmits = createStore(0);
const refused = checked.filter({ fn: ({ errors }) => errors !== undefined });
$refusedSubmits.on(refused, (count) => count + 1);
sample({ clock: refused, fn: () => 'error' as const, target: hapticRequested });
const orderErrorToast = (error: unknown) => errorToast(error, 'error.server-error');

type CheckedOrder = { readonly fields: CheckedFields; readonly context: PlacementContext };

const validated = checked.filterMap(({ fields, context }): CheckedOrder | undefined =>
  fields ? { fields, context } : undefined,
);
// A second press while the first is on its way is ignored: one order per submission.
const approved = sample({
  clock: validated,
  source: $idempotencyKey,
  filter: not($isPlacing),
  fn: (key, order) => ({ ...order, key }),
});

const issueIdempotencyKeyFx = createEffect((order: CheckedOrder) => ({
  ...order,
  key: crypto.randomUUID(),
}));
sample({ clock: approved, filter: ({ key }) => key === null, target: issueIdempotencyKeyFx });
$idempotencyKey.on(issueIdempotencyKeyFx.doneData, (_, { key }) => key);

const keyed = sample({
  clock: [approved, issueIdempotencyKeyFx.doneData],
  filter: (order): order is CheckedOrder & { key: string } => order.key !== null,
});

sample({
  clock: keyed,
  source: {
    cart: $cart,
    location: $location,
    orderTypeId: $deliveryType,
    viaMessenger: $isMessengerMode,
    language: $language,
    verifiedPhone: $verifiedPhone,
  },
  fn: (state, { fields, context, key }): Placement => ({
    draft: {
      ...fields,
      idempotencyKey: key,
      orderTypeId: state.orderTypeId,
      restaurantId: context.restaurantId,
      regionId: context.regionId,
      longitude: state.location.Longitude,
      latitude: state.location.Latitude,
      ...(context.address ? { address: context.address } : {}),
      ...(state.orderTypeId === DELIVERY_TYPES.delivery ? pickDoor(context.door) : {}),
      products: toOrderProducts(state.cart),
      expectedTotal: context.expectedTotal,
    },
    viaMessenger: state.viaMessenger,
    language: state.language,
    ...(state.viaMessenger && state.verifiedPhone?.phone === fields.phone
      ? { phoneProof: state.verifiedPhone.proof }
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
$idempotencyKey.reset(placeOrderFx.done);
// The key already made an order with other details (edited after a lost answer): the backend
// said so and where to look; the next tap is a new order with what is on screen now.
$idempotencyKey.reset(
  placeOrderFx.failData.filter({
    fn: (error) => isApiError(error) && error.code === 'idempotency-conflict',
  }),
);
$checkoutDraft.reset(placeOrderFx.done);

persistChecked({
  store: $checkoutDraft,
  key: 'checkout-draft',
  area: 'session',
  schema: CheckoutDraftSchema,
  pickup: CheckoutGate.open,
});
persistChecked({
  store: $idempotencyKey,
  key: 'checkout-idempotency-key',
  area: 'session',
  schema: v.nullable(v.string()),
  pickup: CheckoutGate.open,
});
persistChecked({
  store: $unsentOffline,
  key: 'checkout-unsent-offline',
  area: 'session',
  schema: v.boolean(),
  pickup: CheckoutGate.open,
});
/**
 * Whether the Telegram user lets the chain's bot write to them about their orders: asked once,
 * after their first order; never again once they answered, either way.
 */
export const $botMayWrite = createStore<boolean | null>(null);
const askBotMayWriteFx = createEffect(async (orderId: number) => ({
  orderId,
  allowed: await requestWriteAccessFx(),
}));
/** Each order of the user carries their answer, for the bot to follow (or not). */
export const recordBotMayWriteFx = attachApi(
  async (api, { orderId, allowed }: { orderId: number; allowed: boolean }) =>
    api.messenger(orderUpdatesCall, {
      body: { tgId: await api.messengerUserId(), orderId, allowed },
    }),
);
const placedInTelegram = placeOrderFx.done.filter({ fn: ({ params }) => params.viaMessenger });
sample({
  clock: placedInTelegram,
  source: $botMayWrite,
  filter: (answer) => answer === null,
  fn: (_, { result }) => result.orderId,
  target: askBotMayWriteFx,
});
$botMayWrite.on(askBotMayWriteFx.doneData, (answer, { allowed }) => allowed ?? answer);
sample({
  clock: [
    askBotMayWriteFx.doneData,
    sample({
      clock: placedInTelegram,
      source: $botMayWrite,
      filter: (answer): answer is boolean => answer !== null,
      fn: (allowed, { result }) => ({ orderId: result.orderId, allowed }),
    }),
  ],
  filter: (answer): answer is { orderId: number; allowed: boolean } => answer.allowed !== null,
  target: recordBotMayWriteFx,
});

persistChecked({
  store: $botMayWrite,
  key: 'bot-write-access',
  schema: v.nullable(v.boolean()),
  pickup: CheckoutGate.open,
});
persistChecked({
  store: $verifiedPhone,
  key: 'checkout-verified-phone',
  area: 'session',
  schema: v.nullable(VerifiedPhoneSchema),
  pickup: CheckoutGate.open,
});
persistChecked({
  store: $contact,
  key: 'checkout-contact',
  schema: ContactSchema,
  pickup: CheckoutGate.open,
});
