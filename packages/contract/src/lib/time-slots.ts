/**
 * Delivery time slots (docs/product.md §4): from the menu's start time to its end time in steps of the
 * delivery duration. Pure: the clock comes in as an argument. The hours themselves (when the
 * kitchen opens, whether it is open) are kitchen-hours.ts.
 */
import {
  DAY_MINUTES,
  MINUTE_MS,
  localDayStart,
  openingWindow,
  type KitchenHours,
} from './kitchen-hours';

export interface SlotHours extends KitchenHours {
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

const pad = (value: number) => String(value).padStart(2, '0');
/** `minutes` after a local midnight (never negative) as a clock time. */
const clockText = (minutes: number) => {
  const inDay = minutes % DAY_MINUTES;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

/** The menu's duration, when it is one: unset, zero or below, none (docs/product.md §5). */
const positiveDuration = ({ deliveryDuration }: SlotHours) =>
  deliveryDuration !== null && deliveryDuration > 0 ? deliveryDuration : null;

/**
 * The slots a customer can still choose at `now`: the rest of the window that is open or opens
 * today (yesterday's window when it runs past midnight into today), else tomorrow's whole window.
 * Each slot ends by the closing time. Empty unless start, end and a positive duration are set (§5).
 */
export const buildTimeSlots = (hours: SlotHours, now: Date): TimeSlot[] => {
  const window = openingWindow(hours);
  const step = positiveDuration(hours);
  if (!window || step === null) return [];
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

/** The opening (start and end instants, ms) that holds `now`; null while the kitchen is closed. */
const openingAt = (hours: KitchenHours, now: Date) => {
  const window = openingWindow(hours);
  if (!window) return null;
  const today = localDayStart(now);
  return (
    [-1, 0]
      .map((dayOffset) => ({
        start: today + (dayOffset * DAY_MINUTES + window.start) * MINUTE_MS,
        end: today + (dayOffset * DAY_MINUTES + window.end) * MINUTE_MS,
        roundTheClock: window.end - window.start >= DAY_MINUTES,
      }))
      .find(({ start, end }) => start <= now.getTime() && now.getTime() < end) ?? null
  );
};

/** The next time the kitchen opens after `now` (ms); null without hours. */
const nextOpening = (hours: KitchenHours, now: Date) => {
  const window = openingWindow(hours);
  if (!window) return null;
  const todays = localDayStart(now) + window.start * MINUTE_MS;
  return todays > now.getTime() ? todays : todays + DAY_MINUTES * MINUTE_MS;
};

/**
 * What "as soon as possible" means at `now` (docs/product.md §4): cooked at opening while the
 * kitchen is closed; offered while the kitchen can make an order before it closes (placed at
 * the latest one duration before closing), with a warning in the duration before that last
 * moment; not offered after it. Without hours or a duration, or open round the clock, it is
 * simply offered.
 */
export type AsapOffer =
  | { readonly state: 'open' }
  | { readonly state: 'at-opening' }
  | { readonly state: 'closing-soon'; readonly lastOrderAt: string; readonly closesAt: string }
  | { readonly state: 'too-late'; readonly closesAt: string };

export const asapOffer = (hours: SlotHours, now: Date): AsapOffer => {
  if (!openingWindow(hours)) return { state: 'open' };
  const opening = openingAt(hours, now);
  if (!opening) return { state: 'at-opening' };
  const duration = positiveDuration(hours);
  if (duration === null || opening.roundTheClock) return { state: 'open' };
  const lastOrderAt = opening.end - duration * MINUTE_MS;
  const closesAt = new Date(opening.end).toISOString();
  if (now.getTime() > lastOrderAt) return { state: 'too-late', closesAt };
  if (now.getTime() > lastOrderAt - duration * MINUTE_MS)
    return { state: 'closing-soon', lastOrderAt: new Date(lastOrderAt).toISOString(), closesAt };
  return { state: 'open' };
};

/** A promise is a round time: "by 11:45", not "by 11:43". */
const PROMISE_STEP_MS = 5 * MINUTE_MS;

/**
 * When an order is promised, delivered or (pickup) ready, as an ISO instant (docs/product.md §4):
 * a chosen slot's end (its start plus the duration); "as soon as possible", the time it was
 * placed plus the duration, or the opening plus the duration when placed while the kitchen was
 * closed, rounded up to five minutes. Null without a positive duration.
 */
export const promisedAt = (
  hours: SlotHours,
  placedAt: Date,
  deliveryTime: string | null,
): string | null => {
  const duration = positiveDuration(hours);
  if (duration === null) return null;
  if (deliveryTime !== null)
    return new Date(Date.parse(deliveryTime) + duration * MINUTE_MS).toISOString();
  const opensLater = openingAt(hours, placedAt) ? null : nextOpening(hours, placedAt);
  const cookingStarts = opensLater ?? placedAt.getTime();
  const ready = cookingStarts + duration * MINUTE_MS;
  return new Date(Math.ceil(ready / PROMISE_STEP_MS) * PROMISE_STEP_MS).toISOString();
};

/** How many local (Tashkent) days after `now`'s the day of `iso` is: 0 today, 1 tomorrow. */
export const localDayOffset = (iso: string, now: Date) =>
  Math.round((localDayStart(new Date(iso)) - localDayStart(now)) / (DAY_MINUTES * MINUTE_MS));

/** A chosen slot as its window: local `HH:mm` start and end, and its day as `localDayOffset`. */
export interface SlotWindow {
  readonly from: string;
  readonly to: string;
  readonly dayOffset: number;
}

export const slotWindow = (start: string, end: string, now: Date): SlotWindow => {
  const minutesOf = (iso: string) => (Date.parse(iso) - localDayStart(new Date(iso))) / MINUTE_MS;
  return {
    from: clockText(minutesOf(start)),
    to: clockText(minutesOf(end)),
    dayOffset: localDayOffset(start, now),
  };
};
