import { Bot, type Context } from 'grammy/web';
import type { UserFromGetMe } from 'grammy/types';
import * as v from 'valibot';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  LANGUAGES,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import { routePath } from '@pizza-order-app/contract/config/routes';
import { singleLineText } from '@pizza-order-app/contract/fields';
import { NAME_MAX_LENGTH } from '@pizza-order-app/contract/link-session';
import { languageBase } from '@pizza-order-app/contract/i18n/language-path';
import { START_APP_QUERY } from '@pizza-order-app/contract/lib/start-app-query';
import {
  formatStartParam,
  parseStartParam,
  START_PARAM_MAX_LENGTH,
} from '@pizza-order-app/contract/lib/start-param';
import { withTelegramQuery } from '@pizza-order-app/contract/lib/telegram-query';
import { signBotLink } from '../bot-link';
import { randomToken } from '../crypto';
import type { Env } from '../env';
import { botClientOptions } from './bot-api';
import { chatOf, lastOrderOf, updateChat } from './chats';
import { isOperator, telegramAppLink } from './config';
import { answerPreCheckout, reportSuccessfulPayment } from './payments';
import { createSignIn, telegramLoginToken } from './sign-in';
import { appText, botText, languageOfTag, type BotTextKey } from './texts';

/** How long a /web link may start a session: long enough to move to a desktop, no longer. */
export const WEB_LINK_TTL_SECONDS = 60 * 60;

/**
 * Who the bot is, from its settings rather than a `getMe` per update: the token's first part is
 * the bot's id, BOT_USERNAME its username (which commands may name: `/start@bot`).
 */
const botInfoOf = (env: Env): UserFromGetMe => ({
  id: Number(env.TELEGRAM_BOT_TOKEN.split(':')[0]),
  is_bot: true,
  first_name: env.BOT_USERNAME,
  username: env.BOT_USERNAME,
  can_join_groups: false,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: true,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
});

/**
 * The app's menu in a language, on this site, with a start parameter when there is one; marked
 * as a Telegram launch for the edge (telegram-query.ts) where it opens inside Telegram.
 */
export const appUrl = (site: string, language: Language, startParam = '', inTelegram = true) => {
  const menu = `${languageBase(language)}/${startParam ? `?${START_APP_QUERY}=${startParam}` : ''}`;
  return `${site}${inTelegram ? withTelegramQuery(menu) : menu}`;
};

const FirstName = singleLineText({ min: 1, max: NAME_MAX_LENGTH });

/**
 * A signed single-use link into the site for this Telegram user (docs/features.md, "Bot links"): the
 * edge starts their session with it once, within WEB_LINK_TTL_SECONDS.
 */
export const webLink = async (
  env: Env,
  site: string,
  user: { readonly id: number; readonly first_name: string },
  language: Language,
  nowSeconds = Math.floor(Date.now() / 1000),
) => {
  const query = new URLSearchParams({ tgId: String(user.id) });
  if (v.is(FirstName, user.first_name)) query.set('firstName', user.first_name);
  query.set('language', language);
  query.set('nonce', randomToken());
  query.set('expires', String(nowSeconds + WEB_LINK_TTL_SECONDS));
  query.set('signature', await signBotLink(env.BOT_LINK_SECRET, query));
  return `${site}/?${query.toString()}`;
};

/**
 * The chain's bot for one update, answering on the site at `site` (the webhook's own origin):
 * private chats only, never another bot.
 *   /start [payload]  a greeting and the app's Web App button (in the payload's language);
 *   /start login-<token>  sign-in on the website (sign-in.ts), with the contact it may ask for;
 *   /menu             the same, without a payload;
 *   /orders, /repeat, /contacts  a Web App button to the profile's orders, the last order the
 *                     bot told them about (whose tracker repeats it), the contacts;
 *   /language         a Web App button per language, opening the menu in it;
 *   /help             what the bot does;
 *   /link [payload]   operators: a Telegram and a web link with the payload's hints;
 *   /web              a signed single-use link into the site, as this user;
 *   write_access_allowed  the bot may now write to them (order news);
 *   pre_checkout_query, successful_payment  Telegram Payments (payments.ts).
 * Any other text is answered as /start is; any other update is ignored.
 */
export const createBot = (env: Env, site: string) => {
  const bot = new Bot(env.TELEGRAM_BOT_TOKEN, {
    botInfo: botInfoOf(env),
    client: botClientOptions(env),
  });
  const chat = bot.chatType('private').filter((ctx) => ctx.from?.is_bot === false);

  /** The user's language: chosen in the app if the edge knows it, else Telegram's, else Russian. */
  const languageOf = async (ctx: Context) => {
    const known = ctx.from ? (await chatOf(env.DB, ctx.from.id))?.language : null;
    return known ?? languageOfTag(ctx.from?.language_code) ?? DEFAULT_LANGUAGE;
  };

  const greet = async (ctx: Context, payload: string) => {
    const link = parseStartParam(payload);
    const startParam = formatStartParam(link);
    const language = link.entry.language ?? (await languageOf(ctx));
    const name = ctx.from?.first_name;
    // A user who writes to the bot again after blocking it may be written to again.
    if (ctx.from) await updateChat(env.DB, ctx.from.id, { blocked: false });
    await ctx.reply(
      name ? botText(language, 'greeting', { name }) : botText(language, 'greeting-anonymous'),
      {
        reply_markup: {
          inline_keyboard: [
            [
              {
                text: botText(language, 'open'),
                web_app: { url: appUrl(site, language, startParam) },
              },
            ],
          ],
        },
      },
    );
  };

  const signIn = createSignIn(env, languageOf);
  chat.command('start', (ctx) => {
    const login = telegramLoginToken(ctx.match);
    return login === null ? greet(ctx, ctx.match) : signIn.start(ctx, login);
  });
  chat.command('menu', (ctx) => greet(ctx, ''));

  /** A reply with one button opening the app at a screen, in the user's language. */
  const replyWithScreen = async (
    ctx: Context,
    key: BotTextKey,
    button: BotTextKey,
    screen: string,
    values: Readonly<Record<string, string | number>> = {},
  ) => {
    const language = await languageOf(ctx);
    const url = `${site}${withTelegramQuery(`${languageBase(language)}${screen}`)}`;
    await ctx.reply(botText(language, key, values), {
      reply_markup: {
        inline_keyboard: [[{ text: botText(language, button), web_app: { url } }]],
      },
    });
  };

  chat.command('orders', (ctx) =>
    replyWithScreen(ctx, 'orders-ready', 'orders-open', routePath('profile')),
  );

  // The last order the bot told this user about: its tracker repeats it in one tap.
  chat.command('repeat', async (ctx) => {
    const last = await lastOrderOf(env.DB, ctx.from.id);
    await (last === null
      ? replyWithScreen(ctx, 'repeat-none', 'orders-open', routePath('profile'))
      : replyWithScreen(ctx, 'repeat-ready', 'repeat-open', routePath('tracker', { id: last }), {
          id: last,
        }));
  });

  chat.command('contacts', (ctx) =>
    replyWithScreen(ctx, 'contacts-ready', 'contacts-open', routePath('contacts')),
  );

  // Each language's menu with the link's language, which the app applies and keeps.
  chat.command('language', async (ctx) => {
    const language = await languageOf(ctx);
    await ctx.reply(botText(language, 'language-choose'), {
      reply_markup: {
        inline_keyboard: LANGUAGES.map((choice) => [
          {
            text: LANGUAGE_INFO[choice].nativeName,
            web_app: {
              url: appUrl(site, choice, formatStartParam({ entry: { language: choice } })),
            },
          },
        ]),
      },
    });
  });

  chat.command('help', async (ctx) => {
    const language = await languageOf(ctx);
    await ctx.reply(botText(language, 'help', { brand: appText(language, 'app.name') }));
  });

  chat.command('link', async (ctx) => {
    const language = await languageOf(ctx);
    if (!isOperator(env, ctx.from.id))
      return void (await ctx.reply(botText(language, 'link-refused')));
    const payload = ctx.match.trim();
    if (!payload) return void (await ctx.reply(botText(language, 'link-help')));
    const link = parseStartParam(payload);
    const startParam = formatStartParam(link);
    if (!startParam)
      return void (await ctx.reply(
        botText(language, 'link-empty', { payload: payload.slice(0, START_PARAM_MAX_LENGTH) }),
      ));
    await ctx.reply(
      botText(language, 'link-ready', {
        telegram: telegramAppLink(env, startParam),
        web: appUrl(site, link.entry.language ?? DEFAULT_LANGUAGE, startParam, false),
        segments: startParam,
      }),
      { link_preview_options: { is_disabled: true } },
    );
  });

  chat.command('web', async (ctx) => {
    const language = await languageOf(ctx);
    await ctx.reply(botText(language, 'web-ready'), {
      reply_markup: {
        inline_keyboard: [
          [
            {
              text: botText(language, 'web-open'),
              url: await webLink(env, site, ctx.from, language),
            },
          ],
        ],
      },
    });
  });

  chat.on('message:write_access_allowed', (ctx) =>
    updateChat(env.DB, ctx.from.id, { mayWrite: true, blocked: false }).then(() => undefined),
  );

  // Telegram Payments: the order is checked before the charge, and marked paid after it.
  bot.on('pre_checkout_query', async (ctx) =>
    answerPreCheckout(ctx, env, site, await languageOf(ctx)),
  );
  chat.on('message:successful_payment', (ctx) => reportSuccessfulPayment(ctx, env, site));

  signIn.register(bot);

  // Any other text (a command the bot does not know, a question): where to order.
  chat.on('message:text', (ctx) => greet(ctx, ''));

  return bot;
};
