import { hexEqual, hmacSha256, RANDOM_TOKEN_PATTERN, toHex } from './crypto';

/**
 * The web customer session: a random id in a signed cookie the edge issues at the first order.
 * `__Host-` makes the browser insist on Secure, Path=/ and no Domain, so no subdomain can plant
 * or read it; HttpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site requests.
 */
export const SESSION_COOKIE = '__Host-session';
/** A year, like the language cookie; every use renews it. */
export const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Clock skew allowed for a cookie issued "in the future" by another edge machine. */
const SKEW_SECONDS = 60;

export interface SessionSecrets {
  readonly current: string;
  /** The secret before the last rotation, still accepted so no customer is logged out. */
  readonly previous?: string | undefined;
}

export interface WebSession {
  /** 128 random bits, base64url: what the backend knows the web customer by. */
  readonly sid: string;
}

const signature = async (secret: string, sid: string, issuedAt: number) =>
  toHex(await hmacSha256(secret, `session.${sid}.${issuedAt}`));

/** The value of one cookie the request carries, or null. */
export const cookieValue = (request: Request, cookie: string) => {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return value.join('=');
  }
  return null;
};

/**
 * The session the request's cookie proves, or null when it has none, or one that is forged,
 * expired or signed with a secret that is no longer accepted.
 */
export const readWebSession = async (
  request: Request,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<WebSession | null> => {
  const [sid = '', issued = '', mac = '', ...rest] = (
    cookieValue(request, SESSION_COOKIE) ?? ''
  ).split('.');
  const issuedAt = Number(issued);
  if (rest.length > 0 || !RANDOM_TOKEN_PATTERN.test(sid) || !Number.isSafeInteger(issuedAt))
    return null;
  if (issuedAt > nowSeconds + SKEW_SECONDS || nowSeconds - issuedAt > SESSION_MAX_AGE_SECONDS)
    return null;
  for (const secret of [secrets.current, secrets.previous]) {
    if (secret && hexEqual(await signature(secret, sid, issuedAt), mac)) return { sid };
  }
  return null;
};

/** The Set-Cookie header that (re)issues a session for another year, signed with the current secret. */
export const sessionCookie = async (
  session: WebSession,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const value = `${session.sid}.${nowSeconds}.${await signature(secrets.current, session.sid, nowSeconds)}`;
  return `${SESSION_COOKIE}=${value}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`;
};
