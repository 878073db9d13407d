import type { Bot, Context } from 'grammy/web';
import { PHONE_PATTERN } from '@pizza-order-app/contract/common';
import {
  TELEGRAM_LOGIN_START_PREFIX,
  TelegramLoginTokenSchema,
} from '@pizza-order-app/contract/sign-in';
import type { Language } from '@pizza-order-app/contract/config/languages';
import * as v from 'valibot';
import type { Env } from '../env';
import {
  answerTelegramLogin,
  openedTelegramLoginOf,
  openTelegramLogin,
  type TelegramLoginEnd,
} from '../telegram-logins';
import { recordVerifiedPhone, verifiedPhoneOf } from '../verified-phones';
import { botText, type BotTextKey } from './texts';

/** The buttons' data: `login:yes:<id>` or `login:no:<id>` (well under Telegram's 64 bytes). */
const ANSWER_DATA = /^login:(yes|no):(\d{1,15})$/;

const END_TEXTS: Record<TelegramLoginEnd, BotTextKey> = {
  expired: 'login-expired',
  used: 'login-used',
  cancelled: 'login-cancelled',
  'other-browser': 'login-used',
};

/** The token of a `/start login-<token>` payload, or null for any other payload. */
export const telegramLoginToken = (payload: string) => {
  if (!payload.startsWith(TELEGRAM_LOGIN_START_PREFIX)) return null;
  const token = payload.slice(TELEGRAM_LOGIN_START_PREFIX.length);
  return v.is(TelegramLoginTokenSchema, token) ? token : '';
};

/**
 * Sign-in on the website through the bot (functions/lib/telegram-logins.ts): `/start login-…`
 * asks "Войти на сайте? <browser> — если это не вы, нажмите «Отмена»" with two buttons, after the
 * user shared their phone if the edge does not know it yet (a contact is taken only as the
 * user's own). Only the user who opened the link answers it, once, within its five minutes.
 */
export const createSignIn = (env: Env, languageOf: (ctx: Context) => Promise<Language>) => {
  const askToConfirm = async (
    ctx: Context,
    language: Language,
    login: { readonly id: number; readonly device: string },
  ) => {
    const device = login.device || botText(language, 'login-device-unknown');
    await ctx.reply(botText(language, 'login-confirm', { device }), {
      reply_markup: {
        inline_keyboard: [
          [
            { text: botText(language, 'login-yes'), callback_data: `login:yes:${login.id}` },
            { text: botText(language, 'login-no'), callback_data: `login:no:${login.id}` },
          ],
        ],
      },
    });
  };

  const askForPhone = (ctx: Context, language: Language) =>
    ctx.reply(botText(language, 'login-share-phone'), {
      reply_markup: {
        keyboard: [[{ text: botText(language, 'login-share-button'), request_contact: true }]],
        one_time_keyboard: true,
        resize_keyboard: true,
      },
    });

  /** `/start login-<token>`: the token is this user's to answer. */
  const start = async (ctx: Context, token: string) => {
    const language = await languageOf(ctx);
    const from = ctx.from;
    if (!from) return;
    const opened = token
      ? await openTelegramLogin(env.DB, token, from.id)
      : ({ ok: false, end: 'expired' } as const);
    if (!opened.ok) return void (await ctx.reply(botText(language, END_TEXTS[opened.end])));
    await ((await verifiedPhoneOf(env.DB, from.id))
      ? askToConfirm(ctx, language, opened)
      : askForPhone(ctx, language));
  };

  const register = (bot: Bot) => {
    const chat = bot.chatType('private').filter((ctx) => ctx.from?.is_bot === false);

    // The phone, as the user's own contact: then the sign-in waiting for it is asked.
    chat.on('message:contact', async (ctx) => {
      const language = await languageOf(ctx);
      const { contact } = ctx.message;
      const removeKeyboard = { reply_markup: { remove_keyboard: true as const } };
      if (contact.user_id !== ctx.from.id)
        return void (await ctx.reply(botText(language, 'login-contact-not-yours')));
      const phone = `+${contact.phone_number.replace(/\D/g, '')}`;
      if (!PHONE_PATTERN.test(phone))
        return void (await ctx.reply(botText(language, 'login-phone-unsupported'), removeKeyboard));
      await recordVerifiedPhone(env.DB, ctx.from.id, phone);
      await ctx.reply(botText(language, 'login-phone-saved'), removeKeyboard);
      const waiting = await openedTelegramLoginOf(env.DB, ctx.from.id);
      if (waiting) await askToConfirm(ctx, language, waiting);
    });

    bot.callbackQuery(ANSWER_DATA, async (ctx) => {
      const language = await languageOf(ctx);
      const [, answer, id] = ctx.match;
      const phone = answer === 'yes' ? await verifiedPhoneOf(env.DB, ctx.from.id) : null;
      await ctx.answerCallbackQuery();
      // "Войти" before the phone is known (it was forgotten meanwhile): the phone first.
      if (answer === 'yes' && !phone) return void (await askForPhone(ctx, language));
      const result = await answerTelegramLogin(env.DB, {
        id: Number(id),
        tgId: ctx.from.id,
        phone,
      });
      const text = botText(
        language,
        result.ok ? (phone ? 'login-done' : 'login-cancelled') : END_TEXTS[result.end],
      );
      await ctx.editMessageText(text);
    });
  };

  return { start, register };
};
