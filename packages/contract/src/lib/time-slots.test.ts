import { describe, expect, it } from 'vitest';
import { asapOffer, buildTimeSlots, promisedAt, slotWindow, type SlotHours } from './time-slots';

/** A moment given in Tashkent time (UTC+5) on 2026-11-22. */
const tashkent = (time: string, day = 22) => new Date(`2026-11-${day}T${time}:00+05:00`);
const fromTimes = (hours: SlotHours, now: Date) =>
  buildTimeSlots(hours, now).map(({ from, tomorrow }) => (tomorrow ? `+${from}` : from));

const DAYTIME: SlotHours = { starTime: '10:00', endTime: '13:00', deliveryDuration: 60 };
const PAST_MIDNIGHT: SlotHours = { starTime: '22:00', endTime: '02:00', deliveryDuration: 60 };

describe('buildTimeSlots', () => {
  it('is empty unless start, end and duration are all set', () => {
    const now = tashkent('08:00');
    expect(buildTimeSlots({ ...DAYTIME, starTime: null }, now)).toEqual([]);
    expect(buildTimeSlots({ ...DAYTIME, endTime: null }, now)).toEqual([]);
    expect(buildTimeSlots({ ...DAYTIME, deliveryDuration: null }, now)).toEqual([]);
    expect(buildTimeSlots({ ...DAYTIME, starTime: '25:00' }, now)).toEqual([]);
  });

  it('is empty for a duration of 0 or below instead of looping forever', () => {
    expect(buildTimeSlots({ ...DAYTIME, deliveryDuration: 0 }, tashkent('08:00'))).toEqual([]);
    expect(buildTimeSlots({ ...DAYTIME, deliveryDuration: -30 }, tashkent('08:00'))).toEqual([]);
  });

  it('steps from start to end by the duration, every slot ending by closing time', () => {
    expect(fromTimes(DAYTIME, tashkent('08:00'))).toEqual(['10:00', '11:00', '12:00']);
    expect(fromTimes({ ...DAYTIME, deliveryDuration: 50 }, tashkent('08:00'))).toEqual([
      '10:00',
      '10:50',
      '11:40',
    ]);
    expect(buildTimeSlots(DAYTIME, tashkent('08:00'))[2]).toMatchObject({
      from: '12:00',
      to: '13:00',
    });
  });

  it('offers only future slots for today; one starting exactly now is gone', () => {
    expect(fromTimes(DAYTIME, tashkent('10:30'))).toEqual(['11:00', '12:00']);
    expect(fromTimes(DAYTIME, tashkent('11:00'))).toEqual(['12:00']);
  });

  it('offers tomorrow after the last slot of the day has started', () => {
    expect(fromTimes(DAYTIME, tashkent('11:59'))).toEqual(['12:00']);
    expect(fromTimes(DAYTIME, tashkent('12:00'))).toEqual(['+10:00', '+11:00', '+12:00']);
  });

  it('tags the slots past midnight of a window that crosses it as tomorrow', () => {
    expect(fromTimes(PAST_MIDNIGHT, tashkent('20:00'))).toEqual([
      '22:00',
      '23:00',
      '+00:00',
      '+01:00',
    ]);
  });

  it('after midnight, the rest of last night\u2019s window is today, then tonight\u2019s follows', () => {
    expect(fromTimes(PAST_MIDNIGHT, tashkent('00:30'))).toEqual([
      '01:00',
      '22:00',
      '23:00',
      '+00:00',
      '+01:00',
    ]);
  });

  it('carries the start as a UTC instant five hours behind the local clock', () => {
    const [first] = buildTimeSlots(DAYTIME, tashkent('08:00'));
    expect(first?.value).toBe('2026-11-22T05:00:00.000Z');
    const lastOfNight = buildTimeSlots(PAST_MIDNIGHT, tashkent('20:00')).at(-1);
    expect(lastOfNight?.value).toBe('2026-11-22T20:00:00.000Z');
  });

  it('uses the local date even when UTC is still on the previous day', () => {
    // 02:00 in Tashkent on the 23rd is 21:00 UTC on the 22nd.
    const slots = buildTimeSlots(DAYTIME, new Date('2026-11-22T21:00:00Z'));
    expect(slots.map(({ from, tomorrow }) => [from, tomorrow])).toEqual([
      ['10:00', false],
      ['11:00', false],
      ['12:00', false],
    ]);
    expect(slots[0]?.value).toBe('2026-11-23T05:00:00.000Z');
  });

  it('while the kitchen is closed, offers the first slots after it opens', () => {
    // The reference menu's hours (functions/reference-backend/seed/menu.ts): 10:00–03:00 in 30 minute steps.
    const nightly: SlotHours = { starTime: '10:00', endTime: '03:00', deliveryDuration: 30 };
    const slots = buildTimeSlots(nightly, tashkent('04:30'));
    expect(slots.slice(0, 2)).toMatchObject([
      { from: '10:00', to: '10:30', tomorrow: false },
      { from: '10:30', to: '11:00', tomorrow: false },
    ]);
    expect(slots.at(-1)).toMatchObject({ from: '02:30', to: '03:00', tomorrow: true });
  });

  it('treats an end equal to the start as open round the clock', () => {
    const slots = buildTimeSlots(
      { starTime: '00:00', endTime: '00:00', deliveryDuration: 360 },
      tashkent('05:00'),
    );
    expect(slots.map(({ from }) => from)).toEqual(['06:00', '12:00', '18:00']);
  });
});

/** The reference menu's hours (functions/reference-backend/seed/menu.ts). */
const NIGHTLY: SlotHours = { starTime: '10:00', endTime: '03:00', deliveryDuration: 30 };

describe('asapOffer', () => {
  it('is offered plainly while the kitchen has more than two durations left', () => {
    expect(asapOffer(NIGHTLY, tashkent('11:13'))).toEqual({ state: 'open' });
    expect(asapOffer(NIGHTLY, tashkent('01:59'))).toEqual({ state: 'open' });
  });

  it('warns in the duration before the last moment the kitchen can still make it (past midnight)', () => {
    // 02:10 on the 22nd is in the opening of the 21st, which closes at 03:00 on the 22nd.
    expect(asapOffer(NIGHTLY, tashkent('02:10'))).toEqual({
      state: 'closing-soon',
      lastOrderAt: '2026-11-21T21:30:00.000Z',
      closesAt: '2026-11-21T22:00:00.000Z',
    });
    expect(asapOffer(NIGHTLY, tashkent('02:30')).state).toBe('closing-soon');
  });

  it('is not offered once an order would be ready after closing', () => {
    expect(asapOffer(NIGHTLY, new Date(tashkent('02:30').getTime() + 1))).toEqual({
      state: 'too-late',
      closesAt: '2026-11-21T22:00:00.000Z',
    });
    expect(asapOffer(NIGHTLY, tashkent('02:59')).state).toBe('too-late');
  });

  it('means at opening while the kitchen is closed', () => {
    expect(asapOffer(NIGHTLY, tashkent('03:00'))).toEqual({ state: 'at-opening' });
    expect(asapOffer(NIGHTLY, tashkent('09:59'))).toEqual({ state: 'at-opening' });
  });

  it('closes before midnight the same way', () => {
    // 10:00–13:00 in hours: the last order at 12:00, warned of from 11:00.
    expect(asapOffer(DAYTIME, tashkent('11:00')).state).toBe('open');
    expect(asapOffer(DAYTIME, tashkent('11:01')).state).toBe('closing-soon');
    expect(asapOffer(DAYTIME, tashkent('12:01')).state).toBe('too-late');
  });

  it('is simply offered without hours or a duration, or round the clock', () => {
    expect(asapOffer({ ...NIGHTLY, endTime: null }, tashkent('02:50')).state).toBe('open');
    expect(asapOffer({ ...NIGHTLY, deliveryDuration: null }, tashkent('02:50')).state).toBe('open');
    expect(
      asapOffer({ starTime: '00:00', endTime: '00:00', deliveryDuration: 60 }, tashkent('23:30'))
        .state,
    ).toBe('open');
  });
});

describe('promisedAt', () => {
  it('promises a chosen slot by its end', () => {
    expect(promisedAt(NIGHTLY, tashkent('09:00'), tashkent('11:00').toISOString())).toBe(
      tashkent('11:30').toISOString(),
    );
  });

  it('promises a slot past midnight on the next day', () => {
    expect(promisedAt(NIGHTLY, tashkent('23:00'), tashkent('02:30', 23).toISOString())).toBe(
      '2026-11-22T22:00:00.000Z',
    );
  });

  it('promises "as soon as possible" by the time it was placed plus the duration, rounded up to 5 minutes', () => {
    expect(promisedAt(NIGHTLY, tashkent('11:13'), null)).toBe(tashkent('11:45').toISOString());
    expect(promisedAt(NIGHTLY, tashkent('11:15'), null)).toBe(tashkent('11:45').toISOString());
    expect(promisedAt(NIGHTLY, new Date(tashkent('11:15').getTime() + 1_000), null)).toBe(
      tashkent('11:50').toISOString(),
    );
  });

  it('promises "as soon as possible" past midnight on the local day after', () => {
    // 23:50 on the 22nd (18:50 UTC) + 30 minutes is 00:20 on the 23rd.
    expect(promisedAt(NIGHTLY, tashkent('23:50'), null)).toBe('2026-11-22T19:20:00.000Z');
  });

  it('promises an order placed while the kitchen is closed by the opening plus the duration', () => {
    expect(promisedAt(NIGHTLY, tashkent('04:00'), null)).toBe(tashkent('10:30').toISOString());
    expect(promisedAt(DAYTIME, tashkent('20:00'), null)).toBe(tashkent('11:00', 23).toISOString());
  });

  it('promises nothing without a duration', () => {
    expect(promisedAt({ ...NIGHTLY, deliveryDuration: null }, tashkent('11:00'), null)).toBeNull();
  });
});

describe('slotWindow', () => {
  const window = (start: Date, end: Date, now: Date) =>
    slotWindow(start.toISOString(), end.toISOString(), now);

  it('writes the window in Tashkent time, today', () => {
    expect(window(tashkent('11:00'), tashkent('11:30'), tashkent('09:00'))).toEqual({
      from: '11:00',
      to: '11:30',
      dayOffset: 0,
    });
  });

  it('counts days by the local date, not UTC (02:30 in Tashkent is 21:30 UTC the day before)', () => {
    expect(window(tashkent('02:30', 23), tashkent('03:00', 23), tashkent('23:00'))).toEqual({
      from: '02:30',
      to: '03:00',
      dayOffset: 1,
    });
    expect(window(tashkent('23:30'), tashkent('00:00', 23), tashkent('23:00'))).toEqual({
      from: '23:30',
      to: '00:00',
      dayOffset: 0,
    });
  });

  it('says how long ago a past slot was', () => {
    expect(window(tashkent('11:00', 20), tashkent('11:30', 20), tashkent('09:00')).dayOffset).toBe(
      -2,
    );
  });
});
