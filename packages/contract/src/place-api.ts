/**
 * The main API's calls that find a place (docs/product.md §7): restaurants by a point, a point's
 * address, an address search. Apart from main-api.ts because only the place picker and the
 * service worker read them, not the menu's first paint.
 */
import * as v from 'valibot';
import {
  QueryCoordinate,
  QueryCount,
  QueryLanguageCode,
  QueryOrderTypeId,
  type CallDefinition,
} from './common';
import { RestaurantsResponseSchema } from './main-api';

export const GetByLocationQuerySchema = v.object({
  Language: QueryLanguageCode,
  latitude: QueryCoordinate(-90, 90),
  longitude: QueryCoordinate(-180, 180),
  regionId: v.optional(QueryCount),
  orderTypeId: QueryOrderTypeId,
});

export const restaurantsByLocationCall = {
  method: 'GET',
  path: '/api/restaurants/GetByLocation',
  query: GetByLocationQuerySchema,
  response: RestaurantsResponseSchema,
  refusals: [],
} as const satisfies CallDefinition;

export const addressCall = {
  method: 'GET',
  path: '/api/tg_address',
  query: v.object({
    Language: QueryLanguageCode,
    latitude: QueryCoordinate(-90, 90),
    longitude: QueryCoordinate(-180, 180),
  }),
  response: v.object({ address: v.string() }),
  refusals: [],
} as const satisfies CallDefinition;

/** Designed: forward geocoding for visitors without a maps key; best matches first. */
export const addressSearchCall = {
  method: 'GET',
  path: '/api/address/Search',
  query: v.object({
    Language: QueryLanguageCode,
    text: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(200)),
  }),
  response: v.object({
    places: v.array(v.object({ address: v.string(), longitude: v.number(), latitude: v.number() })),
  }),
  refusals: [],
} as const satisfies CallDefinition;
