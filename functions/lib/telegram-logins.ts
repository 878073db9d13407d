import Bowser from 'bowser';
import { randomToken, sha256Hex } from './crypto';

/**
 * Sign-in through the chain's bot (migrations/0013): no SMS, the phone the customer shared in
 * Telegram. A browser starts one (`POST /api/auth/telegram`) and gets a token for the bot link
 * and a key for its cookie; the Telegram user who opens the link answers it in the bot; the
 * starting browser, asking with both, is then signed in once. Every step is one conditional
 * UPDATE, so a repeated or racing answer changes nothing.
 */

/** The starting browser's key: only that browser finishes the sign-in. */
export const TELEGRAM_LOGIN_COOKIE = '__Host-tg-login';
/** How long a started sign-in may be confirmed: long enough to switch to Telegram, no longer. */
export const TELEGRAM_LOGIN_TTL_MS = 5 * 60 * 1000;

/** The cookie that holds the starting browser's key for the sign-in's life; empty, it ends it. */
export const telegramLoginCookie = (browserKey = '') =>
  `${TELEGRAM_LOGIN_COOKIE}=${browserKey}; Max-Age=${browserKey ? TELEGRAM_LOGIN_TTL_MS / 1000 : 0}; Path=/; HttpOnly; Secure; SameSite=Lax`;
/** The bot names the browser by at most this much of it. */
const DEVICE_MAX_LENGTH = 64;

/** Why a sign-in cannot go on: the bot and the browser say so each in its own words. */
export type TelegramLoginEnd = 'expired' | 'used' | 'cancelled' | 'other-browser';

/** "Chrome, Windows": what the starting browser says it is, for its owner to recognise. */
export const deviceOf = (userAgent: string | null) => {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  return [browser.name, os.name]
    .filter((part): part is string => Boolean(part))
    .join(', ')
    .slice(0, DEVICE_MAX_LENGTH);
};

export const startTelegramLogin = async (db: D1Database, device: string, nowMs = Date.now()) => {
  const token = randomToken();
  const browserKey = randomToken();
  const expiresAt = nowMs + TELEGRAM_LOGIN_TTL_MS;
  await db.batch([
    // Finished or dead sign-ins go as new ones start: the table holds only live ones.
    db.prepare('DELETE FROM telegram_logins WHERE expires_at <= ?').bind(nowMs),
    db
      .prepare(
        `INSERT INTO telegram_logins (token_hash, browser_hash, device, expires_at)
         VALUES (?, ?, ?, ?)`,
      )
      .bind(await sha256Hex(token), await sha256Hex(browserKey), device, expiresAt),
  ]);
  return { token, browserKey, expiresAt };
};

interface LoginRow {
  readonly id: number;
  readonly browser_hash: string;
  readonly device: string;
  readonly expires_at: number;
  readonly tg_id: number | null;
  readonly phone: string | null;
  readonly state: 'waiting' | 'opened' | 'confirmed' | 'cancelled' | 'used';
}

const rowOfToken = async (db: D1Database, token: string) =>
  db
    .prepare('SELECT * FROM telegram_logins WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .first<LoginRow>();

/**
 * The bot's `/start login-<token>` from `tgId`: the sign-in is theirs to answer from now on (the
 * same user may open it again). The browser it names, or why it cannot go on.
 */
export const openTelegramLogin = async (
  db: D1Database,
  token: string,
  tgId: number,
  nowMs = Date.now(),
): Promise<{ ok: true; id: number; device: string } | { ok: false; end: TelegramLoginEnd }> => {
  const opened = await db
    .prepare(
      `UPDATE telegram_logins SET tg_id = ?1, state = 'opened'
       WHERE token_hash = ?2 AND expires_at > ?3
         AND (state = 'waiting' OR (state = 'opened' AND tg_id = ?1))
       RETURNING id, device`,
    )
    .bind(tgId, await sha256Hex(token), nowMs)
    .first<{ id: number; device: string }>();
  if (opened) return { ok: true, ...opened };
  const row = await rowOfToken(db, token);
  return { ok: false, end: !row || row.expires_at <= nowMs ? 'expired' : 'used' };
};

/** The sign-in `tgId` opened last and has not answered yet (they were asked for their phone). */
export const openedTelegramLoginOf = (db: D1Database, tgId: number, nowMs = Date.now()) =>
  db
    .prepare(
      `SELECT id, device FROM telegram_logins
       WHERE tg_id = ? AND state = 'opened' AND expires_at > ? ORDER BY id DESC LIMIT 1`,
    )
    .bind(tgId, nowMs)
    .first<{ id: number; device: string }>();

/**
 * `tgId`'s answer in the bot: confirmed with their phone, or cancelled. Only the user who opened
 * it, only once, only in time; why not otherwise.
 */
export const answerTelegramLogin = async (
  db: D1Database,
  answer: { id: number; tgId: number; phone: string | null },
  nowMs = Date.now(),
): Promise<{ ok: true } | { ok: false; end: TelegramLoginEnd }> => {
  const answered = await db
    .prepare(
      `UPDATE telegram_logins SET state = ?1, phone = ?2
       WHERE id = ?3 AND tg_id = ?4 AND state = 'opened' AND expires_at > ?5 RETURNING id`,
    )
    .bind(answer.phone ? 'confirmed' : 'cancelled', answer.phone, answer.id, answer.tgId, nowMs)
    .first();
  if (answered) return { ok: true };
  const row = await db
    .prepare('SELECT expires_at FROM telegram_logins WHERE id = ?')
    .bind(answer.id)
    .first<number>('expires_at');
  return { ok: false, end: row === null || row <= nowMs ? 'expired' : 'used' };
};

/**
 * The starting browser asks with the token and its key: still waiting, signed in with the phone
 * the Telegram user confirmed (once: the sign-in is used from then on), or why it ended.
 */
export const finishTelegramLogin = async (
  db: D1Database,
  token: string,
  browserKey: string | null,
  nowMs = Date.now(),
): Promise<
  | { state: 'waiting' }
  | { state: 'confirmed'; phone: string }
  | { state: 'ended'; end: TelegramLoginEnd }
> => {
  const row = await rowOfToken(db, token);
  if (!row) return { state: 'ended', end: 'expired' };
  if (browserKey === null || (await sha256Hex(browserKey)) !== row.browser_hash)
    return { state: 'ended', end: 'other-browser' };
  if (row.state === 'cancelled') return { state: 'ended', end: 'cancelled' };
  if (row.state === 'used') return { state: 'ended', end: 'used' };
  if (row.expires_at <= nowMs) return { state: 'ended', end: 'expired' };
  if (row.state !== 'confirmed' || !row.phone) return { state: 'waiting' };
  const used = await db
    .prepare(`UPDATE telegram_logins SET state = 'used' WHERE id = ? AND state = 'confirmed'`)
    .bind(row.id)
    .run();
  return used.meta.changes === 1
    ? { state: 'confirmed', phone: row.phone }
    : { state: 'ended', end: 'used' };
};
