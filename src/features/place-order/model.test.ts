import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart, type CartItem } from '../../entities/cart';
import { $customerId, $linkSession, $tgId } from '../../entities/customer';
import {
  $deliveryType,
  $location,
  DELIVERY_TYPES,
  type DeliveryType,
} from '../../entities/location';
import { ApiError } from '../../shared/api/api-error';
import { ORDER_LIMITS } from '../../shared/contract/limits';
import { $telegramLaunch, hapticRequested } from '../../shared/telegram/model';
import { requestContactFx } from '../../shared/telegram/contact';
import { requestWriteAccessFx } from '../../shared/telegram/write-access';
import type { VerifiedPhone } from '../../shared/contract/telegram-phone';
import { toastShown } from '../../shared/ui/toast/model';
import {
  $checkoutErrors,
  $checkoutForm,
  $contact,
  $placedTrackerId,
  $placementFailure,
  $refusedSubmits,
  $sharedPhoneForeign,
  $unsentOffline,
  $verifiedPhone,
  $botMayWrite,
  CheckoutGate,
  checkoutFieldChanged,
  orderSubmitted,
  phoneShareRequested,
  placeOrderFx,
  recordBotMayWriteFx,
  verifyPhoneFx,
  type Placement,
  type PlacementContext,
} from './model';

const CART: CartItem[] = [
  { id: 101, amount: 2, cartProdId: '101', modifiers: [] },
  {
    id: 102,
    amount: 1,
    cartProdId: '102:7x1',
    modifiers: [
      {
        id: 7,
        name: 'Cheese',
        isRequired: false,
        isDefault: false,
        price: 9000,
        maxOneDish: 2,
        imageUrl: '',
        count: 1,
      },
    ],
  },
];
const KEY = 'Ab-_0123456789abcdefXY';
const CHILANZAR = { RestaurantId: 1, RegionId: 1, Longitude: 69.204, Latitude: 41.275 };
const CONTEXT: PlacementContext = {
  restaurantId: 1,
  regionId: 1,
  address: 'Chilanzar, 7',
  door: {},
  offeredSlots: ['2026-11-23T07:00:00.000Z'],
  unavailableLines: 0,
  expectedTotal: 127_000,
};

const startCheckout = async (
  placeOrder: (placement: Placement) => unknown,
  values: {
    cart?: CartItem[];
    tgId?: number;
    customerId?: number;
    location?: typeof CHILANZAR;
    deliveryType?: DeliveryType;
    /** What the Telegram user answers when asked to let the bot write (null: no answer). */
    writeAccess?: () => Promise<boolean | null>;
    recordBotMayWrite?: (answer: { orderId: number; allowed: boolean }) => unknown;
    /** What the Telegram client answers when the customer shares their number. */
    sharedContact?: string | null;
    verifyPhone?: (contact: string) => Promise<VerifiedPhone>;
  } = {},
) => {
  const scope = fork({
    values: [
      [$cart, values.cart ?? CART],
      [$location, values.location ?? CHILANZAR],
      [$deliveryType, values.deliveryType ?? DELIVERY_TYPES.delivery],
      [$tgId, values.tgId ?? 0],
      // A messenger user here is one a signed bot link vouched for.
      [$linkSession, values.tgId ? { tgId: values.tgId, expiresAt: Date.now() + 60_000 } : null],
      [$customerId, values.customerId ?? 0],
    ],
    handlers: [
      [placeOrderFx, placeOrder],
      [requestContactFx, () => Promise.resolve(values.sharedContact ?? null)],
      [verifyPhoneFx, values.verifyPhone ?? (() => Promise.reject(new Error('not asked')))],
      [requestWriteAccessFx, values.writeAccess ?? (() => Promise.resolve(null))],
      [recordBotMayWriteFx, values.recordBotMayWrite ?? (() => undefined)],
    ],
  });
  const toasts: unknown[] = [];
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
  await allSettled(CheckoutGate.open, { scope, params: {} });
  return { scope, toasts };
};

const fillContact = async (scope: Scope) => {
  await allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: ' Aziz ' } });
  await allSettled(checkoutFieldChanged, {
    scope,
    params: { field: 'phone', value: '+998 90 123 45 67' },
  });
};

describe('placing an order', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('names every missing field and sends nothing', async () => {
    const place = vi.fn();
    const { scope } = await startCheckout(place);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({
      name: 'checkout.error.name',
      phone: 'checkout.error.phone',
    });
  });

  it('counts each refused submit with an error buzz, and a checked one not', async () => {
    const { scope } = await startCheckout(() => ({ orderId: 1, customerId: 2, trackingKey: KEY }));
    const haptics: unknown[] = [];
    createWatch({ unit: hapticRequested, scope, fn: (kind) => haptics.push(kind) });
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($refusedSubmits)).toBe(2);
    expect(haptics).toEqual(['error', 'error']);
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($refusedSubmits)).toBe(2);
    expect(haptics).toEqual(['error', 'error']);
  });

  it('refuses a slot that has passed and lines that left the menu', async () => {
    const place = vi.fn();
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await allSettled(checkoutFieldChanged, {
      scope,
      params: { field: 'when', value: '2026-11-22T07:00:00.000Z' },
    });
    await allSettled(orderSubmitted, { scope, params: { ...CONTEXT, unavailableLines: 1 } });
    expect(place).not.toHaveBeenCalled();
    expect(scope.getState($checkoutErrors)).toEqual({
      when: 'checkout.error.slot-passed',
      cart: 'checkout.error.unavailable',
    });
  });

  it('sends the cart and the form, then empties the cart only once the backend confirms', async () => {
    let confirm: (value: {
      orderId: number;
      customerId: number;
      trackingKey: string;
    }) => void = () => undefined;
    const place = vi.fn(() => new Promise((resolve) => (confirm = resolve)));
    // A stored customer id is a hint for the screens: the order never carries it.
    const { scope } = await startCheckout(place, { customerId: 3 });
    await fillContact(scope);
    const placing = allSettled(orderSubmitted, { scope, params: CONTEXT });
    await vi.waitFor(() => expect(place).toHaveBeenCalledTimes(1));
    expect(place.mock.calls[0]).toMatchObject([
      {
        viaMessenger: false,
        draft: {
          customerName: 'Aziz',
          phone: '+998901234567',
          deliveryTime: null,
          paymentMethod: 'cash',
          orderTypeId: 0,
          restaurantId: 1,
          regionId: 1,
          longitude: 69.204,
          latitude: 41.275,
          address: 'Chilanzar, 7',
          products: [
            { id: 101, amount: 2, modifiers: [] },
            { id: 102, amount: 1, modifiers: [{ id: 7, count: 1 }] },
          ],
        },
      },
    ]);
    expect(JSON.stringify(place.mock.calls[0])).not.toContain('customerId');
    expect(scope.getState($cart)).toEqual(CART);
    confirm({ orderId: 55, customerId: 9, trackingKey: KEY });
    await placing;
    expect(scope.getState($cart)).toEqual([]);
    expect(scope.getState($placedTrackerId)).toBe(`55-${KEY}`);
    expect(scope.getState($customerId)).toBe(9);
    expect(scope.getState($contact)).toEqual({ name: 'Aziz', phone: '+998 90 123 45 67' });
  });

  it('sends the door with a delivery order, trimmed and without empty fields', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    const door = { apartment: ' 12 ', entrance: '3', floor: '', intercom: '12K' };
    await allSettled(orderSubmitted, { scope, params: { ...CONTEXT, door } });
    const [{ draft }] = place.mock.calls[0] as [Placement];
    expect(draft).toMatchObject({
      orderTypeId: 0,
      apartment: '12',
      entrance: '3',
      intercom: '12K',
    });
    expect(draft).not.toHaveProperty('floor');
  });

  it('never sends a door with a pickup order', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2, trackingKey: KEY });
    const { scope } = await startCheckout(place, { deliveryType: DELIVERY_TYPES.pickup });
    await fillContact(scope);
    const door = { apartment: '12', entrance: '3', floor: '4', intercom: '12K' };
    await allSettled(orderSubmitted, { scope, params: { ...CONTEXT, door } });
    const [{ draft }] = place.mock.calls[0] as [Placement];
    expect(draft.orderTypeId).toBe(200);
    for (const field of ['apartment', 'entrance', 'floor', 'intercom'])
      expect(draft).not.toHaveProperty(field);
  });

  it('sends the region of the menu\u2019s restaurant, not one the stored location lacks', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2 });
    // A bot link with a point only stores no restaurant and no region.
    const { scope } = await startCheckout(place, {
      location: { ...CHILANZAR, RestaurantId: 0, RegionId: 0 },
    });
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: { ...CONTEXT, regionId: 3 } });
    expect(place.mock.calls[0]).toMatchObject([{ draft: { restaurantId: 1, regionId: 3 } }]);
  });

  it('keeps the name and comment within the contract\u2019s limits', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 1, customerId: 2 });
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    const type = (field: 'name' | 'comment', value: string) =>
      allSettled(checkoutFieldChanged, { scope, params: { field, value } });
    await type('name', 'A');
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($checkoutErrors)).toEqual({ name: 'checkout.error.name' });
    await type('name', 'A'.repeat(ORDER_LIMITS.customerName.max + 1));
    await type('comment', 'c'.repeat(ORDER_LIMITS.comment + 1));
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($checkoutErrors)).toEqual({
      name: 'checkout.error.too-long',
      comment: 'checkout.error.too-long',
    });
    expect(place).not.toHaveBeenCalled();
    await type('name', 'A'.repeat(ORDER_LIMITS.customerName.max));
    await type('comment', 'c'.repeat(ORDER_LIMITS.comment));
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($checkoutErrors)).toEqual({});
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('places one order for a double tap', async () => {
    const place = vi.fn(
      () =>
        new Promise((resolve) =>
          setTimeout(resolve, 10, { orderId: 1, customerId: 2, trackingKey: KEY }),
        ),
    );
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await Promise.all([
      allSettled(orderSubmitted, { scope, params: CONTEXT }),
      allSettled(orderSubmitted, { scope, params: CONTEXT }),
    ]);
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('keeps the cart and the form on failure, says so, and retries with the same key', async () => {
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('timeout', 0))
      .mockResolvedValueOnce({ orderId: 3, customerId: 4, trackingKey: KEY });
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($cart)).toEqual(CART);
    expect(scope.getState($checkoutForm).name).toBe(' Aziz ');
    expect(scope.getState($placementFailure)).not.toBeNull();
    expect(toasts).toEqual([
      { tone: 'error', title: { key: 'error.title' }, detail: { key: 'error.timeout' } },
    ]);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    const keys = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(scope.getState($placementFailure)).toBeNull();
    expect(scope.getState($cart)).toEqual([]);
  });

  it('an order tapped offline stays unsent across a reload, and one tap online sends it once', async () => {
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockResolvedValueOnce({ orderId: 5, customerId: 4, trackingKey: KEY });
    const first = await startCheckout(place);
    await fillContact(first.scope);
    await allSettled(orderSubmitted, { scope: first.scope, params: CONTEXT });
    await allSettled(orderSubmitted, { scope: first.scope, params: CONTEXT });
    expect(first.scope.getState($unsentOffline)).toBe(true);

    // A reload: a new scope reads what the tab kept.
    const reloaded = await startCheckout(place);
    expect(reloaded.scope.getState($unsentOffline)).toBe(true);
    expect(reloaded.scope.getState($checkoutForm).name).toBe(' Aziz ');
    await allSettled(orderSubmitted, { scope: reloaded.scope, params: CONTEXT });
    expect(reloaded.scope.getState($unsentOffline)).toBe(false);
    expect(reloaded.scope.getState($placedTrackerId)).not.toBeNull();
    const keys = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  }, 15_000); // allSettled waits out each toast's 3 s lifetime

  it('an order the server refuses is a failure to fix, not one waiting for the connection', async () => {
    const place = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('http', 503, 'The kitchen is not taking orders'));
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($unsentOffline)).toBe(true);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($unsentOffline)).toBe(false);
    expect(scope.getState($placementFailure)).toEqual({
      reason: { text: 'The kitchen is not taking orders' },
    });
  }, 15_000);

  it('keeps saying why the order failed while the retry is on its way, until one succeeds', async () => {
    let confirm: (placed: {
      orderId: number;
      customerId: number;
      trackingKey: string;
    }) => void = () => undefined;
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockRejectedValueOnce(new ApiError('http', 503, 'The kitchen is not taking orders'))
      .mockImplementationOnce(() => new Promise((resolve) => (confirm = resolve)));
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($placementFailure)).toEqual({ reason: { key: 'error.offline' } });
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($placementFailure)).toEqual({
      reason: { text: 'The kitchen is not taking orders' },
    });
    // One toast per failure, each with its own reason.
    expect(toasts).toHaveLength(2);

    const third = allSettled(orderSubmitted, { scope, params: CONTEXT });
    await vi.waitFor(() => expect(place).toHaveBeenCalledTimes(3));
    expect(scope.getState($placementFailure)).not.toBeNull();
    confirm({ orderId: 5, customerId: 4, trackingKey: KEY });
    await third;
    expect(scope.getState($placementFailure)).toBeNull();
    const keys = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
    expect(toasts).toHaveLength(2);
  }, 15_000); // allSettled waits out each toast's 3 s lifetime

  it('forgets a failure once the customer leaves the checkout', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('timeout', 0));
    const { scope } = await startCheckout(place);
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(scope.getState($placementFailure)).not.toBeNull();
    await allSettled(CheckoutGate.close, { scope, params: {} });
    expect(scope.getState($placementFailure)).toBeNull();
  });

  it('takes a new key when the backend says the key already made an order with other details', async () => {
    const conflict = new ApiError(
      'http',
      409,
      'This order was already sent with other details',
      'idempotency-conflict',
    );
    const place = vi
      .fn<(placement: { draft: { idempotencyKey: string } }) => Promise<unknown>>()
      .mockRejectedValueOnce(conflict)
      .mockResolvedValueOnce({ orderId: 8, customerId: 4, trackingKey: KEY });
    const { scope, toasts } = await startCheckout(place);
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(toasts).toEqual([
      {
        tone: 'error',
        title: { key: 'error.title' },
        detail: { text: 'This order was already sent with other details' },
      },
    ]);
    expect(scope.getState($cart)).toEqual(CART);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    const [first, second] = place.mock.calls.map(([{ draft }]) => draft.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('sends a messenger user\u2019s order through tg_order and fails without a toast (docs/product.md §8)', async () => {
    const place = vi.fn().mockRejectedValue(new ApiError('http', 500));
    const { scope, toasts } = await startCheckout(place, { tgId: 777 });
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(place.mock.calls[0]).toMatchObject([{ viaMessenger: true }]);
    expect(scope.getState($placementFailure)).not.toBeNull();
    expect(scope.getState($placementFailure)).toEqual({});
    expect(toasts).toEqual([]);
    expect(scope.getState($cart)).toEqual(CART);
  });

  it('fills in the contact remembered from the last order', async () => {
    localStorage.setItem(
      'checkout-contact',
      JSON.stringify({ name: 'Aziz', phone: '+998 90 123 45 67' }),
    );
    const { scope } = await startCheckout(vi.fn());
    expect(scope.getState($checkoutForm)).toMatchObject({
      name: 'Aziz',
      phone: '+998 90 123 45 67',
    });
  });
});

describe('the order route middleware', () => {
  afterEach(() => localStorage.clear());

  it('tells a visitor with an empty cart what is missing', async () => {
    const { toasts } = await startCheckout(vi.fn(), { cart: [] });
    expect(toasts).toEqual([{ tone: 'info', title: { key: 'cart.blocked.empty-cart' } }]);
  });

  it('tells a visitor without an address or restaurant what is missing', async () => {
    const scope = fork({ values: [[$cart, CART]] });
    const toasts: unknown[] = [];
    createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) });
    await allSettled(CheckoutGate.open, { scope, params: {} });
    expect(toasts).toEqual([{ tone: 'info', title: { key: 'cart.blocked.no-location' } }]);
  });

  it('lets a visitor with a cart and a location through', async () => {
    const { toasts } = await startCheckout(vi.fn());
    expect(toasts).toEqual([]);
  });
});

describe('the name Telegram knows', () => {
  const launch = {
    initDataRaw: new URLSearchParams({
      user: JSON.stringify({ id: 77, first_name: 'Aziz', last_name: 'Karimov' }),
      auth_date: '1',
      hash: 'signed',
    }).toString(),
    startParam: null,
    isDark: false,
    platform: 'base' as const,
  };
  /** A scope launched in Telegram by user 77, the edge having verified `tgId` (0: not yet). */
  const launched = (tgId: number, contactName = '') =>
    fork({
      values: [
        [$telegramLaunch, launch],
        [$tgId, tgId],
        [$contact, { name: contactName, phone: '' }],
      ],
    });

  it('starts the checkout of the user the edge verified', () => {
    expect(launched(77).getState($checkoutForm).name).toBe('Aziz Karimov');
  });

  it('is not used before the edge verified that user, or for another one', () => {
    expect(launched(0).getState($checkoutForm).name).toBe('');
    expect(launched(78).getState($checkoutForm).name).toBe('');
  });

  it('gives way to the name of the last order and to what the customer types', async () => {
    expect(launched(77, 'Dilnoza').getState($checkoutForm).name).toBe('Dilnoza');
    const scope = launched(77);
    await allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: '' } });
    expect(scope.getState($checkoutForm).name).toBe('');
  });
});

describe('sharing the Telegram number', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const VERIFIED: VerifiedPhone = {
    phone: '+998901234567',
    proof: { signature: 'a'.repeat(64), expiresAt: Date.now() + 60_000 },
  };
  const SIGNED_CONTACT = 'contact=%7B%7D&auth_date=1&hash=abc';

  it('fills the phone with the number the edge verified, and the order carries its proof', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 5, customerId: 4, trackingKey: KEY });
    const verifyPhone = vi.fn().mockResolvedValue(VERIFIED);
    const { scope } = await startCheckout(place, {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone,
    });
    await allSettled(phoneShareRequested, { scope });
    expect(verifyPhone).toHaveBeenCalledExactlyOnceWith(SIGNED_CONTACT);
    expect(scope.getState($checkoutForm).phone).toBe('+998 90 123 45 67');
    await allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } });
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(place.mock.calls[0]?.[0]).toMatchObject({
      viaMessenger: true,
      phoneProof: VERIFIED.proof,
      draft: { phone: '+998901234567' },
    });
  });

  it('sends no proof for a number typed over the shared one', async () => {
    const place = vi.fn().mockResolvedValue({ orderId: 5, customerId: 4, trackingKey: KEY });
    const { scope } = await startCheckout(place, {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone: () => Promise.resolve(VERIFIED),
    });
    await allSettled(phoneShareRequested, { scope });
    await allSettled(checkoutFieldChanged, { scope, params: { field: 'name', value: 'Aziz' } });
    await allSettled(checkoutFieldChanged, {
      scope,
      params: { field: 'phone', value: '+998 93 000 00 00' },
    });
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(place.mock.calls[0]?.[0]).not.toHaveProperty('phoneProof');
  });

  it('a declined or unsupported request leaves the field for typing, with no error', async () => {
    const verifyPhone = vi.fn();
    const { scope, toasts } = await startCheckout(vi.fn(), {
      tgId: 777,
      sharedContact: null,
      verifyPhone,
    });
    await allSettled(phoneShareRequested, { scope });
    expect(verifyPhone).not.toHaveBeenCalled();
    expect(scope.getState($checkoutForm).phone).toBe('');
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(toasts).toEqual([]);
  });

  it('a contact the edge refuses is one toast, and the field stays for typing', async () => {
    const { scope, toasts } = await startCheckout(vi.fn(), {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone: () =>
        Promise.reject(new ApiError('http', 403, 'The contact is not the Telegram user’s own')),
    });
    await allSettled(phoneShareRequested, { scope });
    expect(toasts).toHaveLength(1);
    expect(scope.getState($verifiedPhone)).toBeNull();
    expect(scope.getState($checkoutForm).phone).toBe('');
  }, 10_000); // allSettled waits out the toast's 3 s lifetime

  it('a number from abroad is not filled in: the customer types one to call in Uzbekistan', async () => {
    const { scope } = await startCheckout(vi.fn(), {
      tgId: 777,
      sharedContact: SIGNED_CONTACT,
      verifyPhone: () => Promise.resolve({ ...VERIFIED, phone: '+447700900123' }),
    });
    await allSettled(phoneShareRequested, { scope });
    expect(scope.getState($sharedPhoneForeign)).toBe(true);
    expect(scope.getState($checkoutForm).phone).toBe('');
  });
});

describe('order updates from the bot', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const placedAs = (orderId: number) =>
    vi.fn().mockResolvedValue({ orderId, customerId: 4, trackingKey: KEY });

  const orderOnce = async (orderId: number, values: Parameters<typeof startCheckout>[1] = {}) => {
    const { scope } = await startCheckout(placedAs(orderId), { tgId: 777, ...values });
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    return scope;
  };

  it('asks once, after the first order, and records the answer with each order', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(true));
    const recorded = vi.fn();
    const first = await orderOnce(5, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(1);
    expect(first.getState($botMayWrite)).toBe(true);
    // The next checkout of the same browser: remembered, not asked again.
    await orderOnce(6, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(1);
    expect(recorded).toHaveBeenNthCalledWith(1, { orderId: 5, allowed: true });
    expect(recorded).toHaveBeenNthCalledWith(2, { orderId: 6, allowed: true });
    expect(recorded).toHaveBeenCalledTimes(2);
  });

  it('never asks again after a refusal', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(false));
    const recorded = vi.fn();
    await orderOnce(5, { writeAccess, recordBotMayWrite: recorded });
    await orderOnce(6, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(1);
    expect(recorded).toHaveBeenLastCalledWith({ orderId: 6, allowed: false });
  });

  it('a client that gives no answer is asked again after the next order, and nothing is recorded', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(null));
    const recorded = vi.fn();
    await orderOnce(5, { writeAccess, recordBotMayWrite: recorded });
    await orderOnce(6, { writeAccess, recordBotMayWrite: recorded });
    expect(writeAccess).toHaveBeenCalledTimes(2);
    expect(recorded).not.toHaveBeenCalled();
  });

  it('a web visitor is never asked', async () => {
    const writeAccess = vi.fn(() => Promise.resolve(true));
    const { scope } = await startCheckout(placedAs(5), { writeAccess });
    await fillContact(scope);
    await allSettled(orderSubmitted, { scope, params: CONTEXT });
    expect(writeAccess).not.toHaveBeenCalled();
  });
});
