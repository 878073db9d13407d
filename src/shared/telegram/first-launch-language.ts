import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CHOICE_KEY,
} from '@pizza-order-app/contract/config/languages';
import { matchBrowserLanguage } from '@pizza-order-app/contract/i18n/detect-language';
import {
  readLanguageCookie,
  serializeLanguageCookie,
} from '@pizza-order-app/contract/i18n/language-cookie';
import { localizePath, splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { launchUserLanguage } from './user-name';

/** The choice kept in the app's storage; none where a client's webview refuses storage. */
const storedChoice = () => {
  try {
    return window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null;
  }
};

/**
 * Inside Telegram the first screen speaks the language the customer chose in the app, or else
 * the one they set in Telegram, rather than the phone's (which the edge went by for the launch
 * address). The choice is the language cookie (docs/product.md §3), or the app's own copy of it where the cookie is not
 * kept (Telegram's web client frames the app). A bot that wants a language says so in its link,
 * which applies after this.
 */
export const followTelegramLanguage = (initDataRaw: string | null) => {
  const stored = storedChoice();
  const chosen = isLanguage(stored) ? stored : readLanguageCookie(document.cookie);
  const tag = chosen ?? launchUserLanguage(initDataRaw);
  const language = tag ? matchBrowserLanguage([tag]) : undefined;
  if (!language) return;
  if (!chosen) document.cookie = serializeLanguageCookie(language);
  const { language: current, path } = splitLanguagePath(window.location.pathname);
  if ((current ?? DEFAULT_LANGUAGE) === language) return;
  const { search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${localizePath(path, language)}${search}${hash}`,
  );
};
