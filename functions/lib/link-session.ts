import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { hexEqual, hmacSha256, toHex } from './crypto';
import { cookieValue, type SessionSecrets } from './web-session';

/**
 * The session a verified bot link starts in a plain browser: the Telegram user the bot vouched
 * for, in a signed cookie (`__Host-`, HttpOnly, SameSite=Lax, as the web session). It stands in
 * for init data wherever the edge asks who the Telegram user is.
 */
export const LINK_SESSION_COOKIE = '__Host-tg-link';
/** A month: the bot sends a fresh link with every conversation long before that. */
export const LINK_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface LinkSession {
  readonly tgId: number;
}

const signature = async (secret: string, tgId: number, issuedAt: number) =>
  toHex(await hmacSha256(secret, `tg-link.${tgId}.${issuedAt}`));

/** The Telegram user the request's link cookie proves; null when absent, forged or expired. */
export const readLinkSession = async (
  request: Request,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<LinkSession | null> => {
  const [id = '', issued = '', mac = '', ...rest] = (
    cookieValue(request, LINK_SESSION_COOKIE) ?? ''
  ).split('.');
  const tgId = Number(id);
  const issuedAt = Number(issued);
  if (rest.length > 0 || !/^[1-9]\d{0,14}$/.test(id) || !Number.isSafeInteger(issuedAt))
    return null;
  if (
    issuedAt > nowSeconds + CLOCK_SKEW_SECONDS ||
    nowSeconds - issuedAt > LINK_SESSION_MAX_AGE_SECONDS
  )
    return null;
  for (const secret of [secrets.current, secrets.previous]) {
    if (secret && hexEqual(await signature(secret, tgId, issuedAt), mac)) return { tgId };
  }
  return null;
};

/** The Set-Cookie header starting a link session for a month, signed with the current secret. */
export const linkSessionCookie = async (
  { tgId }: LinkSession,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const value = `${tgId}.${nowSeconds}.${await signature(secrets.current, tgId, nowSeconds)}`;
  return {
    header: `${LINK_SESSION_COOKIE}=${value}; Max-Age=${LINK_SESSION_MAX_AGE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    expiresAt: (nowSeconds + LINK_SESSION_MAX_AGE_SECONDS) * 1000,
  };
};
