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
