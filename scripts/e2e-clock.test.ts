import { describe, expect, it } from 'vitest';
import { e2eClockShiftMinutes } from './e2e-clock';

/** The instant Tashkent (UTC+5) clocks show `time` on 27 November 2026. */
const tashkent = (time: string) => Date.parse(`2026-11-27T${time}:00+05:00`);

describe('the e2e run’s clock', () => {
  it('stays real while the kitchen is open and far from closing, and while it is closed', () => {
    expect(e2eClockShiftMinutes(tashkent('14:00'))).toBe(0);
    expect(e2eClockShiftMinutes(tashkent('00:55'))).toBe(0);
    expect(e2eClockShiftMinutes(tashkent('03:00'))).toBe(0);
    expect(e2eClockShiftMinutes(tashkent('06:00'))).toBe(0);
  });

  it('goes back by the fewest whole hours that keep a run out of the kitchen’s last hour', () => {
    // 01:30: the run would meet the warning from 02:00 on; from 00:30 it does not.
    expect(e2eClockShiftMinutes(tashkent('01:30'))).toBe(-60);
    // 02:40: "as soon as possible" is refused until 03:00.
    expect(e2eClockShiftMinutes(tashkent('02:40'))).toBe(-120);
    expect(e2eClockShiftMinutes(tashkent('02:59'))).toBe(-120);
  });
});
