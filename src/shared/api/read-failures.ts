import { createEvent, createStore, sample } from 'effector';
import { toastShown, type ToastContent } from '../ui/toast/model';

/**
 * A failing screen read is told once: the first failure of a read shows its toast, the automatic
 * retries that follow show nothing, and the read may toast again only after it succeeded. Being
 * offline is one situation, whichever reads it breaks: one toast for all of them.
 */
export const readFailed = createEvent<{ readonly key: string; readonly toast: ToastContent }>();
export const readSucceeded = createEvent<string>();

/** What every read fails with while the device has no connection. */
export const OFFLINE_READ_KEY = 'offline';

const $failingReads = createStore<readonly string[]>([], { serialize: 'ignore' });

const firstFailure = sample({
  clock: readFailed,
  source: $failingReads,
  filter: (failing, { key }) => !failing.includes(key),
  fn: (_, failure) => failure,
});

$failingReads
  .on(firstFailure, (failing, { key }) => [...failing, key])
  // Any answer means the connection is back.
  .on(readSucceeded, (failing, key) =>
    failing.filter((failed) => failed !== key && failed !== OFFLINE_READ_KEY),
  );

sample({ clock: firstFailure, fn: ({ toast }) => toast, target: toastShown });
