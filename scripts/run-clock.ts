/**
 * A test run's clock, moved into the kitchen's working hours: for the end-to-end run the reference
 * backend's and every page's together, for the edge tests the whole worker's
 * (tests/functions/run-clock.ts). In its last hour "as soon as possible" is first warned about, then
 * refused, and while it is closed an order waits for the opening: a run that met either would
 * test the hour instead of the app. The kitchen's own specs fix their pages' clocks to the
 * moments they test.
 */
import { MENU_HOURS } from '../functions/reference-backend/seed/menu';
import { MINUTE_MS } from '@pizza-order-app/contract/lib/kitchen-hours';
import { asapOffer } from '@pizza-order-app/contract/lib/time-slots';

/** Longer than a whole run on a busy two-core machine, the build included. */
const RUN_MS = 60 * MINUTE_MS;
const PROBE_MS = 5 * MINUTE_MS;

/** The kitchen is open and "as soon as possible" is taken without a warning. */
const isCalm = (moment: number) => asapOffer(MENU_HOURS, new Date(moment)).state === 'open';

const isCalmRun = (start: number) =>
  Array.from({ length: RUN_MS / PROBE_MS + 1 }, (_, probe) => start + probe * PROBE_MS).every(
    isCalm,
  );

/**
 * Minutes to move a run starting at `now`: none when the kitchen is open and far from closing all
 * along, else the fewest whole hours back that make it so. Back, not forward: what the edge
 * issues in real time (tokens, links) then still looks fresh to the pages.
 */
export const runClockShiftMinutes = (now: number) => {
  const hoursBack = Array.from({ length: 24 }, (_, hours) => hours).find((hours) =>
    isCalmRun(now - hours * 60 * MINUTE_MS),
  );
  return hoursBack ? -hoursBack * 60 : 0;
};
