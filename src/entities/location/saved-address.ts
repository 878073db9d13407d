import type { SavedAddress } from './model';

/**
 * The saved addresses with a confirmed one in them. docs/product.md §4: an address at the point of a saved
 * one is not added again; it is that address, confirmed anew: its text and door change, its id
 * and a name the customer gave it stay.
 */
export const withAddressSaved = (
  addresses: readonly SavedAddress[],
  saved: SavedAddress,
): readonly SavedAddress[] => {
  const [lon, lat] = saved.coordinates;
  const existing = addresses.find(
    ({ coordinates }) => coordinates[0] === lon && coordinates[1] === lat,
  );
  if (!existing) return [...addresses, saved];
  const title = existing.title === existing.address ? saved.title : existing.title;
  return addresses.map((address) =>
    address === existing ? { ...saved, id: existing.id, title } : address,
  );
};
