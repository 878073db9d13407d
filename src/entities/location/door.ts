import type { TFunction } from 'i18next';
import { DOOR_FIELDS, type Door } from '@pizza-order-app/contract/door';

/** The door fields of a saved address or an order, trimmed, without the empty ones. */
export const pickDoor = (source: Door): Door =>
  Object.fromEntries(
    DOOR_FIELDS.flatMap((field) => {
      const value = source[field]?.trim();
      return value ? [[field, value]] : [];
    }),
  );

/**
 * The door in one line, as the courier reads it: "кв. 12, подъезд 3, этаж 4, домофон 12К". Its
 * words are the first paint's (`location`): the first screen's saved addresses show it.
 */
export const formatDoor = (t: TFunction, door: Door) =>
  DOOR_FIELDS.flatMap((field) => {
    const value = door[field]?.trim();
    return value ? [t(`location.door.${field}`, { value })] : [];
  }).join(', ');
