import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { EXTENSIONS, type Extension } from '@pizza-order-app/contract/capabilities';
import {
  clickCompleteCall,
  clickPrepareCall,
  paymeCall,
} from '@pizza-order-app/contract/merchant-api';
import { restaurantsListCall, shopCall } from '@pizza-order-app/contract/main-api';
import { orderCall, ordersCall, orderUpdatesCall } from '@pizza-order-app/contract/orders-api';
import { restaurantsByLocationCall } from '@pizza-order-app/contract/place-api';
import { cancelUnpaidOrderCall, changePaymentCall } from '@pizza-order-app/contract/payment-rescue';
import { PaymentMethodSchema, takesPaymentMethod } from '@pizza-order-app/contract/payments';
import { rateOrderCall } from '@pizza-order-app/contract/ratings';
import {
  customerBasketCall,
  savedAddressesCall,
} from '@pizza-order-app/contract/signed-in-customer-api';
import {
  telegramPaymentCheckCall,
  telegramPaymentPaidCall,
} from '@pizza-order-app/contract/telegram-payments';
import { LanguageCodeSchema } from '@pizza-order-app/contract';
import type { Env } from '../lib/env';
import { languageOf, type ReferenceBackendEnv } from './context';
import { message } from './messages';

/**
 * The reference backend's profiles (REFERENCE_BACKEND_PROFILE): `full` has every designed
 * extension; `core` plays a chain's backend with the core only (docs/api.md, "Capabilities"), so
 * the app and the conformance kit can be run against one.
 */
const isCore = (env: Env) => env.REFERENCE_BACKEND_PROFILE === 'core';

/** The extensions this backend announces (`GET /api/capabilities`). */
export const announcedExtensions = (env: Env): readonly Extension[] =>
  isCore(env) ? [] : EXTENSIONS;

/** The calls of each extension; a call of several is there while any of them is. */
const EXTENSION_PATHS: Readonly<Record<string, readonly Extension[]>> = {
  [paymeCall.path]: ['payme'],
  [clickPrepareCall.path]: ['click'],
  [clickCompleteCall.path]: ['click'],
  [telegramPaymentCheckCall.path]: ['telegram-payments'],
  [telegramPaymentPaidCall.path]: ['telegram-payments'],
  // Only an order paid online awaits its payment.
  [changePaymentCall.path]: ['payme', 'click', 'telegram-payments'],
  [cancelUnpaidOrderCall.path]: ['payme', 'click', 'telegram-payments'],
  [savedAddressesCall.path]: ['sign-in'],
  [customerBasketCall.path]: ['sign-in'],
  [rateOrderCall.path]: ['ratings'],
  // The bot's leave to write about an order: it writes only from the order's events.
  [orderUpdatesCall.path]: ['order-events'],
};

/** What the core's answers and requests may carry, read leniently: the contract checks the rest. */
const LooseRestaurantsSchema = v.looseObject({
  restaurants: v.array(v.looseObject({ paymentMethods: v.optional(v.unknown()) })),
});
const LooseMenuSchema = v.looseObject({
  products: v.array(v.looseObject({ id: v.number(), composition: v.optional(v.unknown()) })),
  productsForCart: v.array(v.number()),
});
const LooseOrderSchema = v.looseObject({
  courier: v.optional(v.unknown()),
  rating: v.optional(v.unknown()),
});
const LooseDraftSchema = v.looseObject({
  language: v.optional(LanguageCodeSchema),
  paymentMethod: v.optional(PaymentMethodSchema),
  changeFrom: v.optional(v.unknown()),
  products: v.optional(v.array(v.looseObject({ parts: v.optional(v.unknown()) }))),
});

/** An order's answer without what only extensions add. */
const coreOrder = ({
  courier: _courier,
  rating: _rating,
  ...rest
}: v.InferOutput<typeof LooseOrderSchema>) => rest;

/** Rewrites a JSON answer; an answer of another shape (a refusal) passes as it is. */
const rewrite = <T extends v.GenericSchema>(
  body: unknown,
  schema: T,
  change: (parsed: v.InferOutput<T>) => unknown,
) => {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? change(parsed.output) : body;
};

const withoutMethods = (body: unknown) =>
  rewrite(body, LooseRestaurantsSchema, ({ restaurants }) => ({
    restaurants: restaurants.map(({ paymentMethods: _methods, ...restaurant }) => restaurant),
  }));

/** The core's reads, each without what extensions add to its answer. */
const CORE_ANSWERS: Readonly<Record<string, (body: unknown) => unknown>> = {
  [restaurantsListCall.path]: withoutMethods,
  [restaurantsByLocationCall.path]: withoutMethods,
  [shopCall.path]: (body) =>
    rewrite(body, LooseMenuSchema, (menu) => {
      const composite = new Set(
        menu.products.filter(({ composition }) => composition).map(({ id }) => id),
      );
      return {
        ...menu,
        products: menu.products.filter(({ id }) => !composite.has(id)),
        productsForCart: menu.productsForCart.filter((id) => !composite.has(id)),
      };
    }),
  [orderCall.path]: (body) =>
    rewrite(body, v.looseObject({ order: LooseOrderSchema }), (answer) => ({
      ...answer,
      order: coreOrder(answer.order),
    })),
  [ordersCall.path]: (body) =>
    rewrite(body, v.looseObject({ orders: v.array(LooseOrderSchema) }), (answer) => ({
      ...answer,
      orders: answer.orders.map(coreOrder),
    })),
};

/**
 * What a draft or a basket asks of an extension the core has not: another method than cash,
 * change, a composite dish's parts. Null when it asks nothing of one.
 */
const coreRefusal = (body: unknown) => {
  const draft = v.safeParse(LooseDraftSchema, body);
  if (!draft.success) return null;
  const { language, paymentMethod, changeFrom, products = [] } = draft.output;
  if (paymentMethod !== undefined && !takesPaymentMethod(undefined, paymentMethod))
    return {
      status: 409,
      message: message('paymentMethodNotTaken', languageOf(language)),
    } as const;
  if (changeFrom !== undefined)
    return { status: 400, message: 'Invalid changeFrom: this backend gives no change' } as const;
  const composite = products.findIndex(({ parts }) => parts !== undefined);
  if (composite !== -1)
    return {
      status: 400,
      message: `Invalid products.${composite}.parts: this backend has no composite dishes`,
    } as const;
  return null;
};

/**
 * The core profile: an extension's calls answer 404 as calls the backend does not have, and the
 * core's own answers and orders go without what extensions add to them.
 */
export const coreProfile = createMiddleware<ReferenceBackendEnv>(async (c, next) => {
  if (!isCore(c.env)) return next();
  const { path } = c.req;
  if (EXTENSION_PATHS[path])
    return c.json({ message: `No such endpoint: ${c.req.method} ${path}` }, 404);
  if (
    (c.req.method === 'POST' || c.req.method === 'PUT') &&
    c.req.header('Content-Type')?.startsWith('application/json')
  ) {
    const refusal = coreRefusal(await c.req.json().catch(() => null));
    if (refusal) return c.json({ message: refusal.message }, refusal.status);
  }
  await next();
  const coreAnswer = CORE_ANSWERS[path];
  if (!coreAnswer || c.req.method !== 'GET' || c.res.status !== 200) return;
  const answer = coreAnswer(await c.res.json());
  // A fresh answer, not one carrying the old one's headers (its length).
  c.res = undefined;
  c.res = c.json(answer);
});
