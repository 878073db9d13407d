import { combine, createStore, sample } from 'effector';
import { priceQuotesOutdated, priceRequest, shownQuote } from '../../entities/cart/lazy';
import { $deliveryType } from '../../entities/location';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  priceCall,
  type PriceQuote,
  type PriceRequest,
} from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import type { OnOffer } from './checkout-draft';
import { CheckoutGate } from './checkout-gate';
import { $checkoutMenu, $pricedCart, $timesOnOffer } from './checkout-menu-model';
import { $checkoutDraft } from './draft-model';

/** What the order is checked against when placed, as the model derives it. */
export interface PlacementContext extends OnOffer {
  /** Cart lines whose product left the menu: they must go before the order can. */
  readonly unavailableLines: number;
  /** The total on screen: the backend refuses to charge another (`price-changed`). */
  readonly expectedTotal: number;
}

/** One price asked of the backend: the request, its language and the round it is asked in. */
export interface QuoteRead {
  readonly request: PriceRequest;
  readonly language: Language;
  /** Asked again at each round (priceQuotesOutdated), though the lines are the same. */
  readonly round: number;
}

/** The cart priced by the backend (`POST /api/delivery/Price`): the total the order is charged. */
export const readPriceQuoteFx = attachApi((api, { request, language }: QuoteRead) =>
  api.main(priceCall, { body: request }, language),
);

const $round = createStore(0).on(priceQuotesOutdated, (round) => round + 1);

/**
 * The price checkout asks for now: the lines by the one rule (priceRequest) for the place, the
 * order type and the promo code the backend took; null while there is nothing to price.
 */
const $quoteRead = combine(
  $pricedCart,
  $checkoutMenu,
  $deliveryType,
  $checkoutDraft,
  $language,
  $round,
  (priced, menu, orderTypeId, { promoCode }, language, round): QuoteRead | null => {
    const request =
      priced && menu && priceRequest(priced, { orderTypeId, restaurantId: menu.restId, promoCode });
    return request ? { request, language, round } : null;
  },
);
/** Which price is asked for: an answer to another question is never shown or charged. */
const questionOf = (read: QuoteRead | null) => (read ? JSON.stringify(read) : null);
const $question = $quoteRead.map(questionOf);

/** The backend's answer to the question asked now (null: it failed); absent until it comes. */
const $answer = createStore<{
  readonly question: string;
  readonly quote: PriceQuote | null;
} | null>(null);
sample({
  clock: readPriceQuoteFx.finally,
  source: $question,
  filter: (question, { params }) => questionOf(params) === question,
  fn: (question, answered) => ({
    question: question as string,
    quote: answered.status === 'done' ? answered.result : null,
  }),
  target: $answer,
});

sample({
  clock: [CheckoutGate.open, $question.updates],
  source: $quoteRead,
  filter: combine(CheckoutGate.status, $quoteRead, (open, read) => open && read !== null),
  fn: (read) => read as QuoteRead,
  target: readPriceQuoteFx,
});

/**
 * The backend's price of the lines in the cart now; null while it is asked, when it failed
 * (quietly: the cart's own sums stand in, and the order is priced again when placed) or when
 * there is nothing to price.
 */
export const $priceQuote = combine($answer, $question, (answer, question) =>
  answer !== null && answer.question === question ? answer.quote : null,
);

/** What checkout shows of the price: the quote for these lines, else the cart's own sums. */
export const $shownQuote = combine(
  $pricedCart,
  $priceQuote,
  $answer,
  $question,
  (priced, quote, answer, question) =>
    priced && shownQuote(priced, quote, question !== null && answer?.question !== question),
);

/**
 * What the order is checked against when the customer places it: the times on offer now, the
 * lines that cannot be ordered, and the total on screen, which the backend refuses to charge
 * another of (`price-changed`); null until the menu is read.
 */
export const $placementContext = combine(
  $timesOnOffer,
  $pricedCart,
  $shownQuote,
  (times, priced, shown): PlacementContext | null =>
    times &&
    priced &&
    shown && {
      offeredSlots: times.slots.map(({ value }) => value),
      asapOffered: times.asap.state !== 'too-late',
      unavailableLines: priced.unavailable,
      expectedTotal: shown.totals.total,
    },
);
