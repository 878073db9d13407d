/** The edge environment. Secrets come from the Pages project settings (locally `.dev.vars`). */
export interface Env {
  /** Any non-empty value serves the reference backend under /api; unset in production. */
  readonly REFERENCE_BACKEND?: string;
  readonly TELEGRAM_BOT_TOKEN: string;
  readonly MAIN_API_SECRET: string;
  /** The main API the edge reads a first visit's news and promotions from (without REFERENCE_BACKEND). */
  readonly MAIN_API_URL?: string;
  readonly HR_API_SECRET: string;
  readonly MESSENGER_API_SECRET: string;
  /** Shared with the chain's bot, which signs the links it sends (README, "Bot links"). */
  readonly BOT_LINK_SECRET: string;
  /** Signs the web customer session cookie and the bot link session cookie. */
  readonly SESSION_SECRET: string;
  /** The session secret before the last rotation: still accepted, so nobody is logged out. */
  readonly SESSION_SECRET_PREVIOUS?: string;
  /** The oldest Telegram init data accepted, in seconds (default 24 h). */
  readonly INIT_DATA_MAX_AGE_SECONDS?: string;
  /** Reference backend: seconds between two order statuses (default 60). */
  readonly REFERENCE_ORDER_STEP_SECONDS?: string;
  /** The reference backend's database: bound locally and in preview, not in production. */
  readonly DB: D1Database;
  /** The static files of the site, which Pages binds for every function. */
  readonly ASSETS: Fetcher;
}

export const initDataMaxAgeSeconds = (env: Env) => {
  const configured = Number(env.INIT_DATA_MAX_AGE_SECONDS);
  return Number.isFinite(configured) && configured > 0 ? configured : 24 * 60 * 60;
};

export const sessionSecrets = (env: Env) => ({
  current: env.SESSION_SECRET,
  previous: env.SESSION_SECRET_PREVIOUS,
});

/**
 * The reference backend when this deployment serves it: switched on by REFERENCE_BACKEND and built in.
 * Pages' bundler takes functions/reference-backend in only under the `reference-backend` condition (package.json
 * "imports", set through WRANGLER_BUILD_CONDITIONS), so a production build holds none of it; the
 * import also leaves the backend unevaluated until the first request that needs it.
 */
export const referenceBackendOf = async (env: Env) =>
  env.REFERENCE_BACKEND ? (await import('#reference-backend')).referenceBackend : null;
