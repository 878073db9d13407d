/**
 * The edge environment, as `wrangler types` generates it from wrangler.toml's bindings and the
 * settings .dev.vars.example lists (functions/worker-configuration.d.ts: `npm run types` after
 * changing either; scripts/env-types.test.ts fails while it is stale). What each setting means is
 * said in .dev.vars.example. Every environment binds the same names (the generated file has one
 * interface per environment); the settings below a deployment may leave unset, which wrangler
 * cannot know, and the static files Pages binds for every function, which wrangler.toml does not
 * name, are added here.
 */
type MayBeUnset =
  | 'REFERENCE_BACKEND'
  | 'SESSION_SECRET_PREVIOUS'
  | 'MAIN_API_URL'
  | 'SENTRY_DSN'
  | 'REFERENCE_ORDER_STEP_SECONDS'
  | 'SIGN_IN_RESEND_SECONDS'
  | 'SMS_CEILING_PER_MINUTE'
  | 'SMS_CEILING_PER_DAY'
  | 'REFERENCE_CLOCK_SHIFT_MINUTES'
  | 'REFERENCE_BACKEND_PROFILE'
  | 'REFERENCE_ORDER_EVENTS_URL'
  | 'TELEGRAM_API_URL'
  | 'BOT_APP_NAME'
  | 'BOT_OPERATOR_IDS'
  | 'ESKIZ_EMAIL'
  | 'ESKIZ_PASSWORD'
  | 'ESKIZ_SENDER'
  | 'ESKIZ_API_URL'
  | 'PAYME_MERCHANT_ID'
  | 'PAYME_KEY'
  | 'PAYME_CHECKOUT_URL'
  | 'CLICK_SERVICE_ID'
  | 'CLICK_MERCHANT_ID'
  | 'CLICK_SECRET_KEY'
  | 'CLICK_CHECKOUT_URL'
  | 'TELEGRAM_PAYMENT_PROVIDER_TOKEN';

export type Env = Readonly<
  Omit<Cloudflare.Env, MayBeUnset> &
    Partial<Pick<Cloudflare.Env, MayBeUnset>> & { readonly ASSETS: Fetcher }
>;

export const initDataMaxAgeSeconds = (env: Env) => {
  const configured = Number(env.INIT_DATA_MAX_AGE_SECONDS);
  return Number.isFinite(configured) && configured > 0 ? configured : 24 * 60 * 60;
};

/** How long after a sign-in code another may go to the same phone: a minute unless set. */
export const signInResendAfterMs = (env: Env) => {
  const configured = Number(env.SIGN_IN_RESEND_SECONDS);
  return (Number.isInteger(configured) && configured > 0 ? configured : 60) * 1000;
};

/** A whole number of at least 1 from a setting, else the default. */
const countSetting = (value: string | undefined, fallback: number) => {
  const configured = Number(value);
  return Number.isInteger(configured) && configured > 0 ? configured : fallback;
};

/**
 * The site's ceiling on sign-in SMS, whatever the phones and networks: what a minute and a day
 * may spend. Far above a chain's real sign-ins, far below what a botnet would run up.
 */
export const smsCeiling = (env: Env) => ({
  perMinute: countSetting(env.SMS_CEILING_PER_MINUTE, 30),
  perDay: countSetting(env.SMS_CEILING_PER_DAY, 2000),
});

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
