import { createEffect, createEvent, createStore, scopeBind } from 'effector';

/** The device said it has no connection (the browser's `offline`, or none at the start). */
export const connectionLost = createEvent();
/** The device has a connection again: what waited for it may go now. */
export const connectionRestored = createEvent();

/**
 * Whether the device has a connection, as the browser tells it. `true` can still mean a network
 * that does not answer; `false` is certain, which is when the app says it is offline.
 */
export const $isOnline = createStore(true)
  .on(connectionLost, () => false)
  .on(connectionRestored, () => true);

/** Reports the connection now and on every change. */
export const watchConnectionFx = createEffect(() => {
  const lost = scopeBind(connectionLost, { safe: true });
  const restored = scopeBind(connectionRestored, { safe: true });
  if (navigator.onLine === false) lost();
  window.addEventListener('offline', () => lost());
  window.addEventListener('online', () => restored());
});
