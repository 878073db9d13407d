import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $cart } from '../../entities/cart';
import { toOrderProducts, priceQuotesOutdated } from '../../entities/cart/lazy';
import { $deliveryType } from '../../entities/location';
import { isApiError } from '../../shared/api/api-error';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import { ERROR_CODES } from '@pizza-order-app/contract/common';
import {
  priceCall,
  PROMO_CODE_LIMITS,
  PROMO_CODE_PATTERN,
  type PriceRequest,
  type PromoCodeStatus,
} from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { $checkoutDraft, placeOrderFx } from './model';

/** The promo code field and the order's price: what the backend took, refused or repriced. */

export const promoCodeTyped = createEvent<string>();
/** "Apply": the page names the restaurant its menu is from, the model knows the rest. */
export const promoCodeSubmitted = createEvent<{ readonly restaurantId: number }>();
export const promoCodeRemoved = createEvent();
/** "Apply" on a promotion: its code goes to checkout, to be applied there as if typed. */
export const promoCodeCarried = createEvent<string>();
/** The promo code field is on screen, for the menu of this restaurant. */
export const PromoCodeGate = createGate<{ readonly restaurantId: number }>();

/** What is typed in the field; the code the backend took lives in the checkout draft. */
export const $promoCodeText = createStore('');
/** Translation key of what is wrong with the code typed, or with the one taken before. */
export const $promoCodeError = createStore<string | null>(null);
/** The code the backend took, kept in the checkout draft and sent with the order. */
export const $appliedPromoCode = $checkoutDraft.map(({ promoCode }) => promoCode ?? null);
/** The backend refused the order's total as changed: the page shows the new one to confirm. */
export const $priceChanged = createStore(false);

export const checkPromoCodeFx = attachApi(
  (api, { request, language }: { request: PriceRequest; language: Language }) =>
    api.main(priceCall, { body: request }, language),
);
export const $isCheckingPromoCode = checkPromoCodeFx.pending;

/** What a customer means by " pizza 15 ": the code without spaces, in capitals. */
const normalizePromoCode = (text: string) => text.replace(/\s+/g, '').toUpperCase();

const isWellFormed = (code: string) =>
  code.length >= PROMO_CODE_LIMITS.min &&
  code.length <= PROMO_CODE_LIMITS.max &&
  PROMO_CODE_PATTERN.test(code);

/** The translation key of a code the backend did not take. */
export const PROMO_CODE_REFUSALS: Readonly<Record<Exclude<PromoCodeStatus, 'applied'>, string>> = {
  unknown: 'offers.promo-code.unknown',
  expired: 'offers.promo-code.expired',
};

const ORDER_REFUSALS: Readonly<Partial<Record<string, Exclude<PromoCodeStatus, 'applied'>>>> = {
  [ERROR_CODES.promoCodeUnknown]: 'unknown',
  [ERROR_CODES.promoCodeExpired]: 'expired',
};

$promoCodeText.on(promoCodeTyped, (_, text) => text);
$promoCodeError.on(promoCodeTyped, () => null).on(promoCodeRemoved, () => null);

// A carried code is typed into the field for the customer, in place of a code taken before, and
// applied once the field is on screen: only checkout knows the restaurant that prices it.
const $carriedPromoCode = createStore<string | null>(null)
  .on(promoCodeCarried, (_, code) => code)
  .reset(promoCodeSubmitted, promoCodeTyped, promoCodeRemoved);
$promoCodeText.on(promoCodeCarried, (_, code) => code);
$promoCodeError.on(promoCodeCarried, () => null);
$checkoutDraft.on(promoCodeCarried, ({ promoCode: _replaced, ...draft }) => draft);
sample({
  clock: PromoCodeGate.open,
  source: $carriedPromoCode,
  filter: (code) => code !== null,
  fn: (_, { restaurantId }) => ({ restaurantId }),
  target: promoCodeSubmitted,
});

const submitted = sample({
  clock: promoCodeSubmitted,
  source: { text: $promoCodeText, cart: $cart, orderTypeId: $deliveryType, language: $language },
  filter: ({ text }) => text.trim() !== '',
  fn: ({ text, cart, orderTypeId, language }, { restaurantId }) => {
    const code = normalizePromoCode(text);
    const request: PriceRequest = {
      orderTypeId,
      restaurantId,
      products: toOrderProducts(cart),
      promoCode: code,
    };
    return { code, request, language };
  },
});
sample({
  clock: submitted,
  filter: ({ code }) => !isWellFormed(code),
  fn: () => 'offers.promo-code.format',
  target: $promoCodeError,
});
// One check at a time: a second tap while the first is on its way is the same question.
sample({
  clock: submitted,
  source: $isCheckingPromoCode,
  filter: (checking, { code }) => !checking && isWellFormed(code),
  fn: (_, { request, language }) => ({ request, language }),
  target: checkPromoCodeFx,
});

const answered = checkPromoCodeFx.done.map(({ params, result }) => ({
  code: params.request.promoCode ?? '',
  status: result.promoCode?.status ?? 'unknown',
}));
const accepted = answered.filter({ fn: ({ status }) => status === 'applied' });

$checkoutDraft
  .on(accepted, (draft, { code }) => ({ ...draft, promoCode: code }))
  .on(promoCodeRemoved, ({ promoCode: _removed, ...draft }) => draft);
$promoCodeText.reset(accepted);
$promoCodeError
  .on(answered, (_, { status }) => (status === 'applied' ? null : PROMO_CODE_REFUSALS[status]))
  .on(checkPromoCodeFx.failData, (_, error) =>
    isApiError(error) && error.status === 429
      ? 'error.too-many-requests'
      : 'offers.promo-code.check-failed',
  );

// The order refused the code (it ended while the customer was choosing): it is taken out, and
// the field shows it with the reason; the totals on screen are priced without it at once.
const codeRefused = placeOrderFx.fail.filterMap(({ params, error }) => {
  const status = isApiError(error) && error.code ? ORDER_REFUSALS[error.code] : undefined;
  return status ? { status, code: params.draft.promoCode ?? '' } : undefined;
});
$promoCodeText.on(codeRefused, (_, { code }) => code);
$checkoutDraft.on(codeRefused, ({ promoCode: _refused, ...draft }) => draft);
$promoCodeError.on(codeRefused, (_, { status }) => PROMO_CODE_REFUSALS[status]);

const priceRefused = placeOrderFx.failData.filter({
  fn: (error) => isApiError(error) && error.code === ERROR_CODES.priceChanged,
});
$priceChanged.on(priceRefused, () => true).reset(placeOrderFx);
sample({ clock: priceRefused, target: priceQuotesOutdated });
