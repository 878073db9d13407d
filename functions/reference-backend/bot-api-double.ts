import { Hono } from 'hono';
import { secretEqual } from '../lib/crypto';
import type { ReferenceBackendEnv } from './context';

interface CallRow {
  method: string;
  body: string;
  at: string;
}

/** What Telegram answers a method with, as far as the bot reads it. */
const resultOf = (method: string, body: Record<string, unknown>, callId: number) => {
  if (method === 'sendMessage')
    return {
      message_id: callId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: body.chat_id, type: 'private' },
      text: body.text,
    };
  // Telegram's invoice links are t.me/$<slug>; the slug here names the call, so each is its own.
  if (method === 'createInvoiceLink') return `https://t.me/$dev-invoice-${callId}`;
  return true;
};

/**
 * A stand-in for the Telegram Bot API (TELEGRAM_API_URL points here locally and in the tests):
 * `POST /api/_dev/bot-api/bot<token>/<method>` answers as Telegram does (`{ ok, result }`, 401
 * for another token) and records the call; `GET /api/_dev/bot-api/calls` lists them
 * (`{ calls: [{ method, body, at }] }`, oldest first). Served only with the reference backend.
 */
export const botApiDouble = new Hono<ReferenceBackendEnv>()
  .get('/_dev/bot-api/calls', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT method, body, at FROM bot_api_calls ORDER BY id',
    ).all<CallRow>();
    return c.json({
      calls: results.map(({ method, body, at }) => ({
        method,
        body: JSON.parse(body) as unknown,
        at,
      })),
    });
  })
  .post('/_dev/bot-api/:bot/:method', async (c) => {
    const { bot, method } = c.req.param();
    if (!secretEqual(bot, `bot${c.env.TELEGRAM_BOT_TOKEN}`))
      return c.json({ ok: false, error_code: 401, description: 'Unauthorized' }, 401);
    const raw: unknown = await c.req.json().catch(() => ({}));
    const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const id = await c.env.DB.prepare(
      'INSERT INTO bot_api_calls (method, body, at) VALUES (?, ?, ?) RETURNING id',
    )
      .bind(method, JSON.stringify(body), new Date().toISOString())
      .first<number>('id');
    return c.json({ ok: true, result: resultOf(method, body, id ?? 0) });
  });
