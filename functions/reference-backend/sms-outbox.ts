import { Hono } from 'hono';
import * as v from 'valibot';
import { PhoneSchema } from '@pizza-order-app/contract/common';
import type { ReferenceBackendEnv } from './context';

interface MessageRow {
  phone: string;
  text: string;
  at: string;
}

const MessageSchema = v.object({ phone: PhoneSchema, text: v.pipe(v.string(), v.maxLength(1000)) });

/**
 * The development outbox that stands in for the SMS provider (functions/lib/sms-sender.ts): the
 * edge's sender posts each message here, and `GET /api/_dev/sms` lists them
 * (`{ messages: [{ phone, text, at }] }`, oldest first), so a newcomer on `npm start` and the tests
 * read the sign-in code. Served only with the reference backend.
 */
export const smsOutbox = new Hono<ReferenceBackendEnv>()
  .get('/_dev/sms', async (c) => {
    const { results } = await c.env.DB.prepare(
      'SELECT phone, text, at FROM sms_outbox ORDER BY id',
    ).all<MessageRow>();
    return c.json({ messages: results });
  })
  .post('/_dev/sms', async (c) => {
    const message = v.safeParse(MessageSchema, await c.req.json().catch(() => null));
    if (!message.success) return c.json({ message: 'Send { phone, text }' }, 400);
    await c.env.DB.prepare('INSERT INTO sms_outbox (phone, text, at) VALUES (?, ?, ?)')
      .bind(message.output.phone, message.output.text, new Date().toISOString())
      .run();
    return c.json({ sent: true });
  });
