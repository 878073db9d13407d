import { Api } from 'grammy/web';
import { referenceBackendOf, type Env } from '../env';
import { botApiRoot } from './config';

/** Where the reference backend serves its Bot API double (functions/reference-backend/bot-api-double.ts). */
export const BOT_API_DOUBLE_PATH = '/api/_dev/bot-api';

/**
 * The bot's fetch: a call to the reference backend's Bot API double is answered in the same
 * worker (a Pages function's request to its own address does not come back to it), every other
 * one goes out to the network.
 */
export const botFetch =
  (env: Env): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const toDouble = new URL(request.url).pathname.startsWith(`${BOT_API_DOUBLE_PATH}/`);
    const backend = toDouble ? await referenceBackendOf(env) : null;
    return backend ? backend.fetch(request, env) : fetch(request);
  };

/** The client options of every bot call the edge makes. */
export const botClientOptions = (env: Env) => ({
  apiRoot: botApiRoot(env),
  fetch: botFetch(env),
});

/** The Bot API on its own, for the messages the edge sends outside an update. */
export const botApi = (env: Env) => new Api(env.TELEGRAM_BOT_TOKEN, botClientOptions(env));
