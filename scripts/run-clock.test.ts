import { describe, expect, it } from 'vitest';
import { runClockShiftMinutes } from './run-clock';

/** The instant Tashkent (UTC+5) clocks show `time` on 27 November 2026. */
const tashkent = (time: string) => Date.parse(`2026-11-27T${time}:00+05:00`);

describe('the test run’s clock', () => {
  it('stays real while the kitchen is open and far from closing', () => {
    expect(runClockShiftMinutes(tashkent('10:00'))).toBe(0);
    expect(runClockShiftMinutes(tashkent('14:00'))).toBe(0);
    expect(runClockShiftMinutes(tashkent('00:55'))).toBe(0);
  });

  it('goes back by the fewest whole hours that keep a run in the working hours, away from closing', () => {
    // 01:30: the run would meet the warning from 02:00 on; from 00:30 it does not.
    expect(runClockShiftMinutes(tashkent('01:30'))).toBe(-60);
    // 02:40: "as soon as possible" is refused until 03:00.
    expect(runClockShiftMinutes(tashkent('02:40'))).toBe(-120);
    expect(runClockShiftMinutes(tashkent('02:59'))).toBe(-120);
    // Closed from 03:00 to 10:00: back to the hour before the warning.
    expect(runClockShiftMinutes(tashkent('03:10'))).toBe(-180);
    expect(runClockShiftMinutes(tashkent('09:30'))).toBe(-540);
  });
});
