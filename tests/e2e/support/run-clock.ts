import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { MINUTE_MS } from '@pizza-order-app/contract/lib/kitchen-hours';
import { hasRequestsUnderWay } from './requests-under-way';

/**
 * The run's clock shift (playwright.config.ts, scripts/run-clock.ts): the reference backend
 * keeps its time that far from the real one, and so do the pages.
 */
const SHIFT_MS = Number(process.env.E2E_CLOCK_SHIFT_MINUTES ?? 0) * MINUTE_MS;

/** Now, as the reference backend and the pages take it. */
export const runNow = () => Date.now() + SHIFT_MS;

/**
 * The pages' `Date` moved by the shift, their timers left alone. Playwright's clock would move it
 * too, but it fakes every timer, `performance` and `Intl` as well, and the specs ran a sixth
 * slower under it; the specs that steer time install it themselves (`holdPageClock`).
 */
const shiftPageDate = (shiftMs: number) => {
  const RealDate = Date;
  const now = () => RealDate.now() + shiftMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, moment, newTarget): object =>
      Reflect.construct(target, moment.length === 0 ? [now()] : moment, newTarget) as Date,
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver): unknown =>
      key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown),
  });
};

/** A context's pages on the run's clock; without a shift their clock stays the browser's own. */
export const setRunClock = async (context: BrowserContext) => {
  if (SHIFT_MS !== 0) await context.addInitScript(shiftPageDate, SHIFT_MS);
};

/**
 * Stops the page's clock a second from now on the run's clock: from then on only the test moves
 * it (`runFor`, `resume`), so a timer of the app (the tracker's next read) fires when the test
 * says, however busy the machine.
 */
export const holdPageClock = async (page: Page) => {
  await page.clock.install({ time: runNow() });
  await page.clock.pauseAt(runNow() + 1_000);
};

/**
 * Moves the page's clock on `stepMs` at each look, a real `everyMs` apart, until `shown` is on
 * screen: the app's own timers (a read's retry, the tracker's next read) fire as the test says.
 * The clock stands still while a request is under way: a jump past its timeout would fail a
 * request that a real network, however slow, only delays (a busy machine's start reads).
 */
export const runClockUntilShown = (page: Page, shown: Locator, stepMs: number, everyMs: number) =>
  expect
    .poll(
      async () => {
        if (!hasRequestsUnderWay(page)) await page.clock.runFor(stepMs);
        return shown.count();
      },
      { intervals: [everyMs] },
    )
    .toBe(1);
