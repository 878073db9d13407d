import { describe, expect, it } from 'vitest';
import { isOpenAt, openingWindow, type KitchenHours } from './kitchen-hours';

/** A moment given in Tashkent time (UTC+5) on 2026-11-22. */
const tashkent = (time: string) => new Date(`2026-11-22T${time}:00+05:00`);

const DAYTIME: KitchenHours = { starTime: '10:00', endTime: '13:00' };
const PAST_MIDNIGHT: KitchenHours = { starTime: '22:00', endTime: '02:00' };

describe('openingWindow', () => {
  it('runs an end at or before the start past midnight', () => {
    expect(openingWindow(DAYTIME)).toEqual({ start: 600, end: 780 });
    expect(openingWindow(PAST_MIDNIGHT)).toEqual({ start: 1320, end: 1560 });
    expect(openingWindow({ starTime: '00:00', endTime: '00:00' })).toEqual({ start: 0, end: 1440 });
  });

  it('is null for missing or malformed times', () => {
    expect(openingWindow({ starTime: null, endTime: '13:00' })).toBeNull();
    expect(openingWindow({ starTime: '10:00', endTime: '24:00' })).toBeNull();
    expect(openingWindow({ starTime: '9:00', endTime: '13:00' })).toBeNull();
  });
});

describe('isOpenAt', () => {
  it('knows the kitchen hours, including those past midnight', () => {
    expect(isOpenAt(DAYTIME, tashkent('09:59'))).toBe(false);
    expect(isOpenAt(DAYTIME, tashkent('10:00'))).toBe(true);
    expect(isOpenAt(DAYTIME, tashkent('13:00'))).toBe(false);
    expect(isOpenAt(PAST_MIDNIGHT, tashkent('01:30'))).toBe(true);
    expect(isOpenAt(PAST_MIDNIGHT, tashkent('02:00'))).toBe(false);
    expect(isOpenAt(PAST_MIDNIGHT, tashkent('23:00'))).toBe(true);
  });

  it('does not hold an order back when the hours are unknown', () => {
    expect(isOpenAt({ starTime: null, endTime: null }, tashkent('04:00'))).toBe(true);
  });
});
