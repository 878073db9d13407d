import { createEffect, createEvent, createStore, sample, scopeBind, type Effect } from 'effector';
import { isApiError, isOfflineFailure } from '../../api/api-error';
import { probeNetwork } from '../../api/probe-network';

/** While the network fails, it is tried again this often: nothing else may notice its return. */
export const NETWORK_PROBE_INTERVAL_MS = 5000;

/** A request got no answer at all: it failed at the network (or the device has none). */
export const requestFailedAtNetwork = createEvent();
/** A server answered a request, whatever it said: the network works. */
export const requestAnswered = createEvent();

/** The browser said it has no connection (its `offline` event, or none at the start). */
const browserWentOffline = createEvent();
/** The browser says it has a connection again: a hint to try, not proof. */
const browserWentOnline = createEvent();
const probeTimerFired = createEvent();

/** Asks the site for anything at all; it answering is the network's return. */
export const probeNetworkFx = createEffect(probeNetwork);

/**
 * Whether the network works, decided by what it does: a request without an answer (or the
 * browser's certain `offline`) makes it false, a server's answer true. The browser's `onLine`
 * flag alone proves nothing: a captive portal or a dead mobile link report themselves online.
 */
export const $isOnline = createStore(true, { serialize: 'ignore' })
  .on([requestFailedAtNetwork, browserWentOffline, probeNetworkFx.fail], () => false)
  .on([requestAnswered, probeNetworkFx.done], () => true);

/** The network stopped answering. */
export const connectionLost = sample({
  clock: $isOnline.updates,
  filter: (online) => !online,
  fn: () => undefined,
});
/** The network answers again: what waited for it may go now. */
export const connectionRestored = sample({
  clock: $isOnline.updates,
  filter: (online) => online,
  fn: () => undefined,
});

sample({
  clock: [browserWentOnline, probeTimerFired],
  source: { online: $isOnline, probing: probeNetworkFx.pending },
  filter: ({ online, probing }) => !online && !probing,
  target: probeNetworkFx,
});

/** An effect's backend calls tell the model what they found: an answer (even a refusal), or none. */
export const followRequestsOf = <Params, Done>(fx: Effect<Params, Done>) => {
  sample({ clock: fx.done, fn: () => undefined, target: requestAnswered });
  sample({
    clock: fx.failData,
    filter: (error) => isApiError(error) && (error.kind === 'http' || error.kind === 'schema'),
    fn: () => undefined,
    target: requestAnswered,
  });
  sample({
    clock: fx.failData,
    filter: isOfflineFailure,
    fn: () => undefined,
    target: requestFailedAtNetwork,
  });
};

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
