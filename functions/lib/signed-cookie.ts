import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { cookieValue } from '@pizza-order-app/contract/lib/cookie';
import { hexEqual, hmacSha256, toHex } from './crypto';

export interface SessionSecrets {
  readonly current: string;
  /** The secret before the last rotation, still accepted so no customer is logged out. */
  readonly previous?: string | undefined;
}

/** What a signed cookie says and for how long: a web session, a bot link session. */
export interface SignedCookie {
  /** `__Host-` makes the browser insist on Secure, Path=/ and no Domain. */
  readonly name: string;
  /** Signed with the value, so one kind of cookie can never pass for another. */
  readonly purpose: string;
  readonly maxAgeSeconds: number;
}

const signature = async (secret: string, purpose: string, subject: string, issuedAt: number) =>
  toHex(await hmacSha256(secret, `${purpose}.${subject}.${issuedAt}`));

/**
 * The subject of the request's `<subject>.<issuedAt>.<mac>` cookie, or null when it has none, or
 * one that is forged, expired, issued ahead of the clock, or signed with a secret no longer
 * accepted. `subject` says which subjects are well formed (no dots).
 */
export const readSignedCookie = async (
  request: Request,
  cookie: SignedCookie,
  secrets: SessionSecrets,
  subject: RegExp,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string | null> => {
  const [value = '', issued = '', mac = '', ...rest] = (
    cookieValue(request.headers.get('Cookie') ?? '', cookie.name) ?? ''
  ).split('.');
  const issuedAt = Number(issued);
  if (rest.length > 0 || !subject.test(value) || !Number.isSafeInteger(issuedAt)) return null;
  if (issuedAt > nowSeconds + CLOCK_SKEW_SECONDS || nowSeconds - issuedAt > cookie.maxAgeSeconds)
    return null;
  for (const secret of [secrets.current, secrets.previous]) {
    if (secret && hexEqual(await signature(secret, cookie.purpose, value, issuedAt), mac))
      return value;
  }
  return null;
};

/** The Set-Cookie header (re)issuing the cookie for its whole life, signed with the current secret. */
export const signedCookieHeader = async (
  cookie: SignedCookie,
  subject: string,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const mac = await signature(secrets.current, cookie.purpose, subject, nowSeconds);
  return `${cookie.name}=${subject}.${nowSeconds}.${mac}; Max-Age=${cookie.maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax`;
};
