// @vitest-environment jsdom
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import { priceQuotesOutdated } from '../../entities/cart/lazy';
import { $deliveryType, $location } from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import type { PriceQuote } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import {
  $checkoutForm,
  CheckoutGate,
  checkoutFieldChanged,
  orderSubmitted,
  placeOrderFx,
  readRestaurantsFx,
  type Placement,
} from './model';
import { readCheckoutMenuFx } from './checkout-menu-model';
import { readPriceQuoteFx, type QuoteRead } from './price-quote-model';

import {
  $appliedPromoCode,
  $priceChanged,
  $promoCodeError,
  $promoCodeText,
  checkPromoCodeFx,
  promoCodeCarried,
  PromoCodeGate,
  promoCodeRemoved,
  promoCodeSubmitted,
  promoCodeTyped,
} from './offers-model';
import { settle } from '../../shared/lib/test/settle';
import { testMenu, testProduct } from '../../shared/lib/test/menu-fixture';
import { $now } from '../../shared/lib/clock/model';
import { NOW, RESTAURANT, restaurantsAnswer } from './checkout-fixture';

const CART: CartItem[] = [
  { id: 502, amount: 2, cartProdId: '502', modifiers: [] },
  { id: 401, amount: 1, cartProdId: '401', modifiers: [] },
];
const KEY = 'Ab-_0123456789abcdefXY';
/** The cart's dishes: 146 000 by the menu's own sums, for pickup. */
const MENU = testMenu([
  testProduct({ id: 502, name: 'Bolognese', price: 52_000 }),
  testProduct({ id: 401, name: 'Lemonade', price: 42_000 }),
]);

const quoteWith = (code: string, status: 'applied' | 'unknown' | 'expired'): PriceQuote => ({
  dishesPrice: 146_000,
  deliveryPrice: 0,
  discounts: [],
  total: 146_000,
  promoCode: { code, status },
  toFreeDelivery: null,
});

/** The backend's price of the cart: PIZZA15 takes it from 146 000 down to 116 100. */
const priceOf = ({ request }: QuoteRead) =>
  Promise.resolve({
    ...quoteWith(request.promoCode ?? '', 'applied'),
    ...(request.promoCode ? { total: 116_100 } : { promoCode: null }),
  });

const startCheckout = async ({
  check = vi.fn(),
  place = vi.fn(),
  readQuote = priceOf,
}: {
  check?: (params: unknown) => unknown;
  place?: (placement: Placement) => unknown;
  readQuote?: (read: QuoteRead) => Promise<PriceQuote>;
} = {}) => {
  const scope = fork({
    values: [
      [$cart, CART],
      [$deliveryType, 200],
      [$language, 'en'],
      [$location, { RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 }],
      [$now, NOW],
    ],
    handlers: [
      [checkPromoCodeFx, check],
      [placeOrderFx, place],
      [readRestaurantsFx, restaurantsAnswer({ ...RESTAURANT, paymentMethods: ['cash', 'card'] })],
      [readCheckoutMenuFx, () => Promise.resolve(MENU)],
      [readPriceQuoteFx, readQuote],
    ],
  });
  await allSettled(CheckoutGate.open, { scope, params: {} });
  return scope;
};

const apply = async (scope: Scope, text: string) => {
  await allSettled(promoCodeTyped, { scope, params: text });
  await allSettled(promoCodeSubmitted, { scope, params: { restaurantId: 1 } });
};

const fillContact = async (scope: Scope) => {
  await allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } });
  await allSettled(checkoutFieldChanged, {
    scope,
    params: { field: 'phone', value: '+998 90 123 45 67' },
  });
};

describe('the promo code field', () => {
  afterEach(() => sessionStorage.clear());

  it('asks the backend about the code typed, with the cart, and keeps it in the checkout draft', async () => {
    const check = vi.fn().mockResolvedValue(quoteWith('PIZZA15', 'applied'));
    const scope = await startCheckout({ check });
    await apply(scope, ' pizza 15 ');
    expect(check).toHaveBeenCalledWith({
      request: {
        orderTypeId: 200,
        restaurantId: 1,
        products: [
          { id: 502, amount: 2, modifiers: [] },
          { id: 401, amount: 1, modifiers: [] },
        ],
        promoCode: 'PIZZA15',
      },
      language: 'en',
    });
    expect(scope.getState($appliedPromoCode)).toBe('PIZZA15');
    expect(scope.getState($promoCodeText)).toBe('');
    expect(scope.getState($promoCodeError)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}')).toMatchObject({
      promoCode: 'PIZZA15',
    });

    await allSettled(promoCodeRemoved, { scope });
    expect(scope.getState($appliedPromoCode)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}')).not.toHaveProperty(
      'promoCode',
    );
  });

  it.each(['AB1', 'PIZZA-15', 'ПИЦЦА15', 'A'.repeat(21)])(
    'refuses %s as not a code, without asking',
    async (text) => {
      const check = vi.fn();
      const scope = await startCheckout({ check });
      await apply(scope, text);
      expect(check).not.toHaveBeenCalled();
      expect(scope.getState($promoCodeError)).toBe('offers.promo-code.format');
      await allSettled(promoCodeTyped, { scope, params: 'PIZZA15' });
      expect(scope.getState($promoCodeError)).toBeNull();
    },
  );

  it.each([
    ['unknown', 'offers.promo-code.unknown'],
    ['expired', 'offers.promo-code.expired'],
  ] as const)('says a code is %s and keeps it out of the order', async (status, error) => {
    const scope = await startCheckout({
      check: vi.fn().mockResolvedValue(quoteWith('SUMMER25', status)),
    });
    await apply(scope, 'SUMMER25');
    expect(scope.getState($promoCodeError)).toBe(error);
    expect(scope.getState($promoCodeText)).toBe('SUMMER25');
    expect(scope.getState($appliedPromoCode)).toBeNull();
  });

  it.each([
    [
      'too many tries',
      new ApiError('http', 429, 'Too many requests', 'rate-limited'),
      'error.too-many-requests',
    ],
    ['a timeout', new ApiError('timeout', 0), 'offers.promo-code.check-failed'],
  ])('says so after %s, and keeps nothing', async (_, failure, error) => {
    const scope = await startCheckout({ check: vi.fn().mockRejectedValue(failure) });
    await apply(scope, 'PIZZA15');
    expect(scope.getState($promoCodeError)).toBe(error);
    expect(scope.getState($appliedPromoCode)).toBeNull();
  });

  it('applies a code carried from a promotion once the field is on screen, as if typed', async () => {
    const check = vi.fn().mockResolvedValue(quoteWith('PIZZA15', 'applied'));
    const scope = await startCheckout({ check });
    await apply(scope, 'OLDCODE1');
    await allSettled(promoCodeCarried, { scope, params: 'PIZZA15' });
    // The code taken before gives way; nothing is asked before checkout names its restaurant.
    expect(scope.getState($appliedPromoCode)).toBeNull();
    expect(scope.getState($promoCodeText)).toBe('PIZZA15');
    check.mockClear();

    await allSettled(PromoCodeGate.open, { scope, params: { restaurantId: 1 } });
    expect(check).toHaveBeenCalledTimes(1);
    expect(check.mock.calls[0]?.[0]).toMatchObject({ request: { promoCode: 'PIZZA15' } });
    expect(scope.getState($appliedPromoCode)).toBe('PIZZA15');
    // Applied once: the field shown again asks nothing more.
    await allSettled(PromoCodeGate.close, { scope, params: { restaurantId: 1 } });
    await allSettled(PromoCodeGate.open, { scope, params: { restaurantId: 1 } });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('says why a carried code is refused, in the field, as for one typed', async () => {
    const scope = await startCheckout({
      check: vi.fn().mockResolvedValue(quoteWith('SUMMER25', 'expired')),
    });
    await allSettled(promoCodeCarried, { scope, params: 'SUMMER25' });
    await allSettled(PromoCodeGate.open, { scope, params: { restaurantId: 1 } });
    expect(scope.getState($promoCodeError)).toBe('offers.promo-code.expired');
    expect(scope.getState($promoCodeText)).toBe('SUMMER25');
  });

  it('forgets a carried code the customer typed over before checkout', async () => {
    const check = vi.fn().mockResolvedValue(quoteWith('PIZZA15', 'applied'));
    const scope = await startCheckout({ check });
    await allSettled(promoCodeCarried, { scope, params: 'PIZZA15' });
    await allSettled(promoCodeTyped, { scope, params: 'PIZ' });
    await allSettled(PromoCodeGate.open, { scope, params: { restaurantId: 1 } });
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($promoCodeText)).toBe('PIZ');
  });

  it('asks nothing for an empty field', async () => {
    const check = vi.fn();
    const scope = await startCheckout({ check });
    await apply(scope, '   ');
    expect(check).not.toHaveBeenCalled();
    expect(scope.getState($promoCodeError)).toBeNull();
  });
});

describe('the order with its offers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('sends the code taken and the total on screen, never a discount', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 5, customerId: 6, trackingKey: KEY });
    const scope = await startCheckout({
      check: vi.fn().mockResolvedValue(quoteWith('PIZZA15', 'applied')),
      place,
    });
    await apply(scope, 'PIZZA15');
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(place).toHaveBeenCalledTimes(1);
    const [{ draft }] = place.mock.calls[0] as [Placement];
    expect(draft).toMatchObject({ promoCode: 'PIZZA15', expectedTotal: 116_100 });
    expect(Object.keys(draft).filter((key) => /discount/i.test(key))).toEqual([]);
    // Placed: the next order starts without the code.
    expect(scope.getState($appliedPromoCode)).toBeNull();
  });

  it('takes out a code the order refused, says why, and the next tap goes without it', async () => {
    const expired = new ApiError('http', 409, 'The promo code has expired', 'promo-code-expired');
    const place = vi
      .fn<(placement: Placement) => Promise<unknown>>()
      .mockRejectedValueOnce(expired)
      .mockResolvedValueOnce({ orderId: 5, customerId: 6, trackingKey: KEY });
    const scope = await startCheckout({
      check: vi.fn().mockResolvedValue(quoteWith('PIZZA15', 'applied')),
      place,
    });
    await apply(scope, 'PIZZA15');
    await fillContact(scope);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($appliedPromoCode)).toBeNull();
    expect(scope.getState($checkoutForm).promoCode).toBe('');
    expect(scope.getState($promoCodeText)).toBe('PIZZA15');
    expect(scope.getState($promoCodeError)).toBe('offers.promo-code.expired');

    // Priced again without the code: the total on screen is the backend's for the cart alone.
    await allSettled(orderSubmitted, { scope });
    expect(place.mock.calls[1]?.[0].draft).not.toHaveProperty('promoCode');
    expect(place.mock.calls[1]?.[0].draft.expectedTotal).toBe(146_000);
  });

  it('prices again when the backend says the total changed, and says so until the next tap', async () => {
    const changed = new ApiError('http', 409, 'The order total has changed', 'price-changed');
    const refresh = vi.fn();
    const place = vi
      .fn<(placement: Placement) => Promise<unknown>>()
      .mockRejectedValueOnce(changed)
      .mockResolvedValueOnce({ orderId: 5, customerId: 6, trackingKey: KEY });
    const readQuote = vi.fn(priceOf);
    const scope = await startCheckout({ place, readQuote });
    createWatch({ unit: priceQuotesOutdated, scope, fn: refresh });
    await fillContact(scope);
    expect(readQuote).toHaveBeenCalledTimes(1);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(refresh).toHaveBeenCalledTimes(1);
    // The same lines are priced again: the next tap is charged the new price.
    expect(readQuote).toHaveBeenCalledTimes(2);
    expect(scope.getState($priceChanged)).toBe(true);
    await settle(allSettled(orderSubmitted, { scope }));
    expect(scope.getState($priceChanged)).toBe(false);
  });
});
