import * as v from 'valibot';

/**
 * docs/product.md §3 saved address; coordinates are [longitude, latitude]. Designed: the door the customer
 * confirmed with it, each field absent when left empty (and in entries saved before there was one).
 */
export const SavedAddressSchema = v.object({
  id: v.string(),
  coordinates: v.tuple([v.number(), v.number()]),
  title: v.string(),
  address: v.string(),
  iconSrc: v.string(),
  apartment: v.optional(v.string()),
  entrance: v.optional(v.string()),
  floor: v.optional(v.string()),
  intercom: v.optional(v.string()),
});
export type SavedAddress = v.InferOutput<typeof SavedAddressSchema>;
