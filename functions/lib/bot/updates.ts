/** Telegram keeps an update it could not deliver for a day: a seen id need not be kept longer. */
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * Records an update's id, once: true for the one request that recorded it, false for a repeat
 * (Telegram sends an update again until it gets a 2xx, and may send it twice at once).
 */
export const firstTimeSeen = async (
  db: D1Database,
  updateId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const [, inserted] = await db.batch([
    db.prepare('DELETE FROM bot_updates WHERE received_at < ?').bind(nowSeconds - KEEP_SECONDS),
    db
      .prepare(
        'INSERT INTO bot_updates (update_id, received_at) VALUES (?, ?) ON CONFLICT (update_id) DO NOTHING',
      )
      .bind(updateId, nowSeconds),
  ]);
  return inserted?.meta.changes === 1;
};
