import { RANDOM_TOKEN_PATTERN } from './crypto';
import { readSignedCookie, signedCookieHeader, type SessionSecrets } from './signed-cookie';

export type { SessionSecrets };

/**
 * The web customer session: a random id in a signed cookie the edge issues at the first order.
 * `__Host-` makes the browser insist on Secure, Path=/ and no Domain, so no subdomain can plant
 * or read it; HttpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site requests.
 */
export const SESSION_COOKIE = '__Host-session';
/** A year, like the language cookie; every use renews it. */
export const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * New sessions one client address may start a minute. Each is started for an order, so as many
 * as the orders one address may place (carriers put many customers behind one address); minting
 * them in bulk would sidestep the per-customer limits of orders and promo codes.
 */
export const NEW_SESSIONS_PER_ADDRESS = 30;

const WEB_SESSION = {
  name: SESSION_COOKIE,
  purpose: 'session',
  maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
};

export interface WebSession {
  /** 128 random bits, base64url: what the backend knows the web customer by. */
  readonly sid: string;
}

/**
 * The session the request's cookie proves, or null when it has none, or one that is forged,
 * expired or signed with a secret that is no longer accepted.
 */
export const readWebSession = async (
  request: Request,
  secrets: SessionSecrets,
  nowSeconds?: number,
): Promise<WebSession | null> => {
  const sid = await readSignedCookie(
    request,
    WEB_SESSION,
    secrets,
    RANDOM_TOKEN_PATTERN,
    nowSeconds,
  );
  return sid === null ? null : { sid };
};

/** The Set-Cookie header that (re)issues a session for another year, signed with the current secret. */
export const sessionCookie = (session: WebSession, secrets: SessionSecrets, nowSeconds?: number) =>
  signedCookieHeader(WEB_SESSION, session.sid, secrets, nowSeconds);
