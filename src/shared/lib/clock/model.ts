import { createEffect, createEvent, createStore, scopeBind } from 'effector';

/** docs/product.md §9: the clock the kitchen hours and the slots are read against refreshes every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

/** The clock moved on: the current instant in ms since the epoch. */
export const clockTicked = createEvent<number>();

/** Now, as the screens see it: set when the app starts, then once a minute; tests set it. */
export const $now = createStore(Date.now()).on(clockTicked, (_, now) => now);

/** Reads the device clock now and every `CLOCK_REFRESH_MS` from then on. */
export const watchClockFx = createEffect(() => {
  const tick = scopeBind(clockTicked, { safe: true });
  tick(Date.now());
  setInterval(() => tick(Date.now()), CLOCK_REFRESH_MS);
});
