/**
 * The typed parts of a delivery address, as the address form checks them and an order carries
 * them. Apart from orders-api.ts: the address form's chunk needs these rules, not the orders'.
 */
import { ADDRESS_LIMITS, type DoorField } from './door';
import { singleLineText } from './fields';

/** One door field as the customer types it: a short line, trimmed, empty when left out. */
export const DoorFieldSchemas = Object.fromEntries(
  Object.entries(ADDRESS_LIMITS.door).map(([field, max]) => [field, singleLineText({ max })]),
) as Record<DoorField, ReturnType<typeof singleLineText>>;

/** The house number the customer confirms with the street: required, one short line. */
export const HouseSchema = singleLineText({ min: 1, max: ADDRESS_LIMITS.house });
