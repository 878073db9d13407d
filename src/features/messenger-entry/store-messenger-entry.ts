import * as v from 'valibot';
import { TG_ID_KEY, USER_ID_KEY } from '../../entities/customer';
import { applyLocationChange } from '../../entities/location/lazy';
import {
  DELIVERY_TYPES,
  DeliveryTypeSchema,
  EMPTY_LOCATION,
  SavedLocationSchema,
  STORAGE_KEYS,
} from '../../entities/location';
import { DEFAULT_LANGUAGE, type Language } from '@pizza-order-app/contract/config/languages';
import { localizePath, splitLanguagePath } from '@pizza-order-app/contract/i18n/language-path';
import { serializeLanguageCookie } from '@pizza-order-app/contract/i18n/language-cookie';
import { ENTRY_PARAMETERS, LINK_SIGNATURE_PARAMETERS } from './entry-parameters';
import type { MessengerEntry } from './parse-messenger-entry';

const stored = <T>(
  storage: Storage,
  key: string,
  schema: v.GenericSchema<unknown, T>,
  empty: T,
) => {
  try {
    const parsed = v.safeParse(schema, JSON.parse(storage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.output : empty;
  } catch {
    return empty;
  }
};

/**
 * Writes the entry under the keys of docs/product.md §3, in the JSON the persisted stores read at start. Its
 * region, point and order type are applied to the stored ones by the location's rule. The ids are
 * hints; only the session the edge starts for a signed link, once confirmed, vouches for the user.
 */
export const storeMessengerEntry = (
  entry: MessengerEntry,
  storage: Storage,
  writeCookie: (cookie: string) => void,
) => {
  if (entry.tgId) storage.setItem(TG_ID_KEY, JSON.stringify(entry.tgId));
  if (entry.customerId) storage.setItem(USER_ID_KEY, JSON.stringify(entry.customerId));
  if (entry.point || entry.regionId || entry.orderTypeId !== undefined) {
    const { location, deliveryType } = applyLocationChange(
      {
        location: stored(storage, STORAGE_KEYS.location, SavedLocationSchema, EMPTY_LOCATION),
        deliveryType: stored(
          storage,
          STORAGE_KEYS.delivery,
          DeliveryTypeSchema,
          DELIVERY_TYPES.delivery,
        ),
      },
      {
        RegionId: entry.regionId,
        Longitude: entry.point?.longitude,
        Latitude: entry.point?.latitude,
        deliveryType: entry.orderTypeId,
      },
    );
    storage.setItem(STORAGE_KEYS.location, JSON.stringify(location));
    if (entry.orderTypeId !== undefined)
      storage.setItem(STORAGE_KEYS.delivery, JSON.stringify(deliveryType));
  }
  if (entry.language) writeCookie(serializeLanguageCookie(entry.language));
};

/**
 * The address to reload at: the entry parameters gone, in the entry's language when it named one,
 * else in the path's own. The path goes through localizePath, which keeps it on this site.
 */
export const entryReloadUrl = (url: URL, language: Language | undefined) => {
  const next = new URL(url);
  for (const name of [...ENTRY_PARAMETERS, ...LINK_SIGNATURE_PARAMETERS])
    next.searchParams.delete(name);
  const current = splitLanguagePath(url.pathname);
  const path = localizePath(current.path, language ?? current.language ?? DEFAULT_LANGUAGE);
  return `${path}${next.search}${next.hash}`;
};
