/**
 * An order's rating by its owner: stars, quick tags and a comment. Only the order screens (the
 * tracker, the profile) and the backends read it.
 */
import * as v from 'valibot';
import { IdSchema, IsoDateSchema, LanguageCodeSchema, type CallDefinition } from './common';
import { multiLineText } from './fields';

/** The codes of a rating's refusals (common.ts ErrorBodySchema). */
export const RATING_ERROR_CODES = {
  /** 409: the order is not delivered yet (or was cancelled): only a finished one is rated. */
  orderNotFinished: 'order-not-finished',
  /** 409: the order's rating was given more than a day ago and stands. */
  ratingClosed: 'rating-closed',
  /** 400: a tag the order's type is not offered (the courier's, for a pickup). */
  tagNotOffered: 'tag-not-offered',
} as const;
export type RatingErrorCode = (typeof RATING_ERROR_CODES)[keyof typeof RATING_ERROR_CODES];

/** The quick tags a customer may tick, in the order they are offered. */
export const RATING_TAGS = ['hot', 'on-time', 'polite-courier', 'tasty', 'neat-packing'] as const;
export type RatingTag = (typeof RATING_TAGS)[number];

/** The tags about the courier: a pickup order had none, so it is not offered them. */
const COURIER_TAGS: readonly RatingTag[] = ['polite-courier'];

/** The tags offered for an order of this type (0 delivery, 200 pickup), in the offered order. */
export const ratingTagsFor = (orderTypeId: number): readonly RatingTag[] =>
  orderTypeId === 0 ? RATING_TAGS : RATING_TAGS.filter((tag) => !COURIER_TAGS.includes(tag));

export const RATING_LIMITS = { stars: { min: 1, max: 5 }, comment: 500 } as const;

/** A rating may be changed for a day after it was first given; then it stands. */
export const RATING_CHANGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether a rating first given at `ratedAt` may still be changed at `now`. */
export const isRatingChangeable = (ratedAt: string, now: number) =>
  now < Date.parse(ratedAt) + RATING_CHANGE_WINDOW_MS;

export const RatingStarsSchema = v.pipe(
  v.number(),
  v.integer(),
  v.minValue(RATING_LIMITS.stars.min),
  v.maxValue(RATING_LIMITS.stars.max),
);

const RatingTagsSchema = v.pipe(
  v.array(v.picklist(RATING_TAGS)),
  v.maxLength(RATING_TAGS.length),
  v.check((tags) => new Set(tags).size === tags.length, 'a tag is given twice'),
);

/** An order's rating as its owner sees it (absent until they rate it). */
export const OrderRatingSchema = v.object({
  stars: RatingStarsSchema,
  tags: v.array(v.picklist(RATING_TAGS)),
  comment: v.string(),
  /** When it was first given: the day it may be changed runs from here. */
  ratedAt: IsoDateSchema,
});
export type OrderRating = v.InferOutput<typeof OrderRatingSchema>;

/**
 * `POST /api/delivery/Rate` (main API, for web and Telegram customers alike): the caller's own
 * finished order only. 404 for an order that is not the caller's (as for an unknown id), 409
 * `order-active` while it is on its way, 409 `rating-closed` a day after it was first rated.
 */
export const rateOrderCall = {
  method: 'POST',
  path: '/api/delivery/Rate',
  body: v.strictObject({
    orderId: IdSchema,
    stars: RatingStarsSchema,
    tags: v.optional(RatingTagsSchema, []),
    comment: v.optional(multiLineText({ max: RATING_LIMITS.comment }), ''),
    /** Added by the main API client to every POST (docs/product.md §7). */
    language: v.optional(LanguageCodeSchema),
  }),
  response: v.object({ orderId: IdSchema, rating: OrderRatingSchema }),
  refusals: [
    RATING_ERROR_CODES.orderNotFinished,
    RATING_ERROR_CODES.ratingClosed,
    RATING_ERROR_CODES.tagNotOffered,
  ],
} as const satisfies CallDefinition;
export type RatingRequest = Omit<v.InferInput<typeof rateOrderCall.body>, 'language'>;
