import { startLinkSession } from '../../shared/api/link-session';
import { localizePath, splitLanguagePath } from '../../shared/i18n/language-path';
import { isSignedLink } from './entry-parameters';
import { parseMessengerEntry } from './parse-messenger-entry';
import { parseStartParam } from './start-param';
import { entryReloadUrl, storeMessengerEntry } from './store-messenger-entry';

const writeCookie = (cookie: string) => {
  document.cookie = cookie;
};

/**
 * docs/product.md §2 messenger entry: stores the bot's parameters, clears them from the address, reloads. A
 * link the bot signed first starts the session that vouches for its user; a link the edge refuses
 * (unsigned, expired, tampered) still brings its region, point, order type and language.
 */
export const runMessengerEntry = async () => {
  const search = window.location.search;
  const entry = parseMessengerEntry(search);
  if (!entry) return;
  const linkSession = isSignedLink(search)
    ? await startLinkSession(search).catch((error: unknown) => {
        console.warn('The bot link was not accepted; going on as a web visitor', error);
        return null;
      })
    : null;
  storeMessengerEntry(entry, window.localStorage, writeCookie, linkSession);
  window.location.replace(entryReloadUrl(new URL(window.location.href), entry.language));
};

const APPLIED_KEY = 'start-param-applied';

/**
 * An operator deep link (Telegram start parameter) applied once per launch: the client keeps the
 * parameter for the whole session, and a reload must not undo what the customer chose since.
 */
export const applyStartParam = (startParam: string) => {
  if (window.sessionStorage.getItem(APPLIED_KEY) === startParam) return;
  window.sessionStorage.setItem(APPLIED_KEY, startParam);
  const { entry, folderId, productId } = parseStartParam(startParam);
  storeMessengerEntry(entry, window.localStorage, writeCookie);
  const language = entry.language ?? splitLanguagePath(window.location.pathname).language;
  const menu = localizePath('/', language ?? 'ru');
  const query = productId ? `?product=${productId}` : '';
  // The launch parameters leave the hash here; the SDK has already kept them for the session.
  const hash = folderId ? `#${folderId}` : '';
  window.history.replaceState(null, '', `${menu}${query}${hash}`);
};
