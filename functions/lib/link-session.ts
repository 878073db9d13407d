import { readSignedCookie, signedCookieHeader, type SessionSecrets } from './signed-cookie';

/**
 * The session a verified bot link starts in a plain browser: the Telegram user the bot vouched
 * for, in a signed cookie (`__Host-`, HttpOnly, SameSite=Lax, as the web session). It stands in
 * for init data wherever the edge asks who the Telegram user is.
 */
export const LINK_SESSION_COOKIE = '__Host-tg-link';
/** A month: the bot sends a fresh link with every conversation long before that. */
export const LINK_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const LINK_SESSION = {
  name: LINK_SESSION_COOKIE,
  purpose: 'tg-link',
  maxAgeSeconds: LINK_SESSION_MAX_AGE_SECONDS,
};

export interface LinkSession {
  readonly tgId: number;
}

/** The Telegram user the request's link cookie proves; null when absent, forged or expired. */
export const readLinkSession = async (
  request: Request,
  secrets: SessionSecrets,
  nowSeconds?: number,
): Promise<LinkSession | null> => {
  const tgId = await readSignedCookie(
    request,
    LINK_SESSION,
    secrets,
    /^[1-9]\d{0,14}$/,
    nowSeconds,
  );
  return tgId === null ? null : { tgId: Number(tgId) };
};

/** The Set-Cookie header starting a link session for a month, and when it ends. */
export const linkSessionCookie = async (
  { tgId }: LinkSession,
  secrets: SessionSecrets,
  nowSeconds = Math.floor(Date.now() / 1000),
) => ({
  header: await signedCookieHeader(LINK_SESSION, String(tgId), secrets, nowSeconds),
  expiresAt: (nowSeconds + LINK_SESSION_MAX_AGE_SECONDS) * 1000,
});
