import i18next from 'i18next';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import uz from '../../../locales/uz.json';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
} from '@pizza-order-app/contract/config/languages';
import {
  ORDER_STATUS_KEYS,
  UNKNOWN_ORDER_STATUS_KEY,
} from '@pizza-order-app/contract/i18n/order-status-keys';

/**
 * The edge speaks the app's messages through i18next, as the app does: the bot, the SMS and the
 * invoices (the `bot` group and the brand, an order's number, the status names, the tracker's
 * promises), and the link previews (every route's title and description, page-preview.ts).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { ru: { translation: ru }, en: { translation: en }, uz: { translation: uz } },
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
