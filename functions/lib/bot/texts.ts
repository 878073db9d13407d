import i18next from 'i18next';
import * as en from '../../../locales/en.json';
import * as ru from '../../../locales/ru.json';
import * as uz from '../../../locales/uz.json';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import type { RouteName } from '@pizza-order-app/contract/config/routes';
import {
  ORDER_STATUS_KEYS,
  UNKNOWN_ORDER_STATUS_KEY,
} from '@pizza-order-app/contract/i18n/order-status-keys';

/**
 * The groups of the app's messages the edge speaks: the bot's, the SMS's and the invoices' (`bot`,
 * the brand, an order's number, the status names, the tracker's promises) and the link previews'
 * (every route's title and description, a dish's price; page-preview.ts).
 */
type EdgeMessages = Pick<
  typeof ru,
  RouteName | 'app' | 'bot' | 'common' | 'orders' | 'preview' | 'statuses'
>;

// Each group read by name, so that the bundler keeps these and drops the screens' other messages
// (scripts/functions-bundle.test.ts).
const EDGE_MESSAGES = {
  ru: {
    app: ru.app,
    bot: ru.bot,
    common: ru.common,
    orders: ru.orders,
    preview: ru.preview,
    statuses: ru.statuses,
    menu: ru.menu,
    news: ru.news,
    newsItem: ru.newsItem,
    order: ru.order,
    stocks: ru.stocks,
    stock: ru.stock,
    tracker: ru.tracker,
    profile: ru.profile,
    contacts: ru.contacts,
    vacancies: ru.vacancies,
    vacancyForm: ru.vacancyForm,
    deliveryMap: ru.deliveryMap,
  },
  en: {
    app: en.app,
    bot: en.bot,
    common: en.common,
    orders: en.orders,
    preview: en.preview,
    statuses: en.statuses,
    menu: en.menu,
    news: en.news,
    newsItem: en.newsItem,
    order: en.order,
    stocks: en.stocks,
    stock: en.stock,
    tracker: en.tracker,
    profile: en.profile,
    contacts: en.contacts,
    vacancies: en.vacancies,
    vacancyForm: en.vacancyForm,
    deliveryMap: en.deliveryMap,
  },
  uz: {
    app: uz.app,
    bot: uz.bot,
    common: uz.common,
    orders: uz.orders,
    preview: uz.preview,
    statuses: uz.statuses,
    menu: uz.menu,
    news: uz.news,
    newsItem: uz.newsItem,
    order: uz.order,
    stocks: uz.stocks,
    stock: uz.stock,
    tracker: uz.tracker,
    profile: uz.profile,
    contacts: uz.contacts,
    vacancies: uz.vacancies,
    vacancyForm: uz.vacancyForm,
    deliveryMap: uz.deliveryMap,
  },
} satisfies Record<Language, EdgeMessages>;

/** The edge speaks the app's messages through i18next, as the app does. */
const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    ru: { translation: EDGE_MESSAGES.ru },
    en: { translation: EDGE_MESSAGES.en },
    uz: { translation: EDGE_MESSAGES.uz },
  },
  lng: DEFAULT_LANGUAGE,
  // A message missing in a language is a bug the messages test catches, never another language.
  fallbackLng: false,
  // Plain text for Telegram, SMS and HTML attributes the rewriter escapes itself: nothing to escape.
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type BotTextKey = keyof typeof ru.bot;

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
