import type { TFunction } from 'i18next';
import { ORDER_LIMITS, type Door, type DoorField } from '../../shared/contract/limits';

/** The door fields, in the order a courier reads them. */
export const DOOR_FIELDS = Object.keys(ORDER_LIMITS.door) as readonly DoorField[];

/** The door fields of a saved address or an order, trimmed, without the empty ones. */
export const pickDoor = (source: Door): Door =>
  Object.fromEntries(
    DOOR_FIELDS.flatMap((field) => {
      const value = source[field]?.trim();
      return value ? [[field, value]] : [];
    }),
  );

/** The door in one line, as the courier reads it: "кв. 12, подъезд 3, этаж 4, домофон 12К". */
export const formatDoor = (t: TFunction, door: Door) =>
  DOOR_FIELDS.flatMap((field) => {
    const value = door[field]?.trim();
    return value ? [t(`address.door.${field}`, { value })] : [];
  }).join(', ');
