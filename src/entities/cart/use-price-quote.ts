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
import type { PricedCart } from './price-cart';
import { priceRequest, shownQuote, type PriceBasket } from './price-quote';

const QUOTE_KEY = 'price-quote';

/** Every price on screen is out of date (the backend refused an order's total as changed). */
export const priceQuotesOutdated = createEvent();
/** Part of each price's read: a new round asks for every price on screen again. */
const $priceQuotesRound = createStore(0).on(priceQuotesOutdated, (round) => round + 1);

/**
 * The cart sheet's price of the cart by the backend (`POST /api/delivery/Price`, the request by
 * `priceRequest`): offers only the backend knows are shown before checkout, which asks for the
 * price it charges in its own model (features/place-order). Until its answer for
 * these lines arrives the last one stays on screen (`pending`); without any, or when it fails,
 * the cart's own sums. A line off the menu is not priced: the order cannot go with it anyway.
 */
export const usePriceQuote = (priced: PricedCart, basket: PriceBasket) => {
  const [language, round] = useUnit([$language, $priceQuotesRound]);
  const api = useApi();
  const request = priceRequest(priced, basket);
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
  return shownQuote(priced, request && data && !error ? data : null, request !== null && isLoading);
};
