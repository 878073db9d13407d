import * as v from 'valibot';
import { expect } from 'vitest';
import {
  createOrderCall,
  orderCall,
  priceCall,
  type CallDefinition,
  type OrderDraft,
} from '@pizza-order-app/contract';
import { referenceBackend } from '../../functions/reference-backend/app';
import { PRODUCTS } from '../../functions/reference-backend/seed/menu';
import { RESTAURANTS } from '../../functions/reference-backend/seed/restaurants';
import { testEnv } from './support';

/** Calling the reference backend as the app's clients do, and an order it accepts. */

const seeded = <T>(value: T | undefined, need: string): T => {
  if (value === undefined) throw new Error(`the seed needs ${need}`);
  return value;
};

export const active = seeded(
  RESTAURANTS.find((restaurant) => restaurant.isActive),
  'an active restaurant',
);
export const pizza = seeded(
  PRODUCTS.find((product) => product.modifiers.some((modifier) => !modifier.isRequired)),
  'a product with an optional modifier',
);
export const optional = seeded(
  pizza.modifiers.find((modifier) => !modifier.isRequired),
  'an optional modifier',
);

/**
 * The pizza's modifiers in an order that the backend accepts: its required choices at their
 * defaults (a size, a crust), as the product dialog starts, and the optional extra.
 */
export const pizzaModifiers = [
  ...pizza.modifiers
    .filter((modifier) => modifier.isRequired && modifier.isDefault)
    .map(({ id }) => ({ id, count: 1 })),
  { id: optional.id, count: 1 },
];

export const send = async (path: string, init: RequestInit = {}) =>
  referenceBackend.fetch(new Request(`http://localhost${path}`, init), testEnv);

export const json = (
  method: string,
  body: unknown,
  headers: Record<string, string>,
): RequestInit => ({
  method,
  // A string goes as it is: malformed or oversized bodies are what some tests send.
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { ...headers, 'Content-Type': 'application/json' },
});

/** Calls the backend and checks the answer against the contract, as the app's clients do. */
export const call = async <C extends CallDefinition>(
  definition: C,
  path: string,
  init: RequestInit,
) => {
  const response = await send(path, init);
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return v.parse(definition.response, await response.json()) as v.InferOutput<C['response']>;
};

export const draft = (key: string): OrderDraft => ({
  idempotencyKey: key,
  orderTypeId: 0,
  restaurantId: active.id,
  regionId: active.regionId,
  longitude: active.longitude,
  latitude: active.latitude,
  address: 'Test street 1',
  deliveryTime: null,
  customerName: 'Aziz',
  phone: '+998901234567',
  paymentMethod: 'cash',
  comment: 'Ring twice',
  products: [{ id: pizza.id, amount: 2, modifiers: pizzaModifiers }],
});

/** A client address of its own, so no test meets another's rate limit. */
export const newClientAddress = () => `client-${crypto.randomUUID()}`;

/**
 * Prices `products` for a delivery from the active restaurant, places them at the total quoted,
 * and reads the order back as its owner: the quote, the placed order and the owner's view of it.
 */
export const placeAtQuote = async (
  products: OrderDraft['products'],
  auth: Record<string, string>,
  keyPrefix: string,
) => {
  const quote = await call(
    priceCall,
    '/api/delivery/Price',
    json('POST', { orderTypeId: 0, restaurantId: active.id, products, language: 2 }, auth),
  );
  const placed = await call(
    createOrderCall,
    '/api/delivery/Create',
    json(
      'POST',
      {
        ...draft(`${keyPrefix}-${crypto.randomUUID()}`),
        products,
        expectedTotal: quote.total,
        language: 2,
      },
      auth,
    ),
  );
  const owned = await call(orderCall, `/api/delivery/Get?Language=2&orderId=${placed.orderId}`, {
    headers: auth,
  });
  if (owned.view !== 'owner') throw new Error('the customer owns the order');
  return { quote, placed, order: owned.order };
};
