/**
 * The end-to-end run's clock: the reference backend's and every page's, moved together out of the
 * kitchen's last hour. In that hour "as soon as possible" is first warned about, then refused, so
 * a run that met it would test the hour instead of the app. The kitchen's own specs fix their
 * pages' clocks to the moments they test.
 */
import { MENU_HOURS } from '../functions/reference-backend/seed/menu';
import { asapOffer } from '../src/shared/lib/time-slots';

const MINUTE_MS = 60_000;
/** Longer than a whole run on a busy two-core machine, the build included. */
const RUN_MS = 60 * MINUTE_MS;
const PROBE_MS = 5 * MINUTE_MS;

/** "As soon as possible" is taken without a warning: now, or at the kitchen's opening. */
const isCalm = (moment: number) =>
  ['open', 'at-opening'].includes(asapOffer(MENU_HOURS, new Date(moment)).state);

const isCalmRun = (start: number) =>
  Array.from({ length: RUN_MS / PROBE_MS + 1 }, (_, probe) => start + probe * PROBE_MS).every(
    isCalm,
  );

/**
 * Minutes to move a run starting at `now`: none when the run is clear of the kitchen's last hour,
 * else the fewest whole hours back that clear it. Back, not forward: what the edge issues in real
 * time (tokens, links) then still looks fresh to the pages.
 */
export const e2eClockShiftMinutes = (now: number) => {
  const hoursBack = Array.from({ length: 24 }, (_, hours) => hours).find((hours) =>
    isCalmRun(now - hours * 60 * MINUTE_MS),
  );
  return hoursBack ? -hoursBack * 60 : 0;
};
