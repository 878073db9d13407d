import type { Env } from '../lib/env';

/** A day: the most a test clock may move the reference backend's time, either way. */
const MAX_SHIFT_MINUTES = 24 * 60;

/**
 * The reference backend's time: the real one, moved by REFERENCE_CLOCK_SHIFT_MINUTES (whole
 * minutes within a day; anything else is no move). The end-to-end run moves it, with its pages',
 * into the kitchen's hours away from closing (scripts/run-clock.ts), so a run at any time of day
 * sees the same kitchen. The edge keeps real time: its tokens and limits are not the kitchen's.
 */
export const referenceNow = (env: Env) => {
  const minutes = Number(env.REFERENCE_CLOCK_SHIFT_MINUTES);
  const shift =
    Number.isInteger(minutes) && Math.abs(minutes) <= MAX_SHIFT_MINUTES ? minutes * 60_000 : 0;
  return Date.now() + shift;
};
