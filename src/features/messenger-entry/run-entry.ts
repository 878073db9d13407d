import { LINK_ENTRY_KEY, type LinkEntry } from '../../entities/customer';
import { isLinkAlreadyUsed, isLinkConfirmationNeeded } from '../../shared/api/api-error';
import { startLinkSession } from '../../shared/api/link-session';
import type { LinkSession } from '../../shared/contract/bot-link';
import { localizePath, splitLanguagePath } from '../../shared/i18n/language-path';
import { isSignedLink } from './entry-parameters';
import { parseMessengerEntry, type MessengerEntry } from './parse-messenger-entry';
import { parseStartParam } from '../../shared/lib/start-param';
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
 */
export const runMessengerEntry = async () => {
  const search = window.location.search;
  const entry = parseMessengerEntry(search);
  if (!entry) return;
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
