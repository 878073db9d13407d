import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { delay } from 'patronum';
import * as v from 'valibot';
import { attachApi } from '../../shared/api/model';
import type { Language } from '@pizza-order-app/contract/config/languages';
import {
  rateOrderCall,
  RATING_TAGS,
  type OrderRating,
  type RatingRequest,
  type RatingTag,
} from '@pizza-order-app/contract/ratings';
import { ORDER_STATUS, type Order } from '@pizza-order-app/contract/orders-api';
import { $language } from '../../shared/i18n/model';
import { fieldErrors } from '../../shared/lib/field-errors';
import { persistChecked } from '../../shared/lib/storage/persist-checked';
import { hapticRequested } from '../../shared/telegram/model';
import { errorToast } from '../../shared/ui/toast/error-toast';
import { toastShown } from '../../shared/ui/toast/model';

/** What the customer has chosen so far for one order. */
export interface RatingDraft {
  readonly stars: number | null;
  readonly tags: readonly RatingTag[];
  readonly comment: string;
}
export const EMPTY_RATING: RatingDraft = { stars: null, tags: [], comment: '' };

export type RatingField = 'stars' | 'comment';
type PerOrder<T> = Readonly<Record<number, T>>;

export const starsChosen = createEvent<{ orderId: number; stars: number }>();
export const tagToggled = createEvent<{ orderId: number; tag: RatingTag }>();
export const commentChanged = createEvent<{ orderId: number; comment: string }>();
/** "Change rating" on a rating given less than a day ago: the form again, filled with it. */
export const changeStarted = createEvent<{ orderId: number; rating: OrderRating }>();
/** "Rate the order" where nobody asked (the history, or after "Not now"): the form opens. */
export const formOpened = createEvent<number>();
export const ratingSubmitted = createEvent<number>();
/** "Not now": the order is not asked about again, on this device. */
export const ratingDismissed = createEvent<number>();
/** The profile put its one ask for this order on screen: it does not ask again. */
export const ratingAskShown = createEvent<number>();
/** The profile left: its ask, if unanswered, is not shown again. */
export const profileLeft = createEvent();

export const rateOrderFx = attachApi(
  async (api, { request, language }: { request: RatingRequest; language: Language }) =>
    api.main(rateOrderCall, { body: request }, language),
);

export const $drafts = createStore<PerOrder<RatingDraft>>({});
export const $errors = createStore<PerOrder<Partial<Record<RatingField, string>>>>({});
/** Ratings given in this visit, ahead of the next read of the order. */
export const $given = createStore<PerOrder<OrderRating>>({});
/** Orders whose form the customer opened: to rate unasked, or to change a rating given. */
export const $opened = createStore<readonly number[]>([]);
/** The order the profile asks about in this visit. */
export const $profileAsk = createStore<number | null>(null)
  .on(ratingAskShown, (_, orderId) => orderId)
  .on(ratingDismissed, (ask, orderId) => (ask === orderId ? null : ask))
  .reset(profileLeft);
/** The orders asked about once already (shown on the profile, or dismissed). */
export const $askedOrders = createStore<readonly number[]>([]);
export const $sendingOrders = createStore<readonly number[]>([]);

/** Remembered asks: enough for every recent order; the oldest fall off. */
const ASKED_KEPT = 50;
const remember = (asked: readonly number[], orderId: number) =>
  asked.includes(orderId) ? asked : [...asked, orderId].slice(-ASKED_KEPT);

const edit = (
  drafts: PerOrder<RatingDraft>,
  orderId: number,
  change: (draft: RatingDraft) => RatingDraft,
) => ({ ...drafts, [orderId]: change(drafts[orderId] ?? EMPTY_RATING) });

$drafts
  .on(starsChosen, (drafts, { orderId, stars }) =>
    edit(drafts, orderId, (draft) => ({ ...draft, stars })),
  )
  .on(tagToggled, (drafts, { orderId, tag }) =>
    edit(drafts, orderId, (draft) => ({
      ...draft,
      // In the offered order, whichever order they were tapped in.
      tags: RATING_TAGS.filter((known) => (known === tag) !== draft.tags.includes(known)),
    })),
  )
  .on(commentChanged, (drafts, { orderId, comment }) =>
    edit(drafts, orderId, (draft) => ({ ...draft, comment })),
  )
  .on(changeStarted, (drafts, { orderId, rating }) => ({
    ...drafts,
    [orderId]: { stars: rating.stars, tags: rating.tags, comment: rating.comment },
  }));

const clearError =
  (field: RatingField) =>
  (errors: PerOrder<Partial<Record<RatingField, string>>>, { orderId }: { orderId: number }) => ({
    ...errors,
    [orderId]: { ...errors[orderId], [field]: undefined },
  });
$errors.on(starsChosen, clearError('stars')).on(commentChanged, clearError('comment'));

$opened
  .on(changeStarted, (opened, { orderId }) => [...opened, orderId])
  .on(formOpened, (opened, orderId) => [...opened, orderId])
  .on(rateOrderFx.done, (opened, { params }) =>
    opened.filter((orderId) => orderId !== params.request.orderId),
  );
$given.on(rateOrderFx.done, (given, { result }) => ({ ...given, [result.orderId]: result.rating }));

/**
 * How long "Thank you for your rating!" stays: an acknowledgement of the press, after which the
 * rating itself (its stars) says it was given.
 */
export const THANKS_MS = 4_000;
const rated = sample({ clock: rateOrderFx.done, fn: ({ result }) => result.orderId });
const thanksEnded = delay({ source: rated, timeout: THANKS_MS });
/** Orders rated a moment ago, thanked for it until THANKS_MS have passed. */
export const $thanked = createStore<readonly number[]>([])
  .on(rated, (thanked, orderId) => [...thanked, orderId])
  .on(thanksEnded, (thanked, orderId) => thanked.filter((id) => id !== orderId));
$askedOrders.on([ratingDismissed, ratingAskShown], remember);
$sendingOrders
  .on(rateOrderFx, (sending, { request }) => [...sending, request.orderId])
  .on(rateOrderFx.finally, (sending, { params }) =>
    sending.filter((orderId) => orderId !== params.request.orderId),
  );

const ERROR_KEYS = {
  stars: { other: 'rating.stars-required' },
  comment: {
    tooLong: 'form.error.too-long',
    invisible: 'form.error.hidden-characters',
    other: 'form.error.too-long',
  },
} as const;

/** The draft checked by the contract's own rule: the request, or what to fix. */
export const checkRating = (orderId: number, draft: RatingDraft) => {
  const parsed = v.safeParse(rateOrderCall.body, { orderId, ...draft, stars: draft.stars ?? 0 });
  return parsed.success
    ? { request: parsed.output as RatingRequest }
    : { errors: fieldErrors(parsed.issues, ERROR_KEYS) };
};
const checked = sample({
  clock: ratingSubmitted,
  source: $drafts,
  fn: (drafts, orderId) => ({ orderId, ...checkRating(orderId, drafts[orderId] ?? EMPTY_RATING) }),
});

sample({
  clock: checked,
  source: $errors,
  fn: (errors, { orderId, errors: found }) => ({ ...errors, [orderId]: found ?? {} }),
  target: $errors,
});
sample({
  clock: checked,
  filter: ({ errors }) => errors !== undefined,
  fn: () => 'error' as const,
  target: hapticRequested,
});

// A second press while sending is ignored: one rating per press.
sample({
  clock: checked,
  source: { language: $language, sending: $sendingOrders },
  filter: ({ sending }, { orderId, request }) =>
    request !== undefined && !sending.includes(orderId),
  fn: ({ language }, { request }) => ({ request: request as RatingRequest, language }),
  target: rateOrderFx,
});

sample({
  clock: rateOrderFx.failData,
  fn: (error) => errorToast(error, 'error.server-error'),
  target: toastShown,
});
sample({ clock: rateOrderFx.done, fn: () => 'success' as const, target: hapticRequested });

/** The ask's code comes with the screens that show it: it picks up the asks it made on opening. */
export const RatingAskGate = createGate();

persistChecked({
  store: $askedOrders,
  key: 'rating-asked',
  schema: v.array(v.number()),
  pickup: RatingAskGate.open,
});

/** How long after an order finished the profile still asks about it. */
export const RATING_ASK_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The order the profile asks about: the newest delivered one, finished within the ask window,
 * not rated and not asked about before; null when there is none.
 */
export const orderToAsk = (
  orders: readonly Order[],
  asked: readonly number[],
  now: number,
): number | null =>
  orders.find(
    (order) =>
      order.statusCode === ORDER_STATUS.completed &&
      !order.rating &&
      !asked.includes(order.orderId) &&
      now - Date.parse(order.statusHistory.at(-1)?.at ?? order.createdAt) < RATING_ASK_WINDOW_MS,
  )?.orderId ?? null;
