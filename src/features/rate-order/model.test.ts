import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import { toastShown } from '../../shared/ui/toast/model';
import {
  $askedOrders,
  $drafts,
  $errors,
  $given,
  $opened,
  $profileAsk,
  $thanked,
  changeStarted,
  commentChanged,
  orderToAsk,
  profileLeft,
  rateOrderFx,
  RATING_ASK_WINDOW_MS,
  ratingAskShown,
  ratingDismissed,
  ratingSubmitted,
  starsChosen,
  tagToggled,
  THANKS_MS,
} from './model';

const RATING = {
  stars: 4,
  tags: ['hot' as const],
  comment: 'Good',
  ratedAt: '2026-11-27T10:00:00.000Z',
};

describe('rating an order', () => {
  it('asks for the stars before sending anything, and forgets the error once they are chosen', async () => {
    const send = vi.fn();
    const scope = fork({ handlers: [[rateOrderFx, send]] });
    await allSettled(ratingSubmitted, { scope, params: 7 });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($errors)[7]).toEqual({ stars: 'rating.stars-required' });
    await allSettled(starsChosen, { scope, params: { orderId: 7, stars: 5 } });
    expect(scope.getState($errors)[7]?.stars).toBeUndefined();
  });

  it('sends the stars, the tags in the offered order and the trimmed comment, in the language', async () => {
    const send = vi.fn(() => ({ orderId: 7, rating: RATING }));
    const scope = fork({ handlers: [[rateOrderFx, send]] });
    await allSettled(starsChosen, { scope, params: { orderId: 7, stars: 4 } });
    for (const tag of ['tasty', 'hot', 'on-time', 'on-time'] as const)
      await allSettled(tagToggled, { scope, params: { orderId: 7, tag } });
    await allSettled(commentChanged, { scope, params: { orderId: 7, comment: ' Good ' } });
    await allSettled(ratingSubmitted, { scope, params: 7 });
    expect(send).toHaveBeenCalledWith({
      request: { orderId: 7, stars: 4, tags: ['hot', 'tasty'], comment: 'Good' },
      language: 'ru',
    });
    expect(scope.getState($given)[7]).toEqual(RATING);
  });

  it('says what is wrong with a comment by the contract’s rule', async () => {
    const send = vi.fn();
    const scope = fork({ handlers: [[rateOrderFx, send]] });
    await allSettled(starsChosen, { scope, params: { orderId: 7, stars: 3 } });
    await allSettled(commentChanged, { scope, params: { orderId: 7, comment: 'a\u202Eb' } });
    await allSettled(ratingSubmitted, { scope, params: 7 });
    expect(send).not.toHaveBeenCalled();
    expect(scope.getState($errors)[7]).toEqual({ comment: 'form.error.hidden-characters' });
  });

  it('sends one rating per press while one is on its way', async () => {
    let release = () => {};
    const send = vi.fn(
      () =>
        new Promise<{ orderId: number; rating: typeof RATING }>((resolve) => {
          release = () => resolve({ orderId: 7, rating: RATING });
        }),
    );
    const scope = fork({
      values: [[$drafts, { 7: { stars: 4, tags: [], comment: '' } }]],
      handlers: [[rateOrderFx, send]],
    });
    const first = allSettled(ratingSubmitted, { scope, params: 7 });
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
    const second = allSettled(ratingSubmitted, { scope, params: 7 });
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the draft and shows one toast with the server’s words when refused', async () => {
    const shown = vi.fn();
    const draft = { stars: 1, tags: [], comment: 'Cold' };
    const scope = fork({
      values: [[$drafts, { 7: draft }]],
      handlers: [
        [
          rateOrderFx,
          () => {
            throw new ApiError('http', 409, 'A rating can only be changed within a day');
          },
        ],
      ],
    });
    const watcher = createWatch({ unit: toastShown, fn: shown, scope });
    await allSettled(ratingSubmitted, { scope, params: 7 });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ detail: { text: 'A rating can only be changed within a day' } }),
    );
    expect(scope.getState($drafts)[7]).toEqual(draft);
    watcher.unsubscribe();
  });

  it('opens a rating given to change it, filled with it, and closes it once saved', async () => {
    const scope = fork({ handlers: [[rateOrderFx, () => ({ orderId: 7, rating: RATING })]] });
    await allSettled(changeStarted, { scope, params: { orderId: 7, rating: RATING } });
    expect(scope.getState($opened)).toEqual([7]);
    expect(scope.getState($drafts)[7]).toEqual({ stars: 4, tags: ['hot'], comment: 'Good' });
    await allSettled(ratingSubmitted, { scope, params: 7 });
    expect(scope.getState($opened)).toEqual([]);
  });
});

describe('thanking for a rating', () => {
  afterEach(() => vi.useRealTimers());

  it('thanks for a moment, then leaves the rating itself to say it was given', async () => {
    vi.useFakeTimers();
    const scope = fork({ handlers: [[rateOrderFx, () => ({ orderId: 7, rating: RATING })]] });
    await allSettled(starsChosen, { scope, params: { orderId: 7, stars: 4 } });
    // Settles only once the thanks are over: the clock is moved by hand meanwhile.
    const sending = allSettled(ratingSubmitted, { scope, params: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($thanked)).toEqual([7]);
    await vi.advanceTimersByTimeAsync(THANKS_MS);
    await sending;
    expect(scope.getState($thanked)).toEqual([]);
    expect(scope.getState($given)[7]).toEqual(RATING);
  });
});

describe('asking once', () => {
  const NOW = Date.parse('2026-11-27T12:00:00.000Z');
  const order = (orderId: number, change: Partial<Order> = {}): Order =>
    ({
      orderId,
      statusCode: ORDER_STATUS.completed,
      createdAt: new Date(NOW - 60 * 60_000).toISOString(),
      statusHistory: [
        { statusCode: ORDER_STATUS.completed, at: new Date(NOW - 60_000).toISOString() },
      ],
      ...change,
    }) as Order;

  it('asks about the newest delivered order finished lately, neither rated nor asked about', () => {
    const old = new Date(NOW - RATING_ASK_WINDOW_MS).toISOString();
    const orders = [
      order(9, { statusCode: ORDER_STATUS.onTheWay }),
      order(8, { rating: RATING }),
      order(7),
      order(6),
    ];
    expect(orderToAsk(orders, [], NOW)).toBe(7);
    expect(orderToAsk(orders, [7], NOW)).toBe(6);
    expect(
      orderToAsk([order(5, { statusHistory: [{ statusCode: 201, at: old }] })], [], NOW),
    ).toBeNull();
    expect(orderToAsk([order(4, { statusCode: ORDER_STATUS.cancelled })], [], NOW)).toBeNull();
  });

  it('remembers an ask the profile showed, or one put off, and lets the profile’s go when it leaves', async () => {
    const scope = fork();
    await allSettled(ratingAskShown, { scope, params: 7 });
    expect(scope.getState($profileAsk)).toBe(7);
    await allSettled(ratingDismissed, { scope, params: 3 });
    expect(scope.getState($askedOrders)).toEqual([7, 3]);
    expect(scope.getState($profileAsk)).toBe(7);
    await allSettled(ratingDismissed, { scope, params: 7 });
    expect(scope.getState($profileAsk)).toBeNull();
    expect(scope.getState($askedOrders)).toEqual([7, 3]);
    await allSettled(ratingAskShown, { scope, params: 2 });
    await allSettled(profileLeft, { scope });
    expect(scope.getState($profileAsk)).toBeNull();
  });
});
