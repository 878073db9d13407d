import { createPagesEventContext, env } from 'cloudflare:test';
import { sign } from '@telegram-apps/init-data-node/web';
import * as apiFunction from '../../functions/api/[[path]]';
import { randomToken } from '../../functions/lib/crypto';
import type { Env } from '../../functions/lib/env';
import { issueToken, type CustomerClaim } from '../../functions/lib/tokens';

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

/**
 * Calls a Pages function the way the runtime would, with the test bindings (vitest.config.ts);
 * `env` replaces some of them, as a Pages project configured otherwise would, and `next` answers
 * for what comes after the function (a middleware's page or file). A list of functions is a
 * chain, as Pages runs the middleware of a path and then its endpoint: each one's `next` calls
 * the one after it, with the request it was given (or its own).
 */
export const callFunction = async (
  handler: PagesFunction<Env> | readonly PagesFunction<Env>[],
  request: Request,
  env: Partial<Env> = {},
  next: (request: Request) => Response | Promise<Response> = () =>
    new Response('next', { status: 404 }),
) => {
  // The test runtime types its bindings loosely; they are the functions' Env.
  const context = createPagesEventContext<PagesFunction>({
    request: request as Request<unknown, IncomingRequestCfProperties>,
    params: {},
    data: {},
    next,
  }) as unknown as EventContext<Env, string, Record<string, unknown>>;
  const chain: readonly PagesFunction<Env>[] = typeof handler === 'function' ? [handler] : handler;
  const run = async (index: number, current: Request): Promise<Response> => {
    const step = chain[index];
    if (!step) return next(current);
    return step({
      ...context,
      env: { ...context.env, ...env },
      request: current as typeof context.request,
      next: (input?: Request | string, init?: RequestInit) =>
        run(index + 1, input === undefined ? current : new Request(input, init)),
    });
  };
  return run(0, request);
};

/** What a browser adds to a request a page of the site itself sends (`fetch` from the app). */
export const SAME_ORIGIN = { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };

/** The edge's /api as Pages runs it: the hono app, its middleware, endpoints and fallback. */
export const api: PagesFunction<Env> = apiFunction.onRequest;

export const get = (path: string, headers: HeadersInit = {}) =>
  new Request(`http://localhost${path}`, { headers });

/** A new web customer, as the edge's session cookie would name one. */
export const newWebCustomer = (): CustomerClaim => ({ sid: randomToken() });

/** A main API bearer as /api/token issues it, naming `customer` (null: an anonymous visitor). */
export const mainBearer = async (customer: CustomerClaim | null = null) =>
  `Bearer ${(await issueToken(testEnv.MAIN_API_SECRET, 'main-api', customer)).token}`;

export const hrBearer = async (customer: CustomerClaim | null = null) =>
  `Bearer ${(await issueToken(testEnv.HR_API_SECRET, 'hr-api', customer)).token}`;

const hmac = async (key: string | ArrayBuffer, data: string) =>
  crypto.subtle.sign(
    'HMAC',
    await crypto.subtle.importKey(
      'raw',
      typeof key === 'string' ? new TextEncoder().encode(key) : key,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    ),
    new TextEncoder().encode(data),
  );

/**
 * The contact a Telegram client returns when the user shares their number (`contact=…&auth_date=…
 * &hash=…`), signed as Telegram signs it: written here with WebCrypto, apart from the edge's code.
 */
export const signContact = async (
  userId: number,
  phone: string,
  {
    botToken = testEnv.TELEGRAM_BOT_TOKEN,
    authDate = new Date(),
  }: { botToken?: string; authDate?: Date } = {},
) => {
  const params = new URLSearchParams({
    contact: JSON.stringify({ user_id: userId, phone_number: phone, first_name: 'Aziz' }),
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
  });
  const checkString = [...params]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = await hmac('WebAppData', botToken);
  const hash = [...new Uint8Array(await hmac(secret, checkString))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  params.set('hash', hash);
  return params.toString();
};
