import { DEFAULT_LANGUAGE } from '../config/languages';
import { detectLanguage, type LanguageSources } from './detect-language';
import { localizePath, splitLanguagePath } from './language-path';

export interface VisitorContext {
  readonly cookie: string | undefined;
  readonly browser: readonly string[];
  readonly isCrawler: boolean;
  /** Opened by a Telegram client, whose user's language decides (followTelegramLanguage). */
  readonly inTelegram: boolean;
}

/**
 * docs/product.md §2/§4: on every route change the language is detected and the visitor is sent to the
 * path of that language. Returns the path to go to, or null to stay. Crawlers always stay.
 * Inside Telegram the browser's languages say nothing (the device's, not the Telegram user's):
 * the path the bot opened and the customer's choice decide.
 */
export const languageRedirect = (pathname: string, visitor: VisitorContext): string | null => {
  if (visitor.isCrawler) return null;
  const { language: route, path } = splitLanguagePath(pathname);
  const sources: LanguageSources = {
    route,
    cookie: visitor.cookie,
    browser: visitor.inTelegram ? [] : visitor.browser,
  };
  const detected = detectLanguage(sources);
  return detected === (route ?? DEFAULT_LANGUAGE) ? null : localizePath(path, detected);
};
