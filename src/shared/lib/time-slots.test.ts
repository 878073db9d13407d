import { describe, expect, it } from 'vitest';
import { buildTimeSlots, type SlotHours } from './time-slots';

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
