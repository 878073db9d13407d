import * as v from 'valibot';
import { ORDER_REFUSAL_CODES } from './order-refusals';
import { PhoneSchema, QueryLanguageCode, ERROR_CODES, type CallDefinition } from './common';
import { BasketProductSchema, BasketWriteSchema } from './basket-api';
import { customerCall } from './orders-api';
import { SavedAddressSchema } from './saved-address';

/**
 * The calls of a customer known by the claim alone (a browser signed in on a new device, a
 * Telegram user with a verified phone), apart from the first load's contract.
 */

/**
 * Designed: `GET /api/customer/Me` (main API): the caller's own customer, found by the bearer's
 * claim alone (null before their first order), and the phone the edge verified for them (a web
 * sign-in or Telegram's signed contact; null when none). A browser signed in on a new device
 * learns its customer id here.
 */
export const customerSelfCall = {
  method: 'GET',
  path: '/api/customer/Me',
  query: v.object({ Language: QueryLanguageCode }),
  response: v.object({
    customer: v.nullable(customerCall.response.entries.customer),
    verifiedPhone: v.nullable(PhoneSchema),
  }),
  refusals: [],
} as const satisfies CallDefinition;

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
  refusals: [],
} as const satisfies CallDefinition;

/** Designed: `PUT /api/customer/Addresses` `{ addresses }`: the whole list, as the device has it. */
export const saveAddressesCall = {
  method: 'PUT',
  path: '/api/customer/Addresses',
  body: v.object({ addresses: SavedAddressesSchema }),
  response: v.object({ addresses: SavedAddressesSchema }),
  refusals: [ERROR_CODES.rateLimited],
} as const satisfies CallDefinition;

/**
 * Designed: `GET /api/customer/Basket` (main API): the basket of the caller's verified phone's
 * customer, the same on every device they sign in on and, once the Telegram user with that
 * phone is known, the one their messenger basket is. 401 for anyone not signed in with a phone,
 * whose basket stays on the device.
 */
export const customerBasketCall = {
  method: 'GET',
  path: '/api/customer/Basket',
  query: v.object({ Language: QueryLanguageCode }),
  response: v.object({ products: v.array(BasketProductSchema) }),
  refusals: [],
} as const satisfies CallDefinition;

/** Designed: `PUT /api/customer/Basket` `{ products }`: the whole basket, as the device has it. */
export const saveCustomerBasketCall = {
  method: 'PUT',
  path: '/api/customer/Basket',
  body: v.strictObject({ products: BasketWriteSchema }),
  response: v.object({ products: v.array(BasketProductSchema) }),
  refusals: [ORDER_REFUSAL_CODES.ingredientNotRemovable, ERROR_CODES.rateLimited],
} as const satisfies CallDefinition;
