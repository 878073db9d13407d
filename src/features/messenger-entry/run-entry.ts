import { LINK_ENTRY_KEY, type LinkEntry } from '../../entities/customer';
import { isLinkAlreadyUsed } from '../../shared/api/api-error';
import { askLinkSession } from '../../shared/api/link-session';
import { localizePath, splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { startAppOf } from '@pizza-order-app/contract/lib/start-app-query';
import { parseStartParam } from '@pizza-order-app/contract/lib/start-param';
import { isTelegramLaunch } from '../../shared/telegram/launch';
import { isSignedLink } from './entry-parameters';
import { parseMessengerEntry, type MessengerEntry } from './parse-messenger-entry';
import { entryReloadUrl, storeMessengerEntry } from './store-messenger-entry';

const writeCookie = (cookie: string) => {
  document.cookie = cookie;
};

/**
 * What the edge made of a signed link: whom it would sign in as (the app asks the visitor), or
 * that it was used (the app says so); nothing when it refused it.
 */
export const checkSignedLink = (search: string): Promise<LinkEntry | null> =>
  askLinkSession(search).then(
    ({ asks }) => ({ outcome: 'confirm' as const, search, asks }),
    (error: unknown) => {
      if (isLinkAlreadyUsed(error)) return { outcome: 'already-used' as const };
      console.warn('The bot link was not accepted; going on as a web visitor', error);
      return null;
    },
  );

/**
 * A signed link's ids are the edge's to vouch for, and only once the visitor confirmed them
 * (features/link-session): here they are left out. An unsigned link's stay hints.
 */
export const entryToStore = (entry: MessengerEntry, signed: boolean) => {
  if (!signed) return entry;
  const { language, regionId, point, orderTypeId } = entry;
  return { language, regionId, point, orderTypeId };
};

/**
 * docs/product.md §2 messenger entry: stores the bot's parameters, clears them from the address,
 * reloads. Every link brings its region, point, order type and language; a link the bot signed
 * leaves the question whether its user is the visitor (or that it was used) for the app in
 * sessionStorage, and starts no session before the answer.
 * An operator's `?startapp=` alone is applied here outside Telegram (runStartAppLink); inside,
 * the launch applies it. True when the page is reloading, false when the app is to start.
 */
export const runMessengerEntry = async () => {
  const search = window.location.search;
  const entry = parseMessengerEntry(search);
  if (!entry) return !isTelegramLaunch() && runStartAppLink();
  const signed = isSignedLink(search);
  storeMessengerEntry(entryToStore(entry, signed), window.localStorage, writeCookie);
  if (signed) {
    // A signed link's outcome replaces whatever an earlier one left undecided.
    const outcome = await checkSignedLink(search);
    if (outcome) window.sessionStorage.setItem(LINK_ENTRY_KEY, JSON.stringify(outcome));
    else window.sessionStorage.removeItem(LINK_ENTRY_KEY);
  }
  window.location.replace(entryReloadUrl(new URL(window.location.href), entry.language));
  return true;
};

const APPLIED_KEY = 'start-param-applied';

/**
 * Stores what a start parameter says (order type, region, language) and gives the menu address
 * it opens: in its language, at its folder, with its product's dialog.
 */
const startParamTarget = (startParam: string) => {
  const { entry, folderId, productId } = parseStartParam(startParam);
  storeMessengerEntry(entry, window.localStorage, writeCookie);
  const language = entry.language ?? splitLanguagePath(window.location.pathname).language;
  const menu = localizePath('/', language ?? 'ru');
  const query = productId ? `?product=${productId}` : '';
  const hash = folderId ? `#${folderId}` : '';
  return `${menu}${query}${hash}`;
};

/**
 * An operator deep link (Telegram start parameter) applied once per launch: the client keeps the
 * parameter for the whole session, and a reload must not undo what the customer chose since.
 */
export const applyStartParam = (startParam: string) => {
  if (window.sessionStorage.getItem(APPLIED_KEY) === startParam) return;
  window.sessionStorage.setItem(APPLIED_KEY, startParam);
  // The launch parameters leave the hash here; the SDK has already kept them for the session.
  window.history.replaceState(null, '', startParamTarget(startParam));
};

/**
 * Outside Telegram, a link's `?startapp=` (an operator's web link) is the same start parameter:
 * applied by the same rule, then the app starts on the menu it names, as after a bot link.
 */
const runStartAppLink = () => {
  window.location.replace(startParamTarget(startAppOf(window.location.search) ?? ''));
  return true;
};
