/** Spec §2: the query parameters a bot puts on the link that opens the site. */
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
