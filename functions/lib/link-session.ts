import { BOT_LINK_MAX_TTL_SECONDS } from './bot-link';
import { CLOCK_SKEW_SECONDS } from './clock-skew';
import { readSignedCookie, signedCookieHeader, type SessionSecrets } from './signed-cookie';

/**
 * The session a verified bot link starts in a plain browser: the Telegram user the bot vouched
 * for and the link's expiry, in a signed cookie (`__Host-`, HttpOnly, SameSite=Lax, as the web
 * session). It stands in for init data wherever the edge asks who the Telegram user is, and ends
 * with the link: a forwarded or leaked link's session cannot outlive the link itself.
 */
export const LINK_SESSION_COOKIE = '__Host-tg-link';

const LINK_SESSION = {
  name: LINK_SESSION_COOKIE,
  purpose: 'tg-link',
  // No link lives longer; the link's own expiry, signed in the value, ends it sooner.
  maxAgeSeconds: BOT_LINK_MAX_TTL_SECONDS + CLOCK_SKEW_SECONDS,
};

/** `<tgId>_<link expiry in Unix seconds>`. */
const SUBJECT = /^[1-9]\d{0,14}_\d{1,12}$/;

export interface LinkSession {
  readonly tgId: number;
  /** The link's `expires`, Unix seconds: the session ends then. */
  readonly expires: number;
}

/** The Telegram user the request's link cookie proves; null when absent, forged or expired. */
export const readLinkSession = async (
  request: Request,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<LinkSession | null> => {
  const subject = await readSignedCookie(request, LINK_SESSION, secrets, SUBJECT, nowSeconds);
  if (subject === null) return null;
  const [tgId, expires] = subject.split('_').map(Number);
  return tgId && expires && expires > nowSeconds ? { tgId, expires } : null;
};

/** The Set-Cookie header starting a link session that ends with the link, and when that is. */
export const linkSessionCookie = async (
  { tgId, expires }: LinkSession,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
) => ({
  header: await signedCookieHeader(
    { ...LINK_SESSION, maxAgeSeconds: Math.max(0, expires - nowSeconds) },
    `${tgId}_${expires}`,
    secrets,
    nowSeconds,
  ),
  expiresAt: expires * 1000,
});

/** The Set-Cookie header that ends the link session in this browser. */
export const endedLinkSessionCookie = () =>
  `${LINK_SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`;
