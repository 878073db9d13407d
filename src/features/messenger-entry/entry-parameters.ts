import { startAppOf } from '../../shared/lib/start-app-query';

/** docs/product.md §2: the query parameters a bot puts on the link that opens the site. */
export const ENTRY_PARAMETERS = [
  'tgId',
  'language',
  'regionId',
  'longitude',
  'latitude',
  'orderTypeId',
  'customerId',
] as const;

export const hasMessengerEntry = (search: string) => {
  const query = new URLSearchParams(search);
  return ENTRY_PARAMETERS.some((name) => query.has(name));
};

/**
 * Whether the entry (run-entry.ts) is to see the address first: a bot link's entry, or an
 * operator's start parameter (`?startapp=`, src/shared/lib/start-app-query.ts), which it applies
 * outside Telegram (inside, the launch does: app/launch-telegram.ts).
 */
export const startsFromLink = (search: string) => hasMessengerEntry(search) || !!startAppOf(search);

/** What a signed link adds to them (README, "Bot links"); cleared from the address with them. */
export const LINK_SIGNATURE_PARAMETERS = ['firstName', 'nonce', 'expires', 'signature'] as const;

export const isSignedLink = (search: string) => new URLSearchParams(search).has('signature');
