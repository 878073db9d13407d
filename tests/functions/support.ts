import { createPagesEventContext, env } from 'cloudflare:test';
import { sign } from '@telegram-apps/init-data-node/web';
import type { Env } from '../../functions/lib/env';

export const testEnv = env as unknown as Env;

/** Init data as a Telegram client would pass it, signed with the given bot token. */
export const signInitData = (
  userId: number,
  {
    botToken = testEnv.TELEGRAM_BOT_TOKEN,
    authDate = new Date(),
  }: { botToken?: string; authDate?: Date } = {},
) =>
  sign(
    {
      user: { id: userId, first_name: 'Aziz', language_code: 'uz' },
      query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    },
    botToken,
    authDate,
  );

/** Calls a Pages function the way the runtime would. */
export const callFunction = async (handler: PagesFunction<Env>, request: Request) =>
  handler(
    // The test runtime types its bindings loosely; they are the functions' Env (vitest.config.ts).
    createPagesEventContext<PagesFunction>({
      request: request as Request<unknown, IncomingRequestCfProperties>,
      params: {},
      data: {},
      next: () => new Response('next', { status: 404 }),
    }) as unknown as EventContext<Env, string, Record<string, unknown>>,
  );

export const get = (path: string, headers: HeadersInit = {}) =>
  new Request(`http://localhost${path}`, { headers });
