import { initDataMaxAgeSeconds, sessionSecrets, type Env } from './env';
import { readLinkSession } from './link-session';
import { initDataFromRequest, verifyInitData } from './telegram-init-data';
import type { CustomerClaim } from './tokens';
import { verifiedPhoneOf } from './verified-phones';
import { readLiveWebSession } from './signed-in-sessions';
import { sessionCookie, type WebSession } from './web-session';

export type CustomerIdentity =
  | {
      readonly ok: true;
      readonly customer: CustomerClaim | null;
      /** The web session the cookie proved, to renew on this answer. */
      readonly session: WebSession | null;
    }
  | { readonly ok: false; readonly reason: string };

/** A Telegram user, with the phone their signed contact verified, if they shared one. */
const telegramCustomer = async (env: Env, tgId: number): Promise<CustomerClaim> => {
  const phone = await verifiedPhoneOf(env.DB, tgId);
  return phone === null ? { tgId } : { tgId, phone };
};

/**
 * The one place that decides who a request's customer is: the Telegram user of valid init data
 * when the request carries any (invalid init data is refused, never downgraded), else the Telegram
 * user of a bot link session, else the web session of a valid cookie (with the phone it signed in
 * with, while that sign-in stands), else nobody. Nothing in a query or body takes part.
 */
export const identifyCustomer = async (request: Request, env: Env): Promise<CustomerIdentity> => {
  const initData = initDataFromRequest(request);
  if (initData !== null) {
    const check = await verifyInitData(
      initData,
      env.TELEGRAM_BOT_TOKEN,
      initDataMaxAgeSeconds(env),
    );
    return check.ok
      ? { ok: true, customer: await telegramCustomer(env, check.user.id), session: null }
      : { ok: false, reason: check.reason };
  }
  const link = await readLinkSession(request, sessionSecrets(env));
  if (link) return { ok: true, customer: await telegramCustomer(env, link.tgId), session: null };
  const session = await readLiveWebSession(request, sessionSecrets(env), env.DB);
  return { ok: true, customer: session, session };
};

/** Headers that renew a web session for another year on an answer that used it. */
export const sessionRenewal = async (
  env: Env,
  session: WebSession | null,
): Promise<Record<string, string>> =>
  session ? { 'Set-Cookie': await sessionCookie(session, sessionSecrets(env)) } : {};
