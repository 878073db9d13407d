/// <reference lib="webworker" />
// The site's service worker (web visitors only; see shared/lib/offline/register-worker.ts).
// Its update and caching policy is docs/operations.md, "Offline and updates".
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { publicConfig } from './shared/config/env';
import {
  HASHED_ASSETS_PATH,
  KEPT_ANSWER_HEADER,
  type KeptAnswer,
} from '@pizza-order-app/contract/config/site-http';
import { keptReadOf, offlinePageOf } from './shared/lib/offline/worker-policy';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
/** A page that has not answered in this long is shown from the worker, as if offline. */
const PAGE_TIMEOUT_S = 10;

/** Only complete answers are kept: never an error, a redirect or an opaque answer. */
const completeOnly = new CacheableResponsePlugin({ statuses: [200] });
// The backends may vary their answers by origin or credentials; a kept public read is the same.
const anyVary = { ignoreVary: true };

/** Labels a kept answer, so the app never takes it for the network's (request-json.ts). */
const labelKept = (label: KeptAnswer) => ({
  cachedResponseWillBeUsed: ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return Promise.resolve(null);
    const headers = new Headers(cachedResponse.headers);
    headers.set(KEPT_ANSWER_HEADER, label);
    return Promise.resolve(
      new Response(cachedResponse.body, {
        status: cachedResponse.status,
        statusText: cachedResponse.statusText,
        headers,
      }),
    );
  },
});

// A new build takes over at once: the next page load is the new app, never a mix. Pages come from
// the network, so an old worker never holds a page back; its files are all of one build.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Registered before the precache's own route, which would otherwise answer '/' from the cache.
const pageFromNetwork = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_S });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pageFromNetwork.handle(options);
      } catch {
        return (await matchPrecache(offlinePageOf(options.url.pathname))) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);

const bases = { main: publicConfig.mainApiUrl, hr: publicConfig.hrApiUrl };
const keptRead =
  (kind: 'priced' | 'content') =>
  ({ url, request }: { url: URL; request: Request }) =>
    request.method === 'GET' && keptReadOf(url, self.location.origin, bases) === kind;

registerRoute(
  keptRead('priced'),
  new NetworkFirst({
    cacheName: 'priced-reads',
    matchOptions: anyVary,
    plugins: [
      completeOnly,
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
      // A network-first read comes from the keep only when the network failed.
      labelKept('no-network'),
    ],
  }),
);
registerRoute(
  keptRead('content'),
  new StaleWhileRevalidate({
    cacheName: 'content-reads',
    matchOptions: anyVary,
    plugins: [
      completeOnly,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S, purgeOnQuotaError: true }),
      labelKept('kept'),
    ],
  }),
);
// Product and news pictures: about 100 of them, a month at most.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      completeOnly,
      new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
// The build's files outside the precache (Sentry, Telegram's): kept once fetched, for the old
// tab that still needs them after a deployment removed them from the server.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(HASHED_ASSETS_PATH),
  new CacheFirst({
    cacheName: 'build-files',
    plugins: [
      completeOnly,
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);
