/**
 * The door of a delivery address, beyond the street and house: where the courier rings. Its
 * bounds, like those in limits.ts, are read by the request schemas, the reference backend and the
 * app; they live apart because only the screens that show a door need them.
 */
export const ADDRESS_LIMITS = {
  /** The house number the customer confirms with the street. */
  house: 20,
  /** Each field of the door: short codes, not prose (the order's comment is for that). */
  door: { apartment: 10, entrance: 10, floor: 10, intercom: 20 },
} as const;

/** The door fields an order and a saved address may carry, for deliveries only. */
export type DoorField = keyof typeof ADDRESS_LIMITS.door;
/** In the order a courier reads them. */
export const DOOR_FIELDS = Object.keys(ADDRESS_LIMITS.door) as readonly DoorField[];
/** What a customer typed for each door field; an empty one is left out. */
export type Door = Partial<Record<DoorField, string>>;
