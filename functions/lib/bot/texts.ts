import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import uz from '../../../locales/uz.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../src/shared/config/languages';
import {
  ORDER_STATUS_KEYS,
  UNKNOWN_ORDER_STATUS_KEY,
} from '../../../src/shared/i18n/order-status-keys';

/** The bot speaks the app's messages: the `bot` group of locales/, and the app's status names. */
const MESSAGES: Readonly<Record<Language, unknown>> = { ru, en, uz };

export type BotTextKey = keyof typeof ru.bot;

const lookUp = (language: Language, key: string) => {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as never)[part] : null),
      MESSAGES[language],
    );
  if (typeof found !== 'string') throw new Error(`No message ${key} in ${language}`);
  return found;
};

/** A message with its `{{name}}` placeholders filled in, as i18next fills the app's. */
const fill = (text: string, values: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );

/** Any of the app's messages (`orders.number`, `app.name`), filled in: one wording everywhere. */
export const appText = (
  language: Language,
  key: string,
  values: Readonly<Record<string, string | number>> = {},
) => fill(lookUp(language, key), values);

export const botText = (
  language: Language,
  key: BotTextKey,
  values: Readonly<Record<string, string | number>> = {},
) => appText(language, `bot.${key}`, values);

/** The translated name of an order status, the app's own. */
export const statusName = (language: Language, statusCode: number) => {
  const key = ORDER_STATUS_KEYS[statusCode];
  return key
    ? lookUp(language, key)
    : fill(lookUp(language, UNKNOWN_ORDER_STATUS_KEY), { code: statusCode });
};

/** Telegram's `language_code` (an IETF tag such as `en-US`) as one of the app's languages. */
export const languageOfTag = (tag: string | undefined): Language | null => {
  const primary = tag?.split('-')[0]?.toLowerCase();
  return isLanguage(primary) ? primary : null;
};

export { DEFAULT_LANGUAGE };
