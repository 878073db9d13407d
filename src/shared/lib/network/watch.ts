import { createEffect, createEvent, sample, scopeBind } from 'effector';
import { probeNetwork } from '../../api/probe-network';
import { $isOnline, requestAnswered, requestFailedAtNetwork } from './model';

/**
 * The browser's word and the network's own answers, watched once the first screen is up (nothing
 * of it paints that screen: a read that gets no answer says so by itself).
 */

/** While the network fails, it is tried again this often: nothing else may notice its return. */
export const NETWORK_PROBE_INTERVAL_MS = 5000;

/** The browser said it has no connection (its `offline` event, or none at the start). */
const browserWentOffline = createEvent();
/** The browser says it has a connection again: a hint to try, not proof. */
const browserWentOnline = createEvent();
const probeTimerFired = createEvent();

/** Asks the site for anything at all; it answering is the network's return. */
export const probeNetworkFx = createEffect(probeNetwork);

sample({ clock: [browserWentOffline, probeNetworkFx.fail], target: requestFailedAtNetwork });
sample({ clock: probeNetworkFx.done, target: requestAnswered });
sample({
  clock: [browserWentOnline, probeTimerFired],
  source: { online: $isOnline, probing: probeNetworkFx.pending },
  filter: ({ online, probing }) => !online && !probing,
  target: probeNetworkFx,
});

/** Listens to the browser's connection events and, while the network fails, probes it. */
export const watchConnectionFx = createEffect(() => {
  const wentOffline = scopeBind(browserWentOffline, { safe: true });
  const wentOnline = scopeBind(browserWentOnline, { safe: true });
  const probeDue = scopeBind(probeTimerFired, { safe: true });
  if (navigator.onLine === false) wentOffline();
  window.addEventListener('offline', () => wentOffline());
  window.addEventListener('online', () => wentOnline());
  setInterval(probeDue, NETWORK_PROBE_INTERVAL_MS);
});
