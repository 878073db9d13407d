import type { SignedIn } from '@pizza-order-app/contract/sign-in';
import { randomToken } from './crypto';
import { sessionSecrets, type Env } from './env';
import { issueToken } from './tokens';
import {
  readWebSession,
  SESSION_MAX_AGE_SECONDS,
  sessionCookie,
  type SessionSecrets,
  type WebSession,
} from './web-session';

/**
 * The web sessions signed in with a phone, as the edge keeps them (migrations/0010): the cookie
 * proves which session a browser holds, the row that the session is still signed in. Deleting the
 * row is what signing out does, so a copy of the cookie taken earlier names nobody afterwards.
 */

/** A use of a session is written at most this often: a write per request would cost every read. */
export const LAST_SEEN_STEP_MS = 24 * 60 * 60 * 1000;

/**
 * Records a session just signed in with `phone` (its id is new: see functions/api/auth/verify.ts),
 * and deletes the sessions unused for longer than their cookie lives: no browser holds those
 * cookies any more, since each use renews its cookie and is written here (readLiveWebSession).
 */
export const recordSignIn = (db: D1Database, sid: string, phone: string, nowMs = Date.now()) =>
  db.batch([
    db
      .prepare('DELETE FROM signed_in_sessions WHERE last_seen_at < ?')
      .bind(nowMs - SESSION_MAX_AGE_SECONDS * 1000 - LAST_SEEN_STEP_MS),
    db
      .prepare(
        'INSERT INTO signed_in_sessions (sid, phone, signed_in_at, last_seen_at) VALUES (?, ?, ?, ?)',
      )
      .bind(sid, phone, nowMs, nowMs),
  ]);

/**
 * Whether a session the cookie proves still stands (an anonymous one always does); a signed-in
 * one's use is written when a day has passed since the last written.
 */
const isSessionLive = async (db: D1Database, { sid, phone }: WebSession, nowMs: number) => {
  if (phone === undefined) return true;
  const lastSeen = await db
    .prepare('SELECT last_seen_at FROM signed_in_sessions WHERE sid = ? AND phone = ?')
    .bind(sid, phone)
    .first<number>('last_seen_at');
  if (lastSeen === null) return false;
  if (nowMs - lastSeen >= LAST_SEEN_STEP_MS)
    await db
      .prepare('UPDATE signed_in_sessions SET last_seen_at = ? WHERE sid = ?')
      .bind(nowMs, sid)
      .run();
  return true;
};

/** Signs one session out; on every device, every session of its phone. */
export const revokeSessions = (
  db: D1Database,
  session: WebSession,
  scope: 'this' | 'every-device',
) =>
  scope === 'every-device' && session.phone !== undefined
    ? db.prepare('DELETE FROM signed_in_sessions WHERE phone = ?').bind(session.phone).run()
    : db.prepare('DELETE FROM signed_in_sessions WHERE sid = ?').bind(session.sid).run();

/**
 * The web session the request's cookie proves (readWebSession) while it stands: null for a
 * signed-in session that was signed out, here or on every device.
 */
export const readLiveWebSession = async (
  request: Request,
  secrets: SessionSecrets,
  db: D1Database,
  nowMs = Date.now(),
): Promise<WebSession | null> => {
  const session = await readWebSession(request, secrets);
  return session && (await isSessionLive(db, session, nowMs)) ? session : null;
};

/**
 * Signs this browser in with `phone` (a code it typed, or the phone a Telegram user confirmed in
 * the bot): a new session id every time, so a copy of the browser's cookie taken before names
 * nobody of the phone's; the session it replaces is signed out. What the browser did before as
 * nobody's yet (its orders) joins the customer through the bearer's `joins` (docs/api.md), which
 * the backend then forgets. The answer's body and its session cookie.
 */
export const signInBrowser = async (request: Request, env: Env, phone: string) => {
  const secrets = sessionSecrets(env);
  const current = await readLiveWebSession(request, secrets, env.DB);
  if (current?.phone !== undefined) await revokeSessions(env.DB, current, 'this');
  const session = { sid: randomToken(), phone };
  await recordSignIn(env.DB, session.sid, phone);
  // Only an anonymous session's record joins: another phone's customer never carries over.
  const joins = current && current.phone === undefined ? { joins: current.sid } : {};
  const body: SignedIn = {
    ...(await issueToken(env.MAIN_API_SECRET, 'main-api', { ...session, ...joins })),
    phone,
  };
  return { body, cookie: await sessionCookie(session, secrets) };
};
