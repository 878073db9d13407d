import * as v from 'valibot';
import { TG_ID_KEY, USER_ID_KEY } from '../../entities/customer/model';
import {
  EMPTY_LOCATION,
  SavedLocationSchema,
  STORAGE_KEYS,
  type SavedLocation,
} from '../../entities/location/model';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/config/languages';
import { localizePath, splitLanguagePath } from '../../shared/i18n/language-path';
import { serializeLanguageCookie } from '../../shared/i18n/language-cookie';
import { ENTRY_PARAMETERS } from './entry-parameters';
import type { MessengerEntry } from './parse-messenger-entry';

const storedLocation = (storage: Storage): SavedLocation => {
  try {
    const parsed = v.safeParse(
      SavedLocationSchema,
      JSON.parse(storage.getItem(STORAGE_KEYS.location) ?? 'null'),
    );
    return parsed.success ? parsed.output : EMPTY_LOCATION;
  } catch {
    return EMPTY_LOCATION;
  }
};

/**
 * Writes the entry under the spec's keys, in the JSON the persisted stores read at start. A new
 * point drops the stored restaurant: the backend finds the one serving the point.
 */
export const storeMessengerEntry = (
  entry: MessengerEntry,
  storage: Storage,
  writeCookie: (cookie: string) => void,
) => {
  if (entry.tgId) storage.setItem(TG_ID_KEY, JSON.stringify(entry.tgId));
  if (entry.customerId) storage.setItem(USER_ID_KEY, JSON.stringify(entry.customerId));
  if (entry.orderTypeId !== undefined) {
    storage.setItem(STORAGE_KEYS.delivery, JSON.stringify(entry.orderTypeId));
  }
  if (entry.point || entry.regionId) {
    const current = storedLocation(storage);
    const location: SavedLocation = {
      RestaurantId: entry.point ? 0 : current.RestaurantId,
      RegionId: entry.regionId ?? current.RegionId,
      Longitude: entry.point?.longitude ?? current.Longitude,
      Latitude: entry.point?.latitude ?? current.Latitude,
    };
    storage.setItem(STORAGE_KEYS.location, JSON.stringify(location));
  }
  if (entry.language) writeCookie(serializeLanguageCookie(entry.language));
};

/**
 * The address to reload at: the entry parameters gone, in the entry's language when it named one,
 * else in the path's own. The path goes through localizePath, which keeps it on this site.
 */
export const entryReloadUrl = (url: URL, language: Language | undefined) => {
  const next = new URL(url);
  for (const name of ENTRY_PARAMETERS) next.searchParams.delete(name);
  const current = splitLanguagePath(url.pathname);
  const path = localizePath(current.path, language ?? current.language ?? DEFAULT_LANGUAGE);
  return `${path}${next.search}${next.hash}`;
};
