import i18next from 'i18next';
// Named imports of the locale files' top-level groups: the edge's bundler keeps these and leaves
// every other group of the app's messages out of the worker.
import {
  app as appEn,
  bot as botEn,
  statuses as statusesEn,
  orders as ordersEn,
  tracker as trackerEn,
} from '../../../locales/en.json';
import {
  app as appRu,
  bot as botRu,
  statuses as statusesRu,
  orders as ordersRu,
  tracker as trackerRu,
} from '../../../locales/ru.json';
import {
  app as appUz,
  bot as botUz,
  statuses as statusesUz,
  orders as ordersUz,
  tracker as trackerUz,
} from '../../../locales/uz.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../src/shared/config/languages';
import {
  ORDER_STATUS_KEYS,
  UNKNOWN_ORDER_STATUS_KEY,
} from '../../../src/shared/i18n/order-status-keys';

/**
 * The bot, the SMS and the invoices speak the app's messages through i18next, as the app does: the
 * `bot` group of locales/ and the few app groups they share (the brand, an order's number, the
 * status names, the tracker's promises).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    ru: {
      translation: {
        app: appRu,
        bot: botRu,
        statuses: statusesRu,
        orders: ordersRu,
        tracker: trackerRu,
      },
    },
    en: {
      translation: {
        app: appEn,
        bot: botEn,
        statuses: statusesEn,
        orders: ordersEn,
        tracker: trackerEn,
      },
    },
    uz: {
      translation: {
        app: appUz,
        bot: botUz,
        statuses: statusesUz,
        orders: ordersUz,
        tracker: trackerUz,
      },
    },
  },
  lng: DEFAULT_LANGUAGE,
  // A message missing in a language is a bug the messages test catches, never another language.
  fallbackLng: false,
  // Plain text for Telegram and SMS: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type BotTextKey = keyof typeof botRu;

/** Any of the shared messages (`orders.number`, `app.name`), filled in: one wording everywhere. */
export const appText = (
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
) => {
  if (!i18n.exists(key, { lng: language })) throw new Error(`No message ${key} in ${language}`);
  return i18n.t(key, { ...values, lng: language });
};

export const botText = (
  language: Language,
  key: BotTextKey,
  values: Readonly<Record<string, string | number>> = {},
) => appText(language, `bot.${key}`, values);

/** The translated name of an order status, the app's own. */
export const statusName = (language: Language, statusCode: number) => {
  const key = ORDER_STATUS_KEYS[statusCode];
  return key
    ? appText(language, key)
    : appText(language, UNKNOWN_ORDER_STATUS_KEY, { code: statusCode });
};

/** Telegram's `language_code` (an IETF tag such as `en-US`) as one of the app's languages. */
export const languageOfTag = (tag: string | undefined): Language | null => {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
};

export { DEFAULT_LANGUAGE };
