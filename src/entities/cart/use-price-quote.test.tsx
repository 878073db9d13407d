import { act, renderHook, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi, type Api } from '../../shared/api/model';
import { ScopeReads } from '../../shared/api/scope-reads';
import { priceCall, type PriceQuote } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import type { CartItem } from './model';
import { priceCart } from './price-cart';
import { priceQuotesOutdated, usePriceQuote } from './use-price-quote';

const mainApi = vi.fn<Api['main']>();

const menu = testMenu([testProduct({ id: 502, name: 'Bolognese', price: 52_000 })]);
const CART: CartItem[] = [{ id: 502, amount: 3, cartProdId: '502', modifiers: [] }];
const QUOTE: PriceQuote = {
  dishesPrice: 156_000,
  deliveryPrice: 12_000,
  discounts: [
    { promotionId: 1, title: 'All pasta −20%', appliesTo: 'dishes', amount: 31_200 },
    { promotionId: 2, title: 'Free delivery', appliesTo: 'delivery', amount: 12_000 },
  ],
  total: 124_800,
  promoCode: { code: 'PIZZA15', status: 'applied' },
  toFreeDelivery: null,
};

const render = (cart: CartItem[]) => {
  const scope = fork({
    values: [
      [$language, 'en'],
      [$api, { ...createApi(), main: mainApi }],
    ],
  });
  const rendered = renderHook(
    () =>
      usePriceQuote(priceCart(cart, menu, true), {
        orderTypeId: 0,
        restaurantId: 1,
        promoCode: 'PIZZA15',
      }),
    {
      // A cache of each test's own: its scope's.
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider value={scope}>
          <ScopeReads>{children}</ScopeReads>
        </Provider>
      ),
    },
  );
  return { ...rendered, scope };
};

describe('usePriceQuote', () => {
  it('shows the cart’s own sums until the backend prices the lines with the code, then its price', async () => {
    mainApi.mockResolvedValue(QUOTE);
    const { result } = render(CART);
    expect(result.current).toMatchObject({
      totals: { dishesPrice: 156_000, deliveryPrice: 12_000, discounts: [], total: 168_000 },
      pending: true,
      promoCode: null,
    });
    await waitFor(() => expect(result.current.totals).toEqual(QUOTE));
    expect(result.current).toMatchObject({ pending: false, promoCode: QUOTE.promoCode });
    expect(mainApi).toHaveBeenCalledWith(
      priceCall,
      {
        body: {
          orderTypeId: 0,
          restaurantId: 1,
          products: [{ id: 502, amount: 3, modifiers: [] }],
          promoCode: 'PIZZA15',
        },
      },
      'en',
    );
  });

  it('asks again for the price on screen once prices are out of date', async () => {
    mainApi.mockReset().mockResolvedValue(QUOTE);
    const { result, scope } = render(CART);
    await waitFor(() => expect(result.current.totals).toEqual(QUOTE));
    let reprice = (_: PriceQuote) => {};
    mainApi.mockReturnValue(new Promise((resolve) => (reprice = resolve)));
    await act(() => allSettled(priceQuotesOutdated, { scope }));
    // The last price stays on screen until the new one arrives.
    expect(result.current).toMatchObject({ totals: QUOTE, pending: true });
    reprice({ ...QUOTE, total: 130_000 });
    await waitFor(() => expect(result.current.totals.total).toBe(130_000));
    expect(mainApi).toHaveBeenCalledTimes(2);
  });

  it('keeps the cart’s own sums when the backend cannot price', async () => {
    mainApi.mockRejectedValue(new ApiError('http', 500));
    const { result } = render(CART);
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.totals.total).toBe(168_000);
    expect(result.current.toFreeDelivery).toBeNull();
  });

  it('tells what the dishes lack for free delivery only from the backend’s price', async () => {
    const gap = { promotionId: 2, title: 'Free delivery over 150 000 UZS', remaining: 94_000 };
    mainApi.mockReset().mockResolvedValue({ ...QUOTE, toFreeDelivery: gap });
    const { result } = render(CART.map((item) => ({ ...item, amount: 1 })));
    // The cart's own sums know no offer: nothing is said until the backend prices the lines.
    expect(result.current.toFreeDelivery).toBeNull();
    await waitFor(() => expect(result.current.toFreeDelivery).toEqual(gap));
  });

  it('asks nothing for a line no longer on the menu', () => {
    mainApi.mockClear();
    const { result } = render([...CART, { id: 999, amount: 1, cartProdId: '999', modifiers: [] }]);
    expect(mainApi).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });
});
