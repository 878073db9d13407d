import { PHONE_PATTERN } from '@pizza-order-app/contract/common';
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
  /** The phone this browser signed in with (an SMS code): the customer is that phone's. */
  readonly phone?: string;
}

/** `<sid>` or, signed in, `<sid>~<the phone's digits>` (the contract's PHONE_PATTERN says which). */
const SUBJECT = new RegExp(`^(${RANDOM_TOKEN_PATTERN.source.slice(1, -1)})(?:~(\\d+))?$`);

const subjectOf = ({ sid, phone }: WebSession) =>
  phone === undefined ? sid : `${sid}~${phone.slice(1)}`;

/**
 * The session the request's cookie proves, or null when it has none, or one that is forged,
 * expired or signed with a secret that is no longer accepted.
 */
export const readWebSession = async (
  request: Request,
  secrets: SessionSecrets,
  nowSeconds?: number,
): Promise<WebSession | null> => {
  const subject = await readSignedCookie(request, WEB_SESSION, secrets, SUBJECT, nowSeconds);
  const [, sid, digits] = (subject === null ? null : SUBJECT.exec(subject)) ?? [];
  if (sid === undefined) return null;
  if (digits === undefined) return { sid };
  const phone = `+${digits}`;
  // The edge signs only a phone the APIs take: any other is not a session it issued.
  return PHONE_PATTERN.test(phone) ? { sid, phone } : null;
};

/** The Set-Cookie header that (re)issues a session for another year, signed with the current secret. */
export const sessionCookie = (session: WebSession, secrets: SessionSecrets, nowSeconds?: number) =>
  signedCookieHeader(WEB_SESSION, subjectOf(session), secrets, nowSeconds);

/** The Set-Cookie header that ends the web session in this browser (signing out). */
export const endedSessionCookie = () =>
  `${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
