import { createEffect, createEvent, createStore, scopeBind } from 'effector';
import { BREAKPOINTS } from '../../config/constants';

export interface ScreenFlags {
  readonly mobile: boolean;
  readonly tablet: boolean;
  readonly tabletAndLower: boolean;
  readonly laptop: boolean;
  readonly monitor: boolean;
  readonly xxl: boolean;
}

/** docs/product.md §4 screen-size flags for a viewport width in CSS pixels. */
export const screenFlags = (width: number): ScreenFlags => ({
  mobile: width < BREAKPOINTS.tablet,
  tablet: width >= BREAKPOINTS.tablet && width <= BREAKPOINTS.laptop,
  tabletAndLower: width <= BREAKPOINTS.laptop,
  laptop: width > BREAKPOINTS.laptop && width < BREAKPOINTS.monitor,
  monitor: width >= BREAKPOINTS.monitor && width < BREAKPOINTS.xxl,
  xxl: width >= BREAKPOINTS.xxl,
});

export const windowResized = createEvent<number>();

export const $viewportWidth = createStore<number>(BREAKPOINTS.monitor).on(
  windowResized,
  (_, width) => width,
);
export const $screen = $viewportWidth.map(screenFlags);

/** Reports the current width now and on every resize. */
export const watchViewportFx = createEffect(() => {
  const report = scopeBind(windowResized, { safe: true });
  report(window.innerWidth);
  window.addEventListener('resize', () => report(window.innerWidth), { passive: true });
});
