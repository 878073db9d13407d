import { GrammyError, HttpError } from 'grammy/web';
import { routePath } from '@pizza-order-app/contract/config/routes';
import {
  orderNewsCode,
  type OrderNewsOutcome,
  type OrderStatusEvent,
} from '@pizza-order-app/contract/order-events';
import { languageBase } from '@pizza-order-app/contract/i18n/language-path';
import { withTelegramQuery } from '@pizza-order-app/contract/lib/telegram-query';
import type { Env } from '../env';
import { botApi } from './bot-api';
import { chatOf, updateChat } from './chats';
import { orderNewsMessage } from './order-news-text';
import { botText } from './texts';

/**
 * Claims one change of an order for sending, once: a new change, or one kept while the Bot API
 * was down. Any other request for the same change (at the same moment, or later) gets nothing.
 */
const claim = async (db: D1Database, event: OrderStatusEvent, nowSeconds: number) =>
  (await db
    .prepare(
      `INSERT INTO order_news (order_id, status_code, tg_id, state, attempts, updated_at)
       VALUES (?1, ?2, ?3, 'sending', 0, ?4)
       ON CONFLICT (order_id, status_code) DO UPDATE SET state = 'sending', updated_at = ?4
       WHERE state = 'kept'
       RETURNING attempts`,
    )
    .bind(event.orderId, orderNewsCode(event), event.tgId, nowSeconds)
    .first<number>('attempts')) !== null;

const settle = (
  db: D1Database,
  event: OrderStatusEvent,
  state: 'sent' | 'kept' | 'skipped',
  nowSeconds: number,
) =>
  db
    .prepare(
      `UPDATE order_news SET state = ?, attempts = attempts + ?, updated_at = ?
       WHERE order_id = ? AND status_code = ?`,
    )
    .bind(state, state === 'skipped' ? 0 : 1, nowSeconds, event.orderId, orderNewsCode(event))
    .run();

/** The order's older changes still kept: the newest status, now sent, tells them too. */
const supersedeKept = (db: D1Database, event: OrderStatusEvent, nowSeconds: number) =>
  db
    .prepare(
      `UPDATE order_news SET state = 'superseded', updated_at = ?
       WHERE order_id = ? AND status_code <> ? AND state = 'kept'`,
    )
    .bind(nowSeconds, event.orderId, orderNewsCode(event))
    .run();

/** The Bot API could not be reached or could not answer now: worth trying again later. */
const isOutage = (error: unknown) =>
  error instanceof HttpError ||
  (error instanceof GrammyError && (error.error_code >= 500 || error.error_code === 429));

/**
 * Tells the order's customer about one status change, in the order's language, with the
 * tracker as a Web App button: once per change, and only to a customer who let the bot write to
 * them and has not blocked it. A Bot API outage keeps the change: the order's next change (or
 * the same one posted again) sends the newest status once, and the kept ones go with it.
 */
export const deliverOrderNews = async (
  env: Env,
  site: string,
  event: OrderStatusEvent,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<OrderNewsOutcome> => {
  const { DB: db } = env;
  // The app asked for this order: the answer, and the language the customer chose there.
  await updateChat(db, event.tgId, {
    language: event.language,
    ...(event.botMayWrite === undefined ? {} : { mayWrite: event.botMayWrite }),
  });
  if (!(await claim(db, event, nowSeconds))) return 'already-told';
  const chat = await chatOf(db, event.tgId);
  if (!chat?.mayWrite || chat.blocked) {
    await settle(db, event, 'skipped', nowSeconds);
    return chat?.blocked ? 'blocked' : 'not-allowed';
  }
  const tracker = `${site}${withTelegramQuery(`${languageBase(event.language)}${routePath('tracker', { id: event.orderId })}`)}`;
  // The tracker pays, follows and rates the order alike.
  const { text, button } = orderNewsMessage(event, new Date(nowSeconds * 1000));
  try {
    await botApi(env).sendMessage(event.tgId, text, {
      reply_markup: {
        inline_keyboard: [[{ text: botText(event.language, button), web_app: { url: tracker } }]],
      },
    });
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 403) {
      await updateChat(db, event.tgId, { blocked: true });
      await settle(db, event, 'skipped', nowSeconds);
      return 'blocked';
    }
    if (!isOutage(error)) {
      // Telegram refused this message for good (400: no such chat): nothing to try again.
      await settle(db, event, 'skipped', nowSeconds);
      throw error;
    }
    console.warn('order news kept: the Bot API is unreachable', {
      orderId: event.orderId,
      statusCode: event.statusCode,
      error: error instanceof Error ? error.message : String(error),
    });
    await settle(db, event, 'kept', nowSeconds);
    return 'kept';
  }
  await settle(db, event, 'sent', nowSeconds);
  await supersedeKept(db, event, nowSeconds);
  return 'sent';
};
