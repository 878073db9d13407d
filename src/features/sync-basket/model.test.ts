// @vitest-environment jsdom
import { allSettled, createWatch, fork, type Scope } from 'effector';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  amountChanged,
  linesReplaced,
  productAdded,
  type CartItem,
} from '../../entities/cart';
import { ApiError } from '../../shared/api/api-error';
import { $api, createApi, type Api } from '../../shared/api/model';
import { saveBasketCall, type BasketProduct } from '@pizza-order-app/contract/basket-api';
import { $isMessengerMode, $isSignedIn, $tgId, readSelfFx } from '../../entities/customer';
import { appStarted } from '../../shared/lib/lifecycle/model';
import { requestAnswered, requestFailedAtNetwork } from '../../shared/lib/network/model';
import { LINK_SESSION_REFUSED, TELEGRAM_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import { $isTelegramSessionRefused } from '../../shared/telegram/model';
import { toastShown } from '../../shared/ui/toast/model';
import { mergeBasket, toBasket } from './merge-basket';
import {
  $basketLoaded,
  $basketSyncFailed,
  BASKET_SAVE_DEBOUNCE_MS,
  BasketSyncGate,
  basketSyncRetried,
  loadBasketFx,
  saveBasketFx,
} from './model';
import { settle } from '../../shared/lib/test/settle';

// The write queue is tested through the model's own save effect, retries included: only the
// network call under it is replaced, in the scope's API.
const messengerApi = vi.fn<Api['messenger']>();

const line = (id: number, amount: number, cartProdId = String(id)): CartItem => ({
  id,
  amount,
  cartProdId,
  modifiers: [],
});
/**
 * What the browser holds at start: persisted stores read it when the app starts. A messenger
 * user's is a bot link's session for them, which puts the app in messenger mode.
 */
const stored = (tgId: number, cart: readonly CartItem[] = []) => {
  localStorage.setItem('tg-id', JSON.stringify(tgId));
  localStorage.setItem('cart', JSON.stringify(cart));
  if (tgId > 0)
    localStorage.setItem('tg-link', JSON.stringify({ tgId, expiresAt: Date.now() + 3_600_000 }));
};
/** A web visitor's browser that signed in with a phone. */
const storedSignedIn = (cart: readonly CartItem[] = []) => {
  localStorage.setItem('cart', JSON.stringify(cart));
  localStorage.setItem('signed-in', 'true');
};

describe('merge rules', () => {
  it('takes the server lines for its products and keeps local-only ones', () => {
    const server: BasketProduct[] = [
      { id: 1, count: 3, modifiers: [] },
      { id: 2, count: 1, modifiers: [{ id: 20, count: 1 }] },
    ];
    const merged = mergeBasket([line(1, 1), line(3, 2)], server);
    expect(merged.map(({ id, amount }) => [id, amount])).toEqual([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    expect(merged[1]?.cartProdId).toBe('2:20x1');
  });

  it('drops a dish removed or ordered on another device since the last agreement, and keeps one added here', () => {
    const agreed: BasketProduct[] = [
      { id: 1, count: 1, modifiers: [] },
      { id: 2, count: 1, modifiers: [] },
    ];
    const server: BasketProduct[] = [{ id: 2, count: 3, modifiers: [] }];
    const merged = mergeBasket([line(1, 1), line(2, 1), line(3, 1)], server, agreed);
    expect(merged.map(({ id, amount }) => [id, amount])).toEqual([
      [2, 3],
      [3, 1],
    ]);
    // Nothing agreed yet (a first sync): every dish of the device stays.
    expect(mergeBasket([line(1, 1)], [], null).map(({ id }) => id)).toEqual([1]);
  });

  it('carries the ingredients left out both ways, each removal its own line', () => {
    const withoutOnion: CartItem = {
      id: 102,
      amount: 1,
      cartProdId: '102:-4',
      modifiers: [],
      removedIngredients: [4],
    };
    const basket = toBasket([withoutOnion, line(102, 2)]);
    expect(basket).toEqual([
      { id: 102, count: 1, modifiers: [], removedIngredients: [4] },
      { id: 102, count: 2, modifiers: [] },
    ]);
    expect(mergeBasket([], basket)).toEqual([withoutOnion, line(102, 2)]);
  });

  it('keeps the local modifier details when the line matches', () => {
    const local: CartItem = {
      id: 2,
      amount: 1,
      cartProdId: '2:20x1',
      modifiers: [
        {
          id: 20,
          count: 1,
          name: 'Cheese',
          price: 9000,
          isRequired: false,
          isDefault: false,
          maxOneDish: 2,
          imageUrl: '',
        },
      ],
    };
    const [mergedLine] = mergeBasket(
      [local],
      [{ id: 2, count: 4, modifiers: [{ id: 20, count: 1 }] }],
    );
    expect(mergedLine).toMatchObject({ amount: 4, modifiers: [{ name: 'Cheese', price: 9000 }] });
  });
});

describe('basket sync', () => {
  // The cart and ids persist to localStorage at start; each test starts from a clean browser.
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('a basket that answers after messenger mode ended names nobody and adds nothing', async () => {
    let answer: (basket: { tgId: number; products: BasketProduct[] }) => void = () => undefined;
    stored(0, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => new Promise((resolve) => (answer = resolve))],
        [saveBasketFx, vi.fn()],
      ],
    });
    await settle(allSettled(appStarted, { scope }));
    // allSettled waits for the load in flight, so the basket answers only once both are asked.
    const opened = allSettled(BasketSyncGate.open, { scope, params: {} });
    // The visitor leaves a bot link's session before the basket came.
    const closed = allSettled(BasketSyncGate.close, { scope, params: {} });
    answer({ tgId: 77, products: [{ id: 1, count: 2, modifiers: [] }] });
    await settle(Promise.all([opened, closed]));
    expect(scope.getState($tgId)).toBe(0);
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([5]);
  });

  it('merges the server basket at start and pushes local-only lines once, after the quiet period', async () => {
    const save = vi.fn((params: { tgId: number; products: BasketProduct[] }) =>
      Promise.resolve({ result: { products: params.products } }),
    );
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [{ id: 1, count: 2, modifiers: [] }] })],
        [saveBasketFx, save],
      ],
    });
    // allSettled waits for the debounced write too, which the fake clock runs at once.
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([1, 5]);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toEqual({
      tgId: 77,
      language: 'ru',
      products: [
        { id: 1, count: 2, modifiers: [] },
        { id: 5, count: 1, modifiers: [] },
      ],
    });
  });

  it('writes nothing when the merged cart is what the server has', async () => {
    const save = vi.fn();
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [{ id: 1, count: 2, modifiers: [] }] })],
        [saveBasketFx, save],
      ],
    });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    expect(save).not.toHaveBeenCalled();
  });

  it('debounces quick changes into one write of the latest state', async () => {
    const save = vi.fn(() => Promise.resolve({ result: { products: [] } }));
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [] })],
        [saveBasketFx, save],
      ],
    });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    // Not awaited one by one: allSettled would wait out the debounce after each change.
    await settle(
      Promise.all([
        allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } }),
        allSettled(productAdded, { scope, params: { productId: 1, modifiers: [] } }),
        allSettled(amountChanged, { scope, params: { cartProdId: '1', amount: 5 } }),
      ]),
    );
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      tgId: 77,
      language: 'ru',
      products: [{ id: 1, count: 5, modifiers: [] }],
    });
  });

  it('a failed load shows the sync toast, keeps the cart and writes nothing over the server', async () => {
    const save = vi.fn();
    const toasts = vi.fn();
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [
          loadBasketFx,
          () => {
            throw new ApiError('http', 401, 'init data is tampered');
          },
        ],
        [saveBasketFx, save],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    expect(scope.getState($basketSyncFailed)).toBe(true);
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { key: 'error.cart-sync-error' } }),
    );
    await settle(allSettled(productAdded, { scope, params: { productId: 2, modifiers: [] } }));
    expect(save).not.toHaveBeenCalled();
  });

  it('offline, changes wait in the cart; the connection’s return writes the latest once', async () => {
    const save = vi.fn(() => Promise.resolve({ result: { products: [] } }));
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [] })],
        [saveBasketFx, save],
      ],
    });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    await settle(allSettled(requestFailedAtNetwork, { scope }));
    await settle(allSettled(productAdded, { scope, params: { productId: 3, modifiers: [] } }));
    await settle(allSettled(amountChanged, { scope, params: { cartProdId: '3', amount: 4 } }));
    await settle(allSettled(productAdded, { scope, params: { productId: 6, modifiers: [] } }));
    expect(save).not.toHaveBeenCalled();

    await settle(allSettled(requestAnswered, { scope }));
    expect(save).toHaveBeenCalledExactlyOnceWith({
      tgId: 77,
      language: 'ru',
      products: [
        { id: 3, count: 4, modifiers: [] },
        { id: 6, count: 1, modifiers: [] },
      ],
    });
  });

  it('a basket that could not load offline loads when the connection returns', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('offline', 0))
      .mockResolvedValueOnce({ tgId: 77, products: [{ id: 1, count: 2, modifiers: [] }] });
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [loadBasketFx, load],
        [saveBasketFx, () => ({ result: { products: [] } })],
      ],
    });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    expect(scope.getState($basketSyncFailed)).toBe(true);
    await settle(allSettled(requestAnswered, { scope }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([1, 5]);
    expect(scope.getState($basketSyncFailed)).toBe(false);
  });

  it('a failed write sets the flag without a toast and keeps the cart', async () => {
    const toasts = vi.fn();
    stored(77);
    const scope = fork({
      handlers: [
        [loadBasketFx, () => ({ tgId: 77, products: [] })],
        [
          saveBasketFx,
          () => {
            throw new ApiError('offline', 0);
          },
        ],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    await settle(allSettled(productAdded, { scope, params: { productId: 3, modifiers: [] } }));
    expect(scope.getState($basketSyncFailed)).toBe(true);
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([3]);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('a launch the edge refused raises the "open it again" state once, without the sync toast', async () => {
    const toasts = vi.fn();
    stored(77, [line(5, 1)]);
    const scope = fork({
      handlers: [
        [
          loadBasketFx,
          () => {
            throw new ApiError('http', 401, 'Init data has expired', TELEGRAM_SESSION_REFUSED);
          },
        ],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await settle(allSettled(appStarted, { scope }));
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    expect(scope.getState($isTelegramSessionRefused)).toBe(true);
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('a bot link session the edge no longer accepts turns messenger mode off, without a toast', async () => {
    const toasts = vi.fn();
    stored(77, [line(5, 1)]);
    localStorage.setItem('tg-link', JSON.stringify({ tgId: 77, expiresAt: Date.now() + 60_000 }));
    const scope = fork({
      handlers: [
        [
          loadBasketFx,
          () => {
            throw new ApiError('http', 401, 'No link session', LINK_SESSION_REFUSED);
          },
        ],
      ],
    });
    createWatch({ unit: toastShown, fn: toasts, scope });
    await settle(allSettled(appStarted, { scope }));
    expect(scope.getState($isMessengerMode)).toBe(true);
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    expect(scope.getState($isMessengerMode)).toBe(false);
    expect(scope.getState($isTelegramSessionRefused)).toBe(false);
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).not.toHaveBeenCalled();
  });
});

/** A write the test answers when it chooses. */
interface Write {
  readonly products: readonly BasketProduct[];
  readonly succeed: () => void;
  readonly fail: (error: ApiError) => void;
}

describe('basket writes', () => {
  let writes: Write[] = [];
  /** What each write sent, in the order they left. */
  const sent = () => writes.map(({ products }) => products.map(({ id, count }) => [id, count]));

  beforeEach(() => {
    localStorage.clear();
    writes = [];
    vi.useFakeTimers();
    messengerApi.mockImplementation(
      (_call, params) =>
        new Promise((resolve, reject) => {
          // The body as the call's contract takes it: a write the server would refuse fails here.
          const { products } = v.parse(saveBasketCall.body, params.body);
          writes.push({
            products,
            succeed: () => resolve({ result: { products } }),
            fail: reject,
          });
        }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    messengerApi.mockReset();
  });

  /** A messenger user whose Telegram basket and cart are both empty. */
  const started = async () => {
    stored(77);
    const scope = fork({
      values: [[$api, { ...createApi(), messenger: messengerApi }]],
      handlers: [[loadBasketFx, () => ({ tgId: 77, products: [] })]],
    });
    // The stored cart and the merged basket each start the quiet period, with nothing to write.
    for (const start of [
      () => allSettled(appStarted, { scope }),
      () => allSettled(BasketSyncGate.open, { scope, params: {} }),
    ]) {
      const done = start();
      await vi.advanceTimersByTimeAsync(BASKET_SAVE_DEBOUNCE_MS);
      await done;
    }
    expect(writes).toEqual([]);
    return scope;
  };

  /** The customer leaves the cart at `lines`, and the quiet period passes. */
  const cartSettledAt = async (scope: Scope, lines: readonly CartItem[]) => {
    void allSettled(linesReplaced, { scope, params: lines });
    await vi.advanceTimersByTimeAsync(BASKET_SAVE_DEBOUNCE_MS);
  };

  const write = (index: number) => {
    const found = writes[index];
    if (!found) throw new Error(`no write #${index}`);
    return found;
  };

  it('writes one basket at a time, each after the one before has answered', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    expect(sent()).toEqual([[[1, 1]]]);
    await cartSettledAt(scope, [line(1, 2)]);
    // The second change waits for the first write's answer.
    expect(sent()).toEqual([[[1, 1]]]);
    write(0).succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([[[1, 1]], [[1, 2]]]);
    write(1).succeed();
    await allSettled(scope);
    expect(scope.getState($basketSyncFailed)).toBe(false);
  });

  it('sends only the latest of the changes made while a write was in flight', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    await cartSettledAt(scope, [line(1, 2)]);
    await cartSettledAt(scope, [line(1, 2), line(2, 1)]);
    await cartSettledAt(scope, [line(2, 3)]);
    write(0).succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([[[1, 1]], [[2, 3]]]);
    write(1).succeed();
    await allSettled(scope);
    expect(writes).toHaveLength(2);
  });

  it('a change back to the basket the server had, made while a write was in flight, is written', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    // Emptied again before the server answered: the server must not be left with one line.
    await cartSettledAt(scope, []);
    write(0).succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([[[1, 1]], []]);
    write(1).succeed();
    await allSettled(scope);
  });

  it('a queued change the finished write already sent is not written twice', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    await cartSettledAt(scope, [line(1, 2)]);
    await cartSettledAt(scope, [line(1, 1)]);
    write(0).succeed();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent()).toEqual([[[1, 1]]]);
  });

  it('tries a failed write again after 1 s and 3 s, then raises the flag; a later write clears it', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    write(0).fail(new ApiError('offline', 0));
    await vi.advanceTimersByTimeAsync(999);
    expect(writes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(2);
    // Still trying: no flag yet.
    expect(scope.getState($basketSyncFailed)).toBe(false);
    write(1).fail(new ApiError('http', 503));
    await vi.advanceTimersByTimeAsync(2999);
    expect(writes).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(3);
    write(2).fail(new ApiError('timeout', 0));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($basketSyncFailed)).toBe(true);
    // No fourth try of its own: the next change (or the retry button) writes again.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(writes).toHaveLength(3);

    await cartSettledAt(scope, [line(1, 2)]);
    expect(sent()).toEqual([[[1, 1]], [[1, 1]], [[1, 1]], [[1, 2]]]);
    write(3).succeed();
    await allSettled(scope);
    expect(scope.getState($basketSyncFailed)).toBe(false);
  });

  it('a refusal is not tried again', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    write(0).fail(new ApiError('http', 400, 'Too many lines'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(writes).toHaveLength(1);
    expect(scope.getState($basketSyncFailed)).toBe(true);
  });

  it('after a failed write the retry writes the cart, even one that is back to the last confirmed basket', async () => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    write(0).fail(new ApiError('http', 400));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($basketSyncFailed)).toBe(true);
    // Whether the failed write reached the server is unknown: the empty cart is written too.
    await cartSettledAt(scope, []);
    expect(sent()).toEqual([[[1, 1]], []]);
    write(1).fail(new ApiError('offline', 0));
    await vi.advanceTimersByTimeAsync(1000);
    write(2).fail(new ApiError('offline', 0));
    await vi.advanceTimersByTimeAsync(3000);
    write(3).fail(new ApiError('offline', 0));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($basketSyncFailed)).toBe(true);

    void allSettled(basketSyncRetried, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(5);
    expect(write(4).products).toEqual([]);
    write(4).succeed();
    await allSettled(scope);
    expect(scope.getState($basketSyncFailed)).toBe(false);
  });

  it.each([
    ['a Telegram launch', TELEGRAM_SESSION_REFUSED],
    ['a bot link session', LINK_SESSION_REFUSED],
  ])('writes nothing more once the edge refused %s', async (_, code) => {
    const scope = await started();
    await cartSettledAt(scope, [line(1, 1)]);
    await cartSettledAt(scope, [line(1, 2)]);
    write(0).fail(new ApiError('http', 401, 'refused', code));
    await vi.advanceTimersByTimeAsync(0);
    // Neither the change queued behind the refused write, nor any later one, nor a retry.
    await cartSettledAt(scope, [line(1, 3)]);
    void allSettled(basketSyncRetried, { scope });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(writes).toHaveLength(1);
    expect(scope.getState($cart)).toEqual([line(1, 3)]);
  });
});

describe('the basket of a customer signed in with a phone on the web', () => {
  const mainApi = vi.fn<Api['main']>();
  const messenger = vi.fn<Api['messenger']>();

  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    mainApi.mockReset();
    messenger.mockReset();
  });

  const startedWith = async (server: () => Promise<unknown>) => {
    mainApi.mockImplementation((call, params) =>
      call.method === 'GET'
        ? server()
        : Promise.resolve({
            products: (params.body as { products?: unknown } | undefined)?.products,
          }),
    );
    const scope = fork({
      values: [[$api, { ...createApi(), main: mainApi, messenger }]],
      // customer/Me at start: the edge still signs this browser in with the phone.
      handlers: [
        [readSelfFx, () => Promise.resolve({ customer: null, verifiedPhone: '+998901234567' })],
      ],
    });
    const toasts = vi.fn();
    createWatch({ unit: toastShown, fn: toasts, scope });
    await settle(allSettled(appStarted, { scope }));
    expect(scope.getState($isSignedIn)).toBe(true);
    expect(scope.getState($isMessengerMode)).toBe(false);
    await settle(allSettled(BasketSyncGate.open, { scope, params: {} }));
    return { scope, toasts };
  };
  const writesOf = () =>
    mainApi.mock.calls
      .filter(([call]) => call.method === 'PUT')
      .map(([call, params]) => [call.path, params.body]);

  it('merges the customer’s basket from the main API at start and writes the cart back there, never to Telegram', async () => {
    storedSignedIn([line(5, 1)]);
    const { scope } = await startedWith(() =>
      Promise.resolve({ products: [{ id: 1, count: 2, modifiers: [] }] }),
    );
    expect(mainApi.mock.calls[0]?.[0].path).toBe('/api/customer/Basket');
    expect(scope.getState($cart).map(({ id, amount }) => [id, amount])).toEqual([
      [1, 2],
      [5, 1],
    ]);
    expect(writesOf()).toEqual([
      [
        '/api/customer/Basket',
        {
          products: [
            { id: 1, count: 2, modifiers: [] },
            { id: 5, count: 1, modifiers: [] },
          ],
        },
      ],
    ]);
    expect(scope.getState($tgId)).toBe(0);
    expect(messenger).not.toHaveBeenCalled();
  });

  it('a basket ordered on another device since this one last synced does not come back here', async () => {
    // This device and the server last agreed on a Margherita; garlic bread was added here since.
    storedSignedIn([line(1, 1), line(5, 1)]);
    localStorage.setItem('basket-agreed', JSON.stringify([{ id: 1, count: 1, modifiers: [] }]));
    // Meanwhile the phone ordered the Margherita: the server's basket is empty.
    const { scope } = await startedWith(() => Promise.resolve({ products: [] }));
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([5]);
    expect(writesOf()).toEqual([
      ['/api/customer/Basket', { products: [{ id: 5, count: 1, modifiers: [] }] }],
    ]);
    expect(JSON.parse(localStorage.getItem('basket-agreed') ?? 'null')).toEqual([
      { id: 5, count: 1, modifiers: [] },
    ]);
    // Signed out, what was agreed with that customer is forgotten.
    await settle(allSettled(BasketSyncGate.close, { scope, params: {} }));
    expect(JSON.parse(localStorage.getItem('basket-agreed') ?? 'null')).toBeNull();
  });

  it('a session the edge no longer signs in turns the sync off quietly, keeping the cart', async () => {
    storedSignedIn([line(5, 1)]);
    const { scope, toasts } = await startedWith(() =>
      Promise.reject(new ApiError('http', 401, 'Sign in with a phone')),
    );
    expect(scope.getState($isSignedIn)).toBe(false);
    expect(localStorage.getItem('signed-in')).toBe('false');
    expect(scope.getState($cart)).toEqual([line(5, 1)]);
    expect(toasts).not.toHaveBeenCalled();
  });

  it('a basket that fails otherwise says so once and writes nothing over the server', async () => {
    storedSignedIn([line(5, 1)]);
    const { scope, toasts } = await startedWith(() =>
      Promise.reject(new ApiError('http', 500, 'down')),
    );
    expect(toasts).toHaveBeenCalledTimes(1);
    expect(scope.getState($isSignedIn)).toBe(true);
    await settle(allSettled(productAdded, { scope, params: { productId: 2, modifiers: [] } }));
    expect(writesOf()).toEqual([]);
  });

  it('signed out (the sync closed), the cart stays and changes are no longer written', async () => {
    storedSignedIn();
    const { scope } = await startedWith(() => Promise.resolve({ products: [] }));
    await settle(allSettled(BasketSyncGate.close, { scope, params: {} }));
    await settle(allSettled(productAdded, { scope, params: { productId: 2, modifiers: [] } }));
    expect(writesOf()).toEqual([]);
    expect(scope.getState($cart).map(({ id }) => id)).toEqual([2]);
    expect(scope.getState($basketLoaded)).toBe(false);
  });
});
