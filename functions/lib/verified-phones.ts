/**
 * The phone a Telegram user shared as Telegram's signed contact (POST /api/phone), kept by the
 * edge (D1 `verified_phones`): it names the phone in that user's bearer, so the Telegram user and
 * the web sign-in with the same phone are one customer.
 */
export const recordVerifiedPhone = async (
  db: D1Database,
  tgId: number,
  phone: string,
  nowMs = Date.now(),
) => {
  await db
    .prepare(
      `INSERT INTO verified_phones (tg_id, phone, verified_at) VALUES (?, ?, ?)
       ON CONFLICT(tg_id) DO UPDATE SET phone = excluded.phone, verified_at = excluded.verified_at`,
    )
    .bind(tgId, phone, nowMs)
    .run();
};

export const verifiedPhoneOf = (db: D1Database, tgId: number) =>
  db.prepare('SELECT phone FROM verified_phones WHERE tg_id = ?').bind(tgId).first<string>('phone');
