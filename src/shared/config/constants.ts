/** Business constants of docs/product.md §9. */
export const TOAST_LIFETIME_MS = 3000;
export const BREAKPOINTS = { tablet: 600, laptop: 1024, monitor: 1440, xxl: 1920 } as const;
/** docs/product.md §9: a page reloads itself (new build, failed chunk) at most once per path in this window. */
export const RELOAD_GUARD_MS = 10_000;
/** docs/product.md §4: the first check for a newer build runs about a second after start. */
export const FIRST_VERSION_CHECK_DELAY_MS = 1000;
/** docs/product.md §9: route preloading runs at most this many chunk downloads at once. */
export const ROUTE_PRELOAD_CONCURRENCY = 4;
/** Links start preloading this long after the first screen rendered, not during its requests. */
export const LINK_PRELOAD_DELAY_MS = 1500;
/**
 * The <template> in a prerendered page holding the modulepreload links of the app, the route's
 * screen and its messages; src/main.tsx activates them once the page has painted.
 */
export const APP_PRELOADS_TEMPLATE_ID = 'app-preloads';
/**
 * The same for a first visit when it sees another screen than a returning visitor: the screen
 * the route's middleware sends it to (an empty cart's /order shows the menu), with what that
 * screen loads on demand (the menu's place picker). The entry takes these for a first visit.
 */
export const FIRST_VISIT_PRELOADS_TEMPLATE_ID = 'first-visit-preloads';
/** The <template> in a prerendered page with the notice shown when the app's code cannot load. */
export const APP_LOAD_FAILED_TEMPLATE_ID = 'app-load-failed';
/**
 * The class the prerendered page's inline check puts on <html> when the visitor will not see the
 * prerendered first screen (scripts/build/first-visit.ts); src/app/layout/layout.css shows a
 * placeholder.
 */
export const PRERENDER_MISMATCH_CLASS = 'prerender-mismatch';
