import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import useSWR from 'swr';
import { useApi } from '../../shared/api/model';
import {
  priceCall,
  type PriceQuote,
  type PriceRequest,
} from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { toOrderProducts } from './api-lines';
import type { PricedCart } from './price-cart';

/** What the totals show: the dishes, delivery, the offers taken off and what is paid. */
export type CartTotalsData = Pick<
  PriceQuote,
  'dishesPrice' | 'deliveryPrice' | 'discounts' | 'total'
>;

const QUOTE_KEY = 'price-quote';

/** Every price on screen is out of date (the backend refused an order's total as changed). */
export const priceQuotesOutdated = createEvent();
/** Part of each price's read: a new round asks for every price on screen again. */
const $priceQuotesRound = createStore(0).on(priceQuotesOutdated, (round) => round + 1);

/** The cart's own sums, without offers: before the backend's price arrives, or if it cannot. */
export const localTotals = (priced: PricedCart): CartTotalsData => ({
  dishesPrice: priced.subtotal,
  deliveryPrice: priced.deliveryPrice,
  discounts: [],
  total: priced.total,
});

/**
 * The cart priced by the backend (`POST /api/delivery/Price`), the rule the order is charged
 * by: offers only the backend knows are shown before the order is placed. Until its answer for
 * these lines arrives the last one stays on screen (`pending`); without any, or when it fails,
 * the cart's own sums. A line off the menu is not priced: the order cannot go with it anyway.
 */
export const usePriceQuote = (
  priced: PricedCart,
  basket: Pick<PriceRequest, 'orderTypeId' | 'restaurantId' | 'promoCode'>,
) => {
  const [language, round] = useUnit([$language, $priceQuotesRound]);
  const api = useApi();
  const request: PriceRequest | null =
    priced.lines.length > 0 && priced.unavailable === 0
      ? {
          orderTypeId: basket.orderTypeId,
          restaurantId: basket.restaurantId,
          products: toOrderProducts(priced.lines.map(({ item }) => item)),
          ...(basket.promoCode ? { promoCode: basket.promoCode } : {}),
        }
      : null;
  const key = request ? [QUOTE_KEY, language, JSON.stringify(request), round] : null;
  const { data, error, isLoading } = useSWR<PriceQuote, unknown>(
    key,
    () => {
      // The price of these lines for anyone: kept on screen while asked again after a sign-in.
      if (key) api.reads.markShared(key);
      return api.main(priceCall, { body: request as PriceRequest }, language);
    },
    // Quiet: the cart's own sums stand in, and the order is priced again when placed.
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const quote = request && data && !error ? data : null;
  return {
    totals: quote ?? localTotals(priced),
    pending: request !== null && isLoading,
    /** What the backend said of the promo code sent with these very lines. */
    promoCode: quote && !isLoading ? quote.promoCode : null,
    /** What the dishes lack for free delivery, by the backend's offers; null without its price. */
    toFreeDelivery: quote?.toFreeDelivery ?? null,
  };
};
