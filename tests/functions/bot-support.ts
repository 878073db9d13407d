import * as v from 'valibot';
import type { Env } from '../../functions/lib/env';
import { api, callFunction, testEnv } from './support';

/** The chain's bot as Telegram and the tests reach it: the webhook, and the Bot API double's record. */

let nextUpdateId = 1000;

export interface TestUser {
  readonly id: number;
  readonly first_name: string;
  readonly language_code?: string;
  readonly is_bot?: boolean;
}

export const CUSTOMER: TestUser = { id: 77, first_name: 'Aziz', language_code: 'uz' };
export const OPERATOR: TestUser = { id: 100500, first_name: 'Dilnoza', language_code: 'ru' };

/** A private message as Telegram sends it; a leading command gets its `bot_command` entity. */
export const messageUpdate = (
  text: string,
  from: TestUser = CUSTOMER,
  {
    updateId = nextUpdateId++,
    chatType = 'private',
  }: { updateId?: number; chatType?: string } = {},
) => {
  const command = /^\/\S+/.exec(text)?.[0];
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatType === 'private' ? from.id : -42, type: chatType },
      from: { is_bot: false, ...from },
      text,
      ...(command
        ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] }
        : {}),
    },
  };
};

export const newUpdateId = () => nextUpdateId++;

export const postUpdate = (
  update: unknown,
  {
    secret = testEnv.TELEGRAM_WEBHOOK_SECRET,
    env = {},
    headers = {},
  }: { secret?: string | null; env?: Partial<Env>; headers?: Record<string, string> } = {},
) =>
  callFunction(
    api,
    new Request('http://localhost/api/telegram/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret }),
        ...headers,
      },
      body: typeof update === 'string' ? update : JSON.stringify(update),
    }),
    env,
  );

const CallsSchema = v.object({
  calls: v.array(
    v.object({
      method: v.string(),
      body: v.record(v.string(), v.unknown()),
      at: v.string(),
    }),
  ),
});

/** What the Bot API double recorded (GET /api/_dev/bot-api/calls), as anyone may read it locally. */
export const botCalls = async (env: Partial<Env> = {}) => {
  const response = await callFunction(
    api,
    new Request('http://localhost/api/_dev/bot-api/calls'),
    env,
  );
  if (!response.ok) throw new Error(`calls: ${response.status}`);
  return v.parse(CallsSchema, await response.json()).calls;
};

export const forgetBotCalls = () => testEnv.DB.prepare('DELETE FROM bot_api_calls').run();

const ButtonSchema = v.object({
  text: v.string(),
  web_app: v.optional(v.object({ url: v.string() })),
  url: v.optional(v.string()),
});
const SentSchema = v.object({
  chat_id: v.number(),
  text: v.string(),
  reply_markup: v.optional(v.object({ inline_keyboard: v.array(v.array(ButtonSchema)) })),
});

/** The messages the bot sent, read as Telegram would. */
export const sentMessages = async () =>
  (await botCalls())
    .filter(({ method }) => method === 'sendMessage')
    .map(({ body }) => v.parse(SentSchema, body));

/** The one message the bot sent, with its first button. */
export const onlyMessage = async () => {
  const sent = await sentMessages();
  if (sent.length !== 1) throw new Error(`expected one message, got ${sent.length}`);
  const [message] = sent as [v.InferOutput<typeof SentSchema>];
  return { ...message, button: message.reply_markup?.inline_keyboard[0]?.[0] };
};
