// @vitest-environment jsdom
import { allSettled } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amountChanged } from '../../entities/cart';
import { ApiError } from '../../shared/api/api-error';
import type { PriceQuote } from '@pizza-order-app/contract/orders-api';
import { settle } from '../../shared/lib/test/settle';
import { CART, KEY, QUOTE, fillContact, startCheckout } from './checkout-fixture';
import { checkoutFieldChanged, orderSubmitted } from './form-model';
import { $placementContext, $priceQuote, $shownQuote, type QuoteRead } from './price-quote-model';
import type { Placement } from './submission-model';

const placed = () => Promise.resolve({ orderId: 1, customerId: 2, trackingKey: KEY });
const chargedOf = (place: ReturnType<typeof vi.fn>) =>
  (place.mock.calls.at(-1)?.[0] as Placement | undefined)?.draft.expectedTotal;

describe('the price checkout charges', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is the backend’s quote for the cart, not the cart’s own sums', async () => {
    const readQuote = vi.fn(() => Promise.resolve(QUOTE));
    const place = vi.fn(placed);
    const { scope } = await startCheckout(place, { readQuote });
    expect(readQuote).toHaveBeenCalledWith({
      request: {
        orderTypeId: 0,
        restaurantId: 1,
        products: [
          { id: 101, amount: 2, modifiers: [] },
          { id: 102, amount: 1, modifiers: [{ id: 7, count: 1 }] },
        ],
      },
      language: 'ru',
      round: 0,
    });
    expect(scope.getState($shownQuote)).toMatchObject({ totals: QUOTE, pending: false });
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    // By the menu alone, 141 000: the offers take it down to the quoted 127 000.
    expect(chargedOf(place)).toBe(127_000);
  });

  it('is never a quote for lines no longer in the cart: while the new one is asked, the cart’s sums', async () => {
    const answers: ((quote: PriceQuote) => void)[] = [];
    const readQuote = vi.fn(
      (_: QuoteRead) => new Promise<PriceQuote>((resolve) => answers.push(resolve)),
    );
    const place = vi.fn(placed);
    const { scope } = await startCheckout(place, { readQuote, pendingRead: true });
    await vi.waitFor(() => expect(readQuote).toHaveBeenCalledTimes(1));
    // One Margherita fewer while the price of two was on its way; then that answer comes.
    const changed = allSettled(amountChanged, {
      scope,
      params: { cartProdId: CART[0]?.cartProdId ?? '', amount: 1 },
    });
    await vi.waitFor(() => expect(readQuote).toHaveBeenCalledTimes(2));
    answers[0]?.(QUOTE);
    await vi.runAllTimersAsync();
    expect(scope.getState($priceQuote)).toBeNull();
    // 45 000 + 39 000 + 12 000 delivery by the menu, while the backend prices the one left.
    expect(scope.getState($shownQuote)).toMatchObject({
      totals: { total: 96_000, discounts: [] },
      pending: true,
    });
    void allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } });
    void allSettled(checkoutFieldChanged, {
      scope,
      params: { field: 'phone', value: '+998 90 123 45 67' },
    });
    const submitted = allSettled(orderSubmitted, { scope });
    await vi.waitFor(() => expect(place).toHaveBeenCalledOnce());
    expect(chargedOf(place)).toBe(96_000);
    answers[1]?.({ ...QUOTE, total: 84_000 });
    await settle(Promise.all([changed, submitted]));
  });

  it('falls back to the cart’s own sums, quietly, when the backend cannot price it', async () => {
    const place = vi.fn(placed);
    const { scope, toasts } = await startCheckout(place, {
      readQuote: () => Promise.reject(new ApiError('http', 503)),
    });
    expect(scope.getState($shownQuote)).toMatchObject({
      totals: { dishesPrice: 129_000, deliveryPrice: 12_000, discounts: [], total: 141_000 },
      pending: false,
      promoCode: null,
    });
    expect(toasts).toEqual([]);
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(chargedOf(place)).toBe(141_000);
  });

  it('is not asked for an empty cart, nor for one with a line off the menu', async () => {
    const readQuote = vi.fn(() => Promise.resolve(QUOTE));
    const { scope } = await startCheckout(vi.fn(placed), { readQuote, cart: [] });
    expect(readQuote).not.toHaveBeenCalled();
    expect(scope.getState($placementContext)).toMatchObject({ expectedTotal: 0 });
    const gone = await startCheckout(vi.fn(placed), {
      readQuote,
      cart: [...CART, { id: 999, amount: 1, cartProdId: '999', modifiers: [] }],
    });
    expect(readQuote).not.toHaveBeenCalled();
    expect(gone.scope.getState($placementContext)).toMatchObject({ unavailableLines: 1 });
  });
});

describe('the times checkout offers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  /** A moment in Tashkent time (UTC+5) on the fixture's day; the kitchen is open 10:00–03:00. */
  const tashkent = (time: string) => Date.parse(`2026-11-23T${time}:00+05:00`);

  it('are the menu’s slots after now, and "as soon as possible" while the kitchen has time', async () => {
    const { scope } = await startCheckout(vi.fn(placed), { now: tashkent('11:00') });
    const context = scope.getState($placementContext);
    expect(context?.asapOffered).toBe(true);
    expect(context?.offeredSlots[0]).toBe('2026-11-23T06:30:00.000Z');
    expect(context?.offeredSlots).toContain('2026-11-23T07:00:00.000Z');
    expect(context?.offeredSlots).not.toContain('2026-11-23T06:00:00.000Z');
  });

  it('follow the clock: near closing, no "as soon as possible" and only the slots left', async () => {
    const { scope } = await startCheckout(vi.fn(placed), { now: tashkent('02:45') });
    const context = scope.getState($placementContext);
    expect(context?.asapOffered).toBe(false);
    expect(context?.offeredSlots).not.toContain('2026-11-22T21:30:00.000Z');
  });

  it('are none while the menu is not read: a submit then is not checked', async () => {
    const place = vi.fn(placed);
    const { scope } = await startCheckout(place, {
      readMenu: () => Promise.reject(new ApiError('http', 503)),
    });
    expect(scope.getState($placementContext)).toBeNull();
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).not.toHaveBeenCalled();
  });
});
