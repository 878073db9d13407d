/**
 * The kitchen's opening hours (docs/product.md §3 menu: `starTime`, `endTime`), in Tashkent time. Small on
 * purpose: the menu's first load asks whether the kitchen is open; the slots build on it.
 */

/** docs/product.md §9: a day is 1440 minutes. */
export const DAY_MINUTES = 1440;
/** docs/product.md §4/§9: slot dates use a +5 hour offset (Tashkent time, no daylight saving). */
export const KITCHEN_UTC_OFFSET_MINUTES = 5 * 60;
export const MINUTE_MS = 60_000;

const DAY_MS = DAY_MINUTES * MINUTE_MS;
/** A remainder that is never negative, for instants before 1970. */
const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

export interface KitchenHours {
  readonly starTime: string | null;
  readonly endTime: string | null;
}

const toMinutes = (time: string | null) => {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < DAY_MINUTES ? minutes : null;
};

/** The UTC instant at which the local (UTC+5) day holding `now` began. */
export const localDayStart = (now: Date) => {
  const offsetMs = KITCHEN_UTC_OFFSET_MINUTES * MINUTE_MS;
  const localMs = now.getTime() + offsetMs;
  return localMs - modulo(localMs, DAY_MS) - offsetMs;
};

/**
 * The opening window as minutes after the local midnight of the day it opens; an end at or before
 * the start runs past midnight (10:00–03:00), an end equal to the start means round the clock.
 * Null when either time is missing or malformed.
 */
export const openingWindow = ({ starTime, endTime }: KitchenHours) => {
  const start = toMinutes(starTime);
  const end = toMinutes(endTime);
  if (start === null || end === null) return null;
  return { start, end: end > start ? end : end + DAY_MINUTES };
};

/** Whether the kitchen is open at `now`, so "as soon as possible" means now, not at opening. */
export const isOpenAt = (hours: KitchenHours, now: Date) => {
  const window = openingWindow(hours);
  if (!window) return true;
  const minutesToday = (now.getTime() - localDayStart(now)) / MINUTE_MS;
  return [minutesToday, minutesToday + DAY_MINUTES].some(
    (at) => at >= window.start && at < window.end,
  );
};
