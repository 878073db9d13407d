import { describe, expect, it } from 'vitest';
import { firstVisitConditions, promotionPeriod, type Promotion } from './articles-api';

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  title: 'All pasta −20%',
  summary: '',
  body: '',
  imageUrl: '/images/stocks/pasta.svg',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  ...overrides,
});
const at = (iso: string) => Date.parse(iso);

describe('a promotion’s period', () => {
  it('runs from its start until its end, which is no longer in it', () => {
    expect(promotionPeriod(promotion(), at('2025-12-31T23:59:59.999Z'))).toBe('upcoming');
    expect(promotionPeriod(promotion(), at('2026-01-01T00:00:00.000Z'))).toBe('running');
    expect(promotionPeriod(promotion(), at('2026-12-31T00:00:00.000Z'))).toBe('ended');
  });
});

describe('what of an article’s page holds now', () => {
  const now = at('2026-06-01T00:00:00.000Z');

  it('is nothing of a news item', () => {
    expect(
      firstVisitConditions(
        {
          id: 1,
          title: '',
          summary: '',
          body: '',
          imageUrl: '',
          publishedAt: '2026-01-01T00:00:00.000Z',
        },
        now,
      ),
    ).toEqual([]);
  });

  it('is a running promotion with or without its code, or its period', () => {
    expect(firstVisitConditions(promotion({ promoCode: 'PIZZA15' }), now)).toEqual([
      'running-with-code',
    ]);
    expect(firstVisitConditions(promotion(), now)).toEqual(['running-without-code']);
    expect(firstVisitConditions(promotion({ endsAt: '2026-03-01T00:00:00.000Z' }), now)).toEqual([
      'ended',
    ]);
    expect(firstVisitConditions(promotion({ startsAt: '2026-09-01T00:00:00.000Z' }), now)).toEqual([
      'upcoming',
    ]);
  });
});
