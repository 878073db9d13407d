// Puts the chain's bot live (docs/features.md, "The bot"): its webhook, menu button, commands and
// descriptions in ru, en and uz. Every call sets a value, so running it again changes nothing.
//   TELEGRAM_BOT_TOKEN=… TELEGRAM_WEBHOOK_SECRET=… npm run bot:setup -- --site https://pizza.example
// Optional: BOT_OPERATOR_IDS (they also get /link in their command list), TELEGRAM_API_URL (another
// Bot API root: the local double, `--api http://127.0.0.1:8788/api/_dev/bot-api`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The edge's webhook path (packages/contract/src/telegram-webhook.ts); a test keeps the two the same. */
export const WEBHOOK_PATH = '/api/telegram/webhook';

/** The updates the bot handles: messages (commands, text, write_access_allowed). */
export const ALLOWED_UPDATES = ['message'];

export const LANGUAGES = ['ru', 'en', 'uz'];

/** The bot's texts, the `bot` group of the app's messages (run from the repository's root). */
const botTexts = (language) => JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')).bot;

/**
 * The menu's path in a language, as the app localizes it (`/`, `/en/`, `/uz/`), with the marker of
 * a Telegram launch the edge reads (packages/contract/src/lib/telegram-query.ts; a test keeps the two the same).
 */
const menuUrl = (site, language) => `${site}${language === 'ru' ? '' : `/${language}`}/?tg=1`;

/**
 * Every Bot API call that puts the bot live, in order: `[method, body]`.
 * @param {{ site: string, secret: string, operatorIds?: number[],
 *   texts?: (language: string) => Record<string, string> }} options
 * @returns {[string, Record<string, unknown>][]}
 */
export const setupCalls = ({ site, secret, operatorIds = [], texts = botTexts }) => {
  const byLanguage = LANGUAGES.map((language) => [language, texts(language)]);
  const commands = (bot, forOperators) => [
    { command: 'menu', description: bot['command-menu'] },
    { command: 'orders', description: bot['command-orders'] },
    { command: 'repeat', description: bot['command-repeat'] },
    { command: 'contacts', description: bot['command-contacts'] },
    { command: 'language', description: bot['command-language'] },
    { command: 'help', description: bot['command-help'] },
    { command: 'web', description: bot['command-web'] },
    ...(forOperators ? [{ command: 'link', description: bot['command-link'] }] : []),
  ];
  // Russian is also what a user of any other language sees (no language_code).
  const localized = (method, body) =>
    byLanguage.flatMap(([language, bot]) => [
      [method, { ...body(bot), language_code: language }],
      ...(language === 'ru' ? [[method, body(bot)]] : []),
    ]);
  return [
    [
      'setWebhook',
      { url: `${site}${WEBHOOK_PATH}`, secret_token: secret, allowed_updates: ALLOWED_UPDATES },
    ],
    [
      'setChatMenuButton',
      {
        menu_button: {
          type: 'web_app',
          text: byLanguage.map(([, bot]) => bot.open).join(' / '),
          web_app: { url: menuUrl(site, 'ru') },
        },
      },
    ],
    ...localized('setMyCommands', (bot) => ({ commands: commands(bot, false) })),
    ...operatorIds.flatMap((chatId) =>
      localized('setMyCommands', (bot) => ({
        commands: commands(bot, true),
        scope: { type: 'chat', chat_id: chatId },
      })),
    ),
    ...localized('setMyDescription', (bot) => ({ description: bot.description })),
    ...localized('setMyShortDescription', (bot) => ({
      short_description: bot['short-description'],
    })),
  ];
};

/**
 * Makes the calls, stopping at the first Telegram refuses; returns what each set.
 * @param {{ apiRoot: string, token: string, calls: [string, Record<string, unknown>][],
 *   fetch?: typeof globalThis.fetch }} options
 */
export const setUpBot = async ({ apiRoot, token, calls, fetch = globalThis.fetch }) => {
  const done = [];
  for (const [method, body] of calls) {
    const response = await fetch(`${apiRoot}/bot${token}/${method}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ ok: false, description: 'no JSON' }));
    if (!answer.ok) throw new Error(`${method} failed: ${answer.description ?? response.status}`);
    done.push([method, body]);
  }
  return done;
};

/** One line per call, without the webhook's secret. */
const describeCall = ([method, body]) =>
  `${method} ${JSON.stringify(body, (key, value) => (key === 'secret_token' ? undefined : value))}`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: process.env.SITE_URL },
      api: { type: 'string', default: process.env.TELEGRAM_API_URL || 'https://api.telegram.org' },
    },
  });
  const token = process.env.TELEGRAM_BOT_TOKEN;
  const secret = process.env.TELEGRAM_WEBHOOK_SECRET;
  if (!token) throw new Error('set TELEGRAM_BOT_TOKEN (from @BotFather)');
  if (!secret) throw new Error('set TELEGRAM_WEBHOOK_SECRET (the value the edge has)');
  if (!values.site) throw new Error('give the site’s public URL: --site https://… (or SITE_URL)');
  const site = new URL(values.site).origin;
  const operatorIds = (process.env.BOT_OPERATOR_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id))
    .map(Number);
  const done = await setUpBot({
    apiRoot: values.api.replace(/\/+$/, ''),
    token,
    calls: setupCalls({ site, secret, operatorIds }),
  });
  for (const call of done) console.log(`✓ ${describeCall(call)}`);
};

if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
