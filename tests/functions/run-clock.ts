// Every edge test runs on the run's clock (scripts/run-clock.ts): the real time, moved back by
// whole hours when the kitchen would be closing or closed, so the suite passes at any time of day.
// The worker under test shares this isolate's Date, so the backend and the tests agree on it.
import { afterAll, beforeEach, vi } from 'vitest';
import { runClockShiftMinutes } from '../../scripts/run-clock';
import { MINUTE_MS } from '@pizza-order-app/contract/lib/kitchen-hours';

const shiftMs = runClockShiftMinutes(Date.now()) * MINUTE_MS;

/** Only Date is faked, and it keeps moving; a test's own vi.useFakeTimers() starts from it. */
const useRunClock = () => {
  vi.useFakeTimers({
    toFake: ['Date'],
    shouldAdvanceTime: true,
    now: vi.getRealSystemTime() + shiftMs,
  });
};

// Now for what a test file computes as it loads, and again before each test, as a test that fixes
// its own clock ends with vi.useRealTimers().
useRunClock();
beforeEach(useRunClock);

afterAll(() => {
  vi.useRealTimers();
});
