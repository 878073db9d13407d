import type { Env } from '../env';

export const TELEGRAM_API_ROOT = 'https://api.telegram.org';

/** Where the bot's calls go: TELEGRAM_API_URL (the reference backend's double locally), else Telegram. */
export const botApiRoot = (env: Env) =>
  (env.TELEGRAM_API_URL || TELEGRAM_API_ROOT).replace(/\/+$/, '');

/** The Telegram users who may make customer links with /link (BOT_OPERATOR_IDS, comma-separated). */
export const isOperator = (env: Env, tgId: number) =>
  (env.BOT_OPERATOR_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .includes(String(tgId));

/**
 * A link that opens the mini app inside Telegram with a start parameter: the named Mini App
 * (BOT_APP_NAME, as BotFather's /newapp set it) or, without one, the bot's main Mini App.
 */
export const telegramAppLink = (env: Env, startParam: string) => {
  const app = env.BOT_APP_NAME ? `/${env.BOT_APP_NAME}` : '';
  return `https://t.me/${env.BOT_USERNAME}${app}?startapp=${startParam}`;
};
