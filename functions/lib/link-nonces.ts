import { CLOCK_SKEW_SECONDS } from './clock-skew';

/**
 * A bot link starts at most one session: the edge records its nonce in D1 (migrations/0002) when
 * a session starts, and keeps it while the link could still be accepted.
 */

/** Whether a session was already started with this link (asked before asking the visitor). */
export const isNonceUsed = async (db: D1Database, nonce: string) =>
  (await db.prepare('SELECT 1 AS used FROM link_nonces WHERE nonce = ?').bind(nonce).first()) !==
  null;

/**
 * Records the nonce, once: true for the one request that recorded it, false for every other,
 * however many arrive at the same moment (the insert is atomic; its change count decides). Rows of
 * links that expired go in the same transaction, so the table holds only links still valid.
 */
export const consumeNonce = async (
  db: D1Database,
  nonce: string,
  linkExpires: number,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM link_nonces WHERE expires_at < ?').bind(nowSeconds),
    db
      .prepare(
        'INSERT INTO link_nonces (nonce, expires_at) VALUES (?, ?) ON CONFLICT (nonce) DO NOTHING',
      )
      .bind(nonce, linkExpires + CLOCK_SKEW_SECONDS),
  ]);
  return inserted?.meta.changes === 1;
};
