import { LINK_ENTRY_KEY, type LinkEntry } from '../../entities/customer';
import { isLinkAlreadyUsed, isLinkConfirmationNeeded } from '../../shared/api/api-error';
import { startLinkSession } from '../../shared/api/link-session';
import type { LinkSession } from '../../shared/contract/bot-link';
import { localizePath, splitLanguagePath } from '../../shared/i18n/language-path';
import { startAppOf } from '../../shared/lib/start-app-query';
import { parseStartParam } from '../../shared/lib/start-param';
import { isTelegramLaunch } from '../../shared/telegram/launch';
import { isSignedLink } from './entry-parameters';
import { parseMessengerEntry, type MessengerEntry } from './parse-messenger-entry';
import { entryReloadUrl, storeMessengerEntry } from './store-messenger-entry';

const writeCookie = (cookie: string) => {
  document.cookie = cookie;
};

/** What the edge made of a signed link: its session, or what the app is to tell or ask. */
export type LinkCheck =
  { readonly session: LinkSession } | { readonly session: null; readonly entry: LinkEntry | null };

export const checkSignedLink = (search: string): Promise<LinkCheck> =>
  startLinkSession(search).then(
    (session) => ({ session }),
    (error: unknown) => {
      if (isLinkAlreadyUsed(error))
        return { session: null, entry: { outcome: 'already-used' as const } };
      if (isLinkConfirmationNeeded(error))
        return { session: null, entry: { outcome: 'confirm' as const, search } };
      console.warn('The bot link was not accepted; going on as a web visitor', error);
      return { session: null, entry: null };
    },
  );

/**
 * A signed link's ids are the edge's to vouch for: kept only with the session it started. A
 * forwarded, used or unconfirmed link leaves this browser's identity as it was.
 */
export const entryToStore = (entry: MessengerEntry, signed: boolean, check: LinkCheck | null) => {
  if (!signed || check?.session) return entry;
  const { language, regionId, point, orderTypeId } = entry;
  return { language, regionId, point, orderTypeId };
};

/**
 * docs/product.md §2 messenger entry: stores the bot's parameters, clears them from the address, reloads. A
 * link the bot signed first starts the session that vouches for its user; a link the edge refuses
 * (unsigned, expired, tampered, used) still brings its region, point, order type and language,
 * and what the visitor is to hear of or decide about waits for the app in sessionStorage.
 * An operator's `?startapp=` alone is applied here outside Telegram (runStartAppLink); inside,
 * the launch applies it. True when the page is reloading, false when the app is to start.
 */
export const runMessengerEntry = async () => {
  const search = window.location.search;
  const entry = parseMessengerEntry(search);
  if (!entry) return !isTelegramLaunch() && runStartAppLink();
  const signed = isSignedLink(search);
  const check = signed ? await checkSignedLink(search) : null;
  storeMessengerEntry(
    entryToStore(entry, signed, check),
    window.localStorage,
    writeCookie,
    check?.session ?? null,
  );
  // A signed link's outcome replaces whatever an earlier one left undecided.
  if (check?.session === null && check.entry)
    window.sessionStorage.setItem(LINK_ENTRY_KEY, JSON.stringify(check.entry));
  else if (check) window.sessionStorage.removeItem(LINK_ENTRY_KEY);
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
