import type { FrameLocator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures';
import { runNow } from './run-clock';

/** About 2.2 km north of the Chilanzar restaurant, inside its zone: the courier has a way to go. */
export const COURIER_DOOR = { longitude: 69.204, latitude: 41.295 };

/** What the tracker says of a courier on the way, in Russian: "Курьер в 1,2 км, ~6 мин". */
export const COURIER_DISTANCE = /^Курьер в (\d+ м|\d+,\d км), ~\d+ мин$/;

/**
 * Stops the page's clock before the tracker opens: from then on only `untilStatus` moves it, so
 * the tracker reads the order when the test says.
 */
export const holdPageClock = async (page: Page) => {
  await page.clock.install({ time: runNow() });
  await page.clock.pauseAt(runNow() + 1_000);
};

/**
 * Moves the page's clock 10 s a second, so the tracker, which reads the order again about every
 * 10 s, reads it every second, until `heading` shows. The e2e orders move a status every 5 s.
 */
const untilStatus = async (page: Page, scope: Page | FrameLocator, heading: string) => {
  const status = scope.getByRole('heading', { name: heading });
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10_000);
        return status.count();
      },
      { timeout: 40_000, intervals: [1_000] },
    )
    .toBe(1);
};

/**
 * Reads the tracker (opened after `holdPageClock`) until the order is on its way, then lets the
 * page's clock run again with the tracker's further reads answered as that one was: an e2e order
 * is on its way for 5 s only, and the checks (axe among them) take longer. Answers what lets the
 * tracker read the backend again.
 */
export const untilOnTheWay = async (page: Page, scope: Page | FrameLocator) => {
  let onTheWay: string | null = null;
  const read: Promise<void>[] = [];
  const reads = (response: Response) => {
    if (!response.url().includes('/api/delivery/Get')) return;
    read.push(
      response.text().then((body) => {
        const answer = JSON.parse(body) as { order?: { statusCode?: number } };
        if (answer.order?.statusCode === 4) onTheWay = body;
      }),
    );
  };
  page.on('response', reads);
  await untilStatus(page, scope, 'Статус: В пути');
  page.off('response', reads);
  await Promise.allSettled(read);
  const held = onTheWay as string | null;
  if (!held) throw new Error('the tracker showed the order on its way, but no answer said so');
  await page.route('**/api/delivery/Get?*', (route) =>
    route.fulfill({ contentType: 'application/json', body: held }),
  );
  await page.clock.resume();
  /** The tracker reads the backend again. */
  return () => page.unroute('**/api/delivery/Get?*');
};
