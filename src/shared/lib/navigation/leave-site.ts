import { createEffect } from 'effector';

/**
 * Leaves the app for another site (a payment provider's page): the one place the app changes the
 * document's location itself, so a test can stand in for it and nothing else does it ad hoc.
 */
export const leaveSiteFx = createEffect((url: string) => {
  window.location.assign(url);
});
