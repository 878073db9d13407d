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

/** What a signed link adds to them (README, "Bot links"); cleared from the address with them. */
export const LINK_SIGNATURE_PARAMETERS = ['firstName', 'nonce', 'expires', 'signature'] as const;

export const isSignedLink = (search: string) => new URLSearchParams(search).has('signature');
