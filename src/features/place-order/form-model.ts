import { combine, createEvent, createStore, sample } from 'effector';
import { $offersCashChange } from '../../entities/backend';
import { $tgId, $verifiedPhone } from '../../entities/customer';
import {
  customerSignedOut,
  isVerifiedPhone,
  phoneProofWanted,
  REMEMBERED_CONTACT_KEY,
  verifyPhoneFx,
} from '../../entities/customer/lazy';
import { $deliveryAddress, $deliveryType, DELIVERY_TYPES } from '../../entities/location';
import { pickDoor } from '../../entities/location/lazy';
import type { Door } from '@pizza-order-app/contract/door';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { formatUzPhone, normalizeUzPhone } from '../../shared/lib/phone';
import { $telegramLaunch, hapticRequested } from '../../shared/telegram/model';
import { launchUserName } from '../../shared/telegram/user-name';
import {
  CheckoutDraftSchema,
  ContactSchema,
  resolvePaymentMethod,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutForm,
  type CheckedFields,
  type Contact,
} from './checkout-draft';
import { CheckoutGate } from './checkout-gate';
import { $checkoutDraft, checkoutFieldChanged } from './draft-model';
import { $placementContext, type PlacementContext } from './price-quote-model';
import {
  $checkoutRegionId,
  $checkoutRestaurant,
  $checkoutRestaurantId,
  $methodsOnOffer,
  $paymentMethodsFailed,
  readRestaurantsFx,
} from './restaurant-model';

export { $checkoutDraft, checkoutFieldChanged, type PlacementContext };

/** Where the order goes: the address and, for a delivery, the door the courier rings at. */
export interface OrderPlace {
  /** The delivery address confirmed, or the pickup restaurant's; null for a bare delivery point. */
  readonly address: string | null;
  readonly door: Door;
}

/** A submission whose fields passed the checks, with the restaurant it goes to. */
export interface CheckedOrder {
  readonly fields: CheckedFields;
  readonly place: OrderPlace;
  readonly restaurantId: number;
  /** That restaurant's region: the stored location may not know it (a bot link with a point only). */
  readonly regionId: number;
  readonly context: PlacementContext;
}

/**
 * Where the order goes, by the place chosen: the saved delivery address with its door, or the
 * pickup restaurant's address.
 */
export const $orderPlace = combine(
  $deliveryType,
  $deliveryAddress,
  $checkoutRestaurant,
  (deliveryType, saved, restaurant): OrderPlace =>
    deliveryType === DELIVERY_TYPES.delivery
      ? { address: saved?.address ?? null, door: saved ? pickDoor(saved) : {} }
      : { address: restaurant?.address ?? null, door: {} },
);

/** The customer places the order with what the form holds. */
export const orderSubmitted = createEvent();

/** Remembered after an order, so the next one starts with the name and phone filled in. */
export const $contact = createStore<Contact>({ name: '', phone: '' }).reset(customerSignedOut);
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
    changeFrom: draft.changeFrom ?? '',
  }),
);
export const $checkoutErrors = createStore<CheckoutErrors>({});
/** The phone in the form is the one the edge verified for this customer. */
export const $isPhoneVerified = combine($checkoutForm, $verifiedPhone, (form, verified) =>
  isVerifiedPhone(form.phone, verified),
);

// The number shared from Telegram fills the field, unless it is one Uzbekistan's form cannot
// call (the customer types another); the order carries its proof (submission-model).
sample({
  clock: verifyPhoneFx.doneData,
  filter: ({ phone }) => normalizeUzPhone(phone) !== null,
  fn: ({ phone }) => ({ field: 'phone' as const, value: formatUzPhone(phone) }),
  target: checkoutFieldChanged,
});
sample({ clock: CheckoutGate.open, target: phoneProofWanted });

$checkoutErrors.on(checkoutFieldChanged, (errors, { field }) => ({
  ...errors,
  [field]: undefined,
}));
// Telegram's name fills the field once the edge verified the user: a tap refused for an empty
// name before then no longer says so under the name now there.
const telegramNameFilled = sample({
  clock: $telegramName.updates,
  source: $checkoutForm,
  filter: (form, name) => name !== '' && form.name === name,
});
$checkoutErrors.on(telegramNameFilled, (errors) => ({ ...errors, name: undefined }));

/**
 * The method the order goes with, or the one the customer chose that the restaurant no longer
 * takes (resolvePaymentMethod); neither while the methods on offer are not known.
 */
export const $paymentChoice = combine($checkoutForm, $methodsOnOffer, (form, methods) =>
  methods === null
    ? { method: null, withdrawn: null }
    : resolvePaymentMethod(form.paymentMethod, methods),
);

/**
 * Checkout asks what to give change from: for a delivery (a pickup is paid at the counter, which
 * has change) from a backend that takes change (docs/api.md, "Capabilities"); the cash payment
 * decides the rest.
 */
export const $changeOnOffer = combine(
  $deliveryType,
  $offersCashChange,
  (deliveryType, offered) => offered && deliveryType === DELIVERY_TYPES.delivery,
);

/**
 * A submit made before the restaurant's payment methods are known (a tap while they load) waits
 * for them rather than being refused for a method the customer could not yet see; a failed read
 * checks it at once, and the payment group says why.
 */
const $submitAwaitingMethods = createStore(false).reset(CheckoutGate.close);
const $methodsLoading = combine(
  $methodsOnOffer,
  $paymentMethodsFailed,
  (methods, failed) => methods === null && !failed,
);
sample({
  clock: orderSubmitted,
  filter: $methodsLoading,
  fn: () => true,
  target: $submitAwaitingMethods,
});
const submitChecked = sample({
  clock: orderSubmitted,
  filter: $methodsLoading.map((loading) => !loading),
});
const awaitedSubmit = sample({
  clock: [$methodsOnOffer.updates, readRestaurantsFx.fail],
  source: $submitAwaitingMethods,
  filter: (awaiting, methodsOrFailure) => awaiting && methodsOrFailure !== null,
});
$submitAwaitingMethods.reset(awaitedSubmit);

// The form is on screen only once the menu is read: a submit before it has nothing to check.
const submittedOnOffer = sample({
  clock: [submitChecked, awaitedSubmit],
  source: $placementContext,
  filter: (context): context is PlacementContext => context !== null,
});
const checked = sample({
  clock: submittedOnOffer,
  source: {
    form: $checkoutForm,
    place: $orderPlace,
    deliveryType: $deliveryType,
    paymentMethods: $methodsOnOffer,
    restaurantId: $checkoutRestaurantId,
    regionId: $checkoutRegionId,
    changeOnOffer: $changeOnOffer,
  },
  fn: (
    { form, place, deliveryType, paymentMethods, restaurantId, regionId, changeOnOffer },
    context,
  ): { errors: CheckoutErrors; order?: never } | { order: CheckedOrder; errors?: never } => {
    const isDelivery = deliveryType === DELIVERY_TYPES.delivery;
    const result = validateCheckout(changeOnOffer ? form : { ...form, changeFrom: '' }, {
      ...context,
      // Methods not known yet leave none to pay with: the payment group says why.
      paymentMethods: paymentMethods ?? [],
    });
    const errors: CheckoutErrors = {
      ...result.errors,
      // A point alone (a bare map point, a place stored before addresses were confirmed) brings
      // no courier to a door: the customer confirms the address first.
      ...(isDelivery && !place.address ? { address: 'checkout.error.address' } : {}),
      ...(context.unavailableLines > 0 ? { cart: 'checkout.error.unavailable' } : {}),
    };
    // Methods are on offer only once the restaurant is known: without it the payment was refused.
    if (Object.keys(errors).length > 0 || !result.fields || restaurantId === null)
      return { errors };
    return { order: { fields: result.fields, place, restaurantId, regionId, context } };
  },
});
sample({ clock: checked, fn: ({ errors }) => errors ?? {}, target: $checkoutErrors });

/** Submits the checks refused: each moves the focus to the first field to fix, with a buzz. */
export const $refusedSubmits = createStore(0);
const refused = checked.filter({ fn: ({ errors }) => errors !== undefined });
$refusedSubmits.on(refused, (count) => count + 1);
sample({ clock: refused, fn: () => 'error' as const, target: hapticRequested });

/** A submission the checks let through: on to its idempotency key and the backend. */
export const orderValidated = checked.filterMap(({ order }) => order);

persistChecked({
  store: $checkoutDraft,
  key: 'checkout-draft',
  area: 'session',
  schema: CheckoutDraftSchema,
  pickup: CheckoutGate.open,
});
persistChecked({
  store: $contact,
  key: REMEMBERED_CONTACT_KEY,
  schema: ContactSchema,
  pickup: CheckoutGate.open,
});
