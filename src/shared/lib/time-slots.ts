/**
 * Delivery time slots (spec §4): from the menu's start time to its end time in steps of the
 * delivery duration. Pure: the clock comes in as an argument.
 */

/** Spec §9: a day is 1440 minutes. */
export const DAY_MINUTES = 1440;
/** Spec §4/§9: slot dates use a +5 hour offset (Tashkent time, no daylight saving). */
export const SLOT_UTC_OFFSET_MINUTES = 5 * 60;
/** Spec §9: the clock the slots are built from refreshes every 60 s. */
export const SLOT_CLOCK_REFRESH_MS = 60_000;

const MINUTE_MS = 60_000;
const DAY_MS = DAY_MINUTES * MINUTE_MS;
/** A remainder that is never negative, for instants before 1970 and minutes before midnight. */
const modulo = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor;

export interface SlotHours {
  readonly starTime: string | null;
  readonly endTime: string | null;
  readonly deliveryDuration: number | null;
}

export interface TimeSlot {
  /** The slot's start as an ISO instant: what the order's `deliveryTime` carries. */
  readonly value: string;
  /** Local (UTC+5) start and end, `HH:mm`. */
  readonly from: string;
  readonly to: string;
  /** The slot starts on the next local calendar day. */
  readonly tomorrow: boolean;
}

const toMinutes = (time: string | null) => {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes < DAY_MINUTES ? minutes : null;
};

const pad = (value: number) => String(value).padStart(2, '0');
const clockText = (minutes: number) => {
  const inDay = modulo(minutes, DAY_MINUTES);
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

/** The UTC instant at which the local (UTC+5) day holding `now` began. */
const localDayStart = (now: Date) => {
  const offsetMs = SLOT_UTC_OFFSET_MINUTES * MINUTE_MS;
  const localMs = now.getTime() + offsetMs;
  return localMs - modulo(localMs, DAY_MS) - offsetMs;
};

/**
 * The opening window as minutes after the local midnight of the day it opens; an end at or before
 * the start runs past midnight (10:00–03:00), an end equal to the start means round the clock.
 */
const openingWindow = ({ starTime, endTime }: SlotHours) => {
  const start = toMinutes(starTime);
  const end = toMinutes(endTime);
  if (start === null || end === null) return null;
  return { start, end: end > start ? end : end + DAY_MINUTES };
};

/**
 * The slots a customer can still choose at `now`: the rest of the window that is open or opens
 * today (yesterday's window when it runs past midnight into today), else tomorrow's whole window.
 * Each slot ends by the closing time. Empty unless start, end and a positive duration are set (§5).
 */
export const buildTimeSlots = (hours: SlotHours, now: Date): TimeSlot[] => {
  const window = openingWindow(hours);
  const step = hours.deliveryDuration;
  if (!window || step === null || !(step > 0)) return [];
  const today = localDayStart(now);
  const slotsOfWindowOpening = (dayOffset: number) => {
    const slots: TimeSlot[] = [];
    for (let at = window.start; at + step <= window.end; at += step) {
      const startsAt = today + (dayOffset * DAY_MINUTES + at) * MINUTE_MS;
      if (startsAt <= now.getTime()) continue;
      slots.push({
        value: new Date(startsAt).toISOString(),
        from: clockText(at),
        to: clockText(at + step),
        tomorrow: dayOffset * DAY_MINUTES + at >= DAY_MINUTES,
      });
    }
    return slots;
  };
  const upcoming = [...slotsOfWindowOpening(-1), ...slotsOfWindowOpening(0)];
  return upcoming.length > 0 ? upcoming : slotsOfWindowOpening(1);
};

/** Whether the kitchen is open at `now`, so "as soon as possible" means now, not at opening. */
export const isOpenAt = (hours: SlotHours, now: Date) => {
  const window = openingWindow(hours);
  if (!window) return true;
  const minutesToday = (now.getTime() - localDayStart(now)) / MINUTE_MS;
  return [minutesToday, minutesToday + DAY_MINUTES].some(
    (at) => at >= window.start && at < window.end,
  );
};
