import { VERSION_URL } from '@pizza-order-app/contract/config/site-http';

const PROBE_TIMEOUT_MS = 5000;

/**
 * Resolves when the site answers anything at all (the smallest file it serves, never from the
 * service worker's keep), rejects when nothing comes back: the network is still failing.
 */
export const probeNetwork = async () => {
  await fetch(VERSION_URL, {
    method: 'HEAD',
    cache: 'no-store',
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
};
