import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Order } from '@pizza-order-app/contract/orders-api';
import { orderStatusName, orderTimeline } from './order-status';

const t = ((key: string, options?: { code?: number }) =>
  options?.code === undefined ? key : `${key}:${options.code}`) as unknown as TFunction;

const at = (minute: number) => `2026-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;

const order = (
  orderTypeId: 0 | 200,
  codes: readonly number[],
): Pick<Order, 'statusCode' | 'orderTypeId' | 'statusHistory'> => ({
  orderTypeId,
  statusCode: codes.at(-1) ?? 1,
  statusHistory: codes.map((statusCode, index) => ({ statusCode, at: at(index) })),
});

describe('orderStatusName', () => {
  it('names the documented codes and falls back to a numbered status', () => {
    expect(orderStatusName(t, 1)).toBe('statuses.accepted');
    expect(orderStatusName(t, 3)).toBe('statuses.baking');
    expect(orderStatusName(t, 4)).toBe('statuses.on-the-way');
    expect(orderStatusName(t, 5)).toBe('statuses.ready-for-pickup');
    expect(orderStatusName(t, 201)).toBe('statuses.completed');
    expect(orderStatusName(t, 255)).toBe('statuses.cancelled');
    expect(orderStatusName(t, 42)).toBe('statuses.unknown:42');
  });
});

describe('orderTimeline', () => {
  it('shows reached delivery steps with their times and greys the rest', () => {
    expect(orderTimeline(order(0, [1, 2]))).toEqual([
      { statusCode: 1, at: at(0), state: 'done' },
      { statusCode: 2, at: at(1), state: 'current' },
      { statusCode: 3, at: null, state: 'upcoming' },
      { statusCode: 4, at: null, state: 'upcoming' },
      { statusCode: 201, at: null, state: 'upcoming' },
    ]);
  });

  it('expects "ready for pickup" instead of "on the way" for pickup', () => {
    expect(orderTimeline(order(200, [1])).map(({ statusCode }) => statusCode)).toEqual([
      1, 2, 3, 5, 201,
    ]);
  });

  it('marks every step of a completed order done', () => {
    const steps = orderTimeline(order(200, [1, 2, 3, 5, 201]));
    expect(steps.map(({ state }) => state)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('ends a cancelled order plainly, with no steps ahead', () => {
    expect(orderTimeline(order(0, [1, 2, 255]))).toEqual([
      { statusCode: 1, at: at(0), state: 'done' },
      { statusCode: 2, at: at(1), state: 'done' },
      { statusCode: 255, at: at(2), state: 'done' },
    ]);
  });

  it('keeps an unknown code where it happened and continues after the furthest known step', () => {
    expect(
      orderTimeline(order(0, [1, 2, 7])).map(({ statusCode, state }) => [statusCode, state]),
    ).toEqual([
      [1, 'done'],
      [2, 'done'],
      [7, 'current'],
      [3, 'upcoming'],
      [4, 'upcoming'],
      [201, 'upcoming'],
    ]);
  });

  it('shows the current status without a time when the history lags behind or is missing', () => {
    expect(
      orderTimeline({ orderTypeId: 200, statusCode: 2, statusHistory: [] }).slice(0, 2),
    ).toEqual([
      { statusCode: 2, at: null, state: 'current' },
      { statusCode: 3, at: null, state: 'upcoming' },
    ]);
  });
});
