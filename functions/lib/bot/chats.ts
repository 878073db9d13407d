import { isLanguage, type Language } from '@pizza-order-app/contract/config/languages';

/** What the edge knows of a Telegram user the bot has met (migrations/0003_bot.sql). */
export interface BotChat {
  readonly language: Language | null;
  readonly mayWrite: boolean;
  readonly blocked: boolean;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const chatOf = async (db: D1Database, tgId: number): Promise<BotChat | null> => {
  const row = await db
    .prepare('SELECT language, may_write, blocked FROM bot_chats WHERE tg_id = ?')
    .bind(tgId)
    .first<{ language: string | null; may_write: number; blocked: number }>();
  if (!row) return null;
  return {
    language: isLanguage(row.language) ? row.language : null,
    mayWrite: row.may_write === 1,
    blocked: row.blocked === 1,
  };
};

type ChatChange = {
  readonly language?: Language;
  readonly mayWrite?: boolean;
  readonly blocked?: boolean;
};

/** Records what the edge learnt of a user; what the change leaves out stays as it was. */
export const updateChat = (db: D1Database, tgId: number, change: ChatChange) => {
  const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);
  return db
    .prepare(
      `INSERT INTO bot_chats (tg_id, language, may_write, blocked, updated_at)
       VALUES (?1, ?2, COALESCE(?3, 0), COALESCE(?4, 0), ?5)
       ON CONFLICT (tg_id) DO UPDATE SET
         language = COALESCE(?2, language),
         may_write = COALESCE(?3, may_write),
         blocked = COALESCE(?4, blocked),
         updated_at = ?5`,
    )
    .bind(tgId, change.language ?? null, flag(change.mayWrite), flag(change.blocked), nowSeconds())
    .run();
};

/**
 * The order the bot last told this user about (its news are theirs alone: each event names the
 * order's own Telegram user), or null when it told them of none.
 */
export const lastOrderOf = async (db: D1Database, tgId: number) =>
  (await db
    .prepare(
      'SELECT order_id FROM order_news WHERE tg_id = ? ORDER BY updated_at DESC, order_id DESC LIMIT 1',
    )
    .bind(tgId)
    .first<number>('order_id')) ?? null;
