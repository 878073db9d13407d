import { START_APP_QUERY } from '@pizza-order-app/contract/lib/start-app-query';

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

const hasAny = (search: string, names: readonly string[]) => {
  const query = new URLSearchParams(search);
  return names.some((name) => query.has(name));
};

export const hasMessengerEntry = (search: string) => hasAny(search, ENTRY_PARAMETERS);

/**
 * Whether the entry (run-entry.ts) is to see the address first: a bot link's entry, or an
 * operator's start parameter (`?startapp=`, packages/contract/src/lib/start-app-query.ts), which it applies
 * outside Telegram (inside, the launch does: app/launch-telegram.ts).
 */
export const startsFromLink = (search: string) =>
  hasAny(search, [...ENTRY_PARAMETERS, START_APP_QUERY]);

/** What a signed link adds to them (docs/features.md, "Bot links"); cleared from the address with them. */
export const LINK_SIGNATURE_PARAMETERS = ['firstName', 'nonce', 'expires', 'signature'] as const;

export const isSignedLink = (search: string) => new URLSearchParams(search).has('signature');
