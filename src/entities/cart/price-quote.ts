import type { PriceQuote, PriceRequest } from '@pizza-order-app/contract/orders-api';
import { toOrderProducts } from './api-lines';
import type { PricedCart } from './price-cart';

/** What the totals show: the dishes, delivery, the offers taken off and what is paid. */
export type CartTotalsData = Pick<
  PriceQuote,
  'dishesPrice' | 'deliveryPrice' | 'discounts' | 'total'
>;

/** The cart's own sums, without offers: before the backend's price arrives, or if it cannot. */
export const localTotals = (priced: PricedCart): CartTotalsData => ({
  dishesPrice: priced.subtotal,
  deliveryPrice: priced.deliveryPrice,
  discounts: [],
  total: priced.total,
});

/** What the price of a cart is asked with besides its lines: where it goes and the promo code. */
export type PriceBasket = Pick<PriceRequest, 'orderTypeId' | 'restaurantId' | 'promoCode'>;

/**
 * The backend's price (`POST /api/delivery/Price`) asked for the cart's lines, or null when there
 * is nothing to ask: an empty cart, or a line off the menu (the order cannot go with it anyway).
 */
export const priceRequest = (priced: PricedCart, basket: PriceBasket): PriceRequest | null =>
  priced.lines.length > 0 && priced.unavailable === 0
    ? {
        orderTypeId: basket.orderTypeId,
        restaurantId: basket.restaurantId,
        products: toOrderProducts(priced.lines.map(({ item }) => item)),
        ...(basket.promoCode ? { promoCode: basket.promoCode } : {}),
      }
    : null;

/**
 * What the lines show of a price: the backend's `quote` when there is one for them, else the
 * cart's own sums (`pending` while it is asked for).
 */
export const shownQuote = (priced: PricedCart, quote: PriceQuote | null, pending: boolean) => ({
  totals: quote ?? localTotals(priced),
  pending,
  /** What the backend said of the promo code sent with these very lines. */
  promoCode: quote && !pending ? quote.promoCode : null,
  /** What the dishes lack for free delivery, by the backend's offers; null without its price. */
  toFreeDelivery: quote?.toFreeDelivery ?? null,
});
