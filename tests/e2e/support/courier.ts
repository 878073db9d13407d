import type { FrameLocator, Page } from '@playwright/test';
import { ORDER_STATUS } from '@pizza-order-app/contract/orders-api';
import { advanceOrderTo } from './orders-api';
import { runClockUntilShown } from './run-clock';

/** About 2.2 km north of the Chilanzar restaurant, inside its zone: the courier has a way to go. */
export const COURIER_DOOR = { longitude: 69.204, latitude: 41.295 };

/** What the tracker says of a courier on the way, in Russian: "Курьер в 1,2 км, ~6 мин". */
export const COURIER_DISTANCE = /^Курьер в (\d+ м|\d+,\d км), ~\d+ мин$/;

/**
 * Sends the order on its way as its kitchen would, then moves the page's clock 10 s a second, so
 * the tracker, which reads the order again about every 10 s once its first read is in, reads it
 * every second until it says so; then lets the clock run again. The order stays on its way for
 * the reference clock's minute, longer than any check after takes.
 */
export const untilOnTheWay = async (page: Page, scope: Page | FrameLocator, orderId: number) => {
  await advanceOrderTo(page.request, orderId, ORDER_STATUS.onTheWay);
  await runClockUntilShown(
    page,
    scope.getByRole('heading', { name: 'Статус: В пути' }),
    10_000,
    1_000,
  );
  await page.clock.resume();
};
