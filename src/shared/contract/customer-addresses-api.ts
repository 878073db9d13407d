import * as v from 'valibot';
import { QueryLanguageCode, type CallDefinition } from './common';
import { SavedAddressSchema } from './saved-address';

/** More than anyone keeps; the list stays well inside a request body. */
export const SAVED_ADDRESSES_MAX = 50;
const SavedAddressesSchema = v.pipe(
  v.array(
    v.object({
      ...SavedAddressSchema.entries,
      id: v.pipe(v.string(), v.maxLength(100)),
      title: v.pipe(v.string(), v.maxLength(200)),
      address: v.pipe(v.string(), v.maxLength(300)),
      iconSrc: v.pipe(v.string(), v.maxLength(300)),
    }),
  ),
  v.maxLength(SAVED_ADDRESSES_MAX),
);

/**
 * Designed: `GET /api/customer/Addresses` (main API): the saved addresses of the caller's verified
 * phone's customer, on every device they sign in on. Only a customer signed in with a phone has
 * them on the server (401 otherwise); anyone else keeps them on the device (or, in Telegram, in
 * the user's cloud storage).
 */
export const savedAddressesCall = {
  method: 'GET',
  path: '/api/customer/Addresses',
  query: v.object({ Language: QueryLanguageCode }),
  response: v.object({ addresses: SavedAddressesSchema }),
} as const satisfies CallDefinition;

/** Designed: `PUT /api/customer/Addresses` `{ addresses }`: the whole list, as the device has it. */
export const saveAddressesCall = {
  method: 'PUT',
  path: '/api/customer/Addresses',
  body: v.object({ addresses: SavedAddressesSchema }),
  response: v.object({ addresses: SavedAddressesSchema }),
} as const satisfies CallDefinition;
