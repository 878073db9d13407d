import {
  RATING_CHANGE_WINDOW_MS,
  ORDER_STATUS,
  OrderRatingSchema,
  type Order,
  type OrderRating,
  type RatingRequest,
} from '@pizza-order-app/contract';
import * as v from 'valibot';
import type { Language } from './context';
import { message } from './messages';
import { OrderRefused } from './order-rules';
import { getOrder, type OrderClock } from './orders';
import { RATING_ERROR_CODES, ratingTagsFor } from '@pizza-order-app/contract/ratings';

interface RatingRow {
  order_id: number;
  stars: number;
  tags: string;
  comment: string;
  rated_at: number;
}

const toRating = (row: RatingRow): OrderRating =>
  v.parse(OrderRatingSchema, {
    stars: row.stars,
    tags: JSON.parse(row.tags) as unknown,
    comment: row.comment,
    ratedAt: new Date(row.rated_at).toISOString(),
  });

/** The owner's orders with the ratings they gave them. */
export const withRatings = async <T extends Pick<Order, 'orderId'>>(
  db: D1Database,
  orders: readonly T[],
): Promise<T[]> => {
  if (orders.length === 0) return [];
  const ids = orders.map(({ orderId }) => orderId);
  const { results } = await db
    .prepare(
      `SELECT order_id, stars, tags, comment, rated_at FROM order_ratings
       WHERE order_id IN (${ids.map(() => '?').join(', ')})`,
    )
    .bind(...ids)
    .all<RatingRow>();
  const byOrder = new Map(results.map((row) => [row.order_id, toRating(row)]));
  return orders.map((order) => {
    const rating = byOrder.get(order.orderId);
    return rating ? { ...order, rating } : order;
  });
};

/**
 * Rates the caller's own finished order, once; the same owner may change it for a day after
 * first giving it (the day runs from then, not from each change). Null when the order is not the
 * caller's or does not exist (answered as 404); refused (409) while it is not finished and once
 * the day has passed, and (400) with a tag its type is not offered.
 */
export const rateOrder = async (
  db: D1Database,
  customerId: number | null,
  { orderId, stars, tags, comment }: RatingRequest,
  language: Language,
  clock: OrderClock,
): Promise<OrderRating | null> => {
  const found = await getOrder(db, orderId, { customerId }, language, clock);
  if (found?.view !== 'owner') return null;
  if (found.order.statusCode !== ORDER_STATUS.completed)
    throw new OrderRefused(
      message('orderNotFinished', language),
      RATING_ERROR_CODES.orderNotFinished,
    );
  const offered = ratingTagsFor(found.order.orderTypeId);
  if (tags?.some((tag) => !offered.includes(tag)))
    throw new OrderRefused(
      message('tagNotOffered', language),
      RATING_ERROR_CODES.tagNotOffered,
      400,
    );
  // A change past the day updates nothing: the check and the write are one statement.
  const row = await db
    .prepare(
      `INSERT INTO order_ratings (order_id, stars, tags, comment, rated_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5)
       ON CONFLICT (order_id) DO UPDATE SET
         stars = excluded.stars, tags = excluded.tags, comment = excluded.comment,
         updated_at = excluded.updated_at
       WHERE order_ratings.rated_at > ?5 - ?6
       RETURNING order_id, stars, tags, comment, rated_at`,
    )
    .bind(orderId, stars, JSON.stringify(tags), comment, clock.now, RATING_CHANGE_WINDOW_MS)
    .first<RatingRow>();
  if (!row)
    throw new OrderRefused(message('ratingClosed', language), RATING_ERROR_CODES.ratingClosed);
  return toRating(row);
};
