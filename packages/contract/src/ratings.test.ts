import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  isRatingChangeable,
  rateOrderCall,
  RATING_CHANGE_WINDOW_MS,
  ratingTagsFor,
} from './ratings';

describe('isRatingChangeable', () => {
  const ratedAt = '2026-11-27T10:00:00.000Z';
  const first = Date.parse(ratedAt);

  it('is true for a day after the rating was first given, and false from then on', () => {
    expect(isRatingChangeable(ratedAt, first)).toBe(true);
    expect(isRatingChangeable(ratedAt, first + RATING_CHANGE_WINDOW_MS - 1)).toBe(true);
    expect(isRatingChangeable(ratedAt, first + RATING_CHANGE_WINDOW_MS)).toBe(false);
  });
});

describe('the rating request', () => {
  const parse = (body: Record<string, unknown>) =>
    v.safeParse(rateOrderCall.body, { orderId: 7, ...body });

  it('takes 1 to 5 whole stars, with no tags and no comment by default', () => {
    expect(parse({ stars: 5 })).toMatchObject({
      success: true,
      output: { orderId: 7, stars: 5, tags: [], comment: '' },
    });
    for (const stars of [0, 6, 2.5]) expect(parse({ stars }).success).toBe(false);
  });

  it('takes the known tags once each, and a trimmed comment within 500 characters', () => {
    expect(parse({ stars: 4, tags: ['hot', 'tasty'], comment: ' Tasty ' })).toMatchObject({
      output: { tags: ['hot', 'tasty'], comment: 'Tasty' },
    });
    expect(parse({ stars: 4, tags: ['cold'] }).success).toBe(false);
    expect(parse({ stars: 4, tags: ['hot', 'hot'] }).success).toBe(false);
    expect(parse({ stars: 4, comment: 'a'.repeat(501) }).success).toBe(false);
    expect(parse({ stars: 4, comment: 'a\u202Eb' }).success).toBe(false);
  });

  it('offers a pickup order no tag about a courier it never had', () => {
    expect(ratingTagsFor(0)).toEqual(['hot', 'on-time', 'polite-courier', 'tasty', 'neat-packing']);
    expect(ratingTagsFor(200)).toEqual(['hot', 'on-time', 'tasty', 'neat-packing']);
  });
});
