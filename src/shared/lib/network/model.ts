import { createEvent, createStore, sample, type Effect } from 'effector';
import { isApiError, isOfflineFailure } from '../../api/api-error';

/** A request got no answer at all: it failed at the network (or the device has none). */
export const requestFailedAtNetwork = createEvent();
/** A server answered a request, whatever it said: the network works. */
export const requestAnswered = createEvent();

/**
 * Whether the network works, decided by what it does: a request without an answer (or the
 * browser's certain `offline`) makes it false, a server's answer true. The browser's `onLine`
 * flag alone proves nothing: a captive portal or a dead mobile link report themselves online.
 */
export const $isOnline = createStore(true, { serialize: 'ignore' })
  .on(requestFailedAtNetwork, () => false)
  .on(requestAnswered, () => true);

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

/**
 * An effect's backend calls tell the model what they found: an answer (even a refusal), or none.
 * A read the service worker may answer from its keep (`keptByWorker`) tells only its failures: a
 * kept answer says nothing of the network.
 */
export const followRequestsOf = <Params, Done>(
  fx: Effect<Params, Done>,
  { keptByWorker = false } = {},
) => {
  if (!keptByWorker) sample({ clock: fx.done, fn: () => undefined, target: requestAnswered });
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
