// What the build's `_headers` (scripts/build/headers.ts) and the edge functions both say about
// the site's HTTP answers.

/** Where the build writes its hashed files (vite.config.ts): named by their content, kept for good. */
export const HASHED_ASSETS_PATH = '/assets/';

/**
 * HTTPS only, for a year, on the site and its subdomains: a browser that has seen it never again
 * sends a request (a bearer, a cookie) to them over plain HTTP. Browsers ignore it over HTTP, so
 * local runs on http://127.0.0.1 are not affected.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Set on the root element of a page the edge serves to a crawler (isbot's verdict on the
 * User-Agent), for the app to read rather than ship a crawler list to every visitor.
 */
export const CRAWLER_ATTRIBUTE = 'data-crawler';

/** Written by the build next to index.html and served uncached (scripts/build/headers.ts). */
export const VERSION_URL = '/version.json';

/**
 * Set by the service worker on an answer it kept rather than fetched (src/sw.ts): `no-network`
 * when the network failed and the kept answer stands in, `kept` when it is shown while the
 * network is asked behind. Either way the network did not answer this request.
 */
export const KEPT_ANSWER_HEADER = 'X-Kept-Answer';
export type KeptAnswer = 'no-network' | 'kept';
