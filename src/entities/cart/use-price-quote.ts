import { useUnit } from 'effector-react';
import useSWR, { mutate } from 'swr';
import { mainApi } from '../../shared/api/clients';
import { priceCall, type PriceQuote, type PriceRequest } from '../../shared/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { toOrderProducts } from './api-lines';
import type { PricedCart } from './price-cart';

/** What the totals show: the dishes, delivery, the offers taken off and what is paid. */
export type CartTotalsData = Pick<
  PriceQuote,
  'dishesPrice' | 'deliveryPrice' | 'discounts' | 'total'
>;

const QUOTE_KEY = 'price-quote';

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
  const language = useUnit($language);
  const request: PriceRequest | null =
    priced.lines.length > 0 && priced.unavailable === 0
      ? {
          orderTypeId: basket.orderTypeId,
          restaurantId: basket.restaurantId,
          products: toOrderProducts(priced.lines.map(({ item }) => item)),
          ...(basket.promoCode ? { promoCode: basket.promoCode } : {}),
        }
      : null;
  const { data, error, isLoading } = useSWR<PriceQuote, unknown>(
    request ? [QUOTE_KEY, language, JSON.stringify(request)] : null,
    () => mainApi(priceCall, { body: request as PriceRequest }, language),
    // Quiet: the cart's own sums stand in, and the order is priced again when placed.
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const quote = request && data && !error ? data : null;
  return {
    totals: quote ?? localTotals(priced),
    pending: request !== null && isLoading,
    /** What the backend said of the promo code sent with these very lines. */
    promoCode: quote && !isLoading ? quote.promoCode : null,
  };
};

/** Asks again for every price on screen (the backend refused an order's total as changed). */
export const refreshPriceQuotes = () => mutate((key) => Array.isArray(key) && key[0] === QUOTE_KEY);
