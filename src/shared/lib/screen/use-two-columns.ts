import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../config/constants';

/** Where the styles lay the checkout, the profile and the tracker out in two columns. */
const TWO_COLUMNS = `(min-width: ${BREAKPOINTS.laptop}px)`;

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(TWO_COLUMNS);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/**
 * Whether the window shows two columns, read as the screen renders: a layout whose reading order
 * (and so its DOM order) follows the columns cannot wait for the screen-size flags, which start
 * once the first screen is idle.
 */
export const useTwoColumns = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(TWO_COLUMNS).matches,
    () => false,
  );
