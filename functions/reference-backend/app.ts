import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';
import type { Env } from '../lib/env';
import { verifyPhoneProof } from '../lib/phone-proof';
import { namedRequest } from '../lib/request-id';
import type { CustomerClaim } from '../lib/tokens';
import {
  addressCall,
  addressSearchCall,
  applyCall,
  basketCall,
  createOrderCall,
  customerCall,
  newsItemCall,
  newsListCall,
  orderCall,
  orderUpdatesCall,
  ordersCall,
  priceCall,
  promotionCall,
  promotionsListCall,
  rateOrderCall,
  restaurantsByLocationCall,
  restaurantsListCall,
  saveBasketCall,
  shopCall,
  telegramOrderCall,
  vacanciesCall,
  vacancyCall,
  ERROR_CODES,
  type ErrorBody,
} from '@pizza-order-app/contract';
import { capabilitiesCall } from '@pizza-order-app/contract/capabilities';
import { STRICT_TRANSPORT_SECURITY } from '@pizza-order-app/contract/config/site-http';
import type { LngLat } from '@pizza-order-app/contract/lib/geo/point';
import { findCustomerId } from './customers';
import {
  callerCustomerId,
  isCallersCustomer,
  isSignedUser,
  requireBearer,
  requireMessengerSignature,
} from './auth';
import {
  benchmarkMenuFor,
  describeLocation,
  findRestaurant,
  localizeNews,
  localizePromotion,
  localizeRestaurant,
  menuFor,
  NEWS,
  PROMOTIONS,
  RESTAURANTS,
  restaurantsByDistance,
  restaurantsServing,
  searchStreets,
} from './catalog';
import { limitedBody } from '../lib/body-limit';
import {
  languageOf,
  notFound,
  valid,
  type Language,
  type ReferenceBackendContext,
  type ReferenceBackendEnv,
} from './context';
import { message } from './messages';
import { getCustomer, phoneCustomerOf, readAddresses, saveAddresses } from './customers';
import {
  customerBasketCall,
  customerSelfCall,
  saveAddressesCall,
  saveCustomerBasketCall,
  savedAddressesCall,
} from '@pizza-order-app/contract/signed-in-customer-api';
import { checkBasket, isRunning, OrderRefused, priceOrder } from './order-rules';
import {
  getOrder,
  listOrders,
  localizeDiscount,
  localizeFreeDeliveryGap,
  orderClockOf,
  placeOrder,
  replayedOrder,
  recordBotMayWrite,
  type PlacedOrder,
} from './orders';
import { paymentHandoverOf } from './payments/handover';
import { cancelAwaiting, changeToOffline } from './payments/rescue';
import { cancelUnpaidOrderCall, changePaymentCall } from '@pizza-order-app/contract/payment-rescue';
import { payments } from './payments/routes';
import { botApiDouble } from './bot-api-double';
import { rateOrder, withRatings } from './ratings';
import { smsOutbox } from './sms-outbox';
import { kitchenDev } from './kitchen';
import { readStopList, stopListDev } from './stop-list';
import { tellsOrderNews } from './order-news';
import { limitWrites, rateLimited } from './rate-limit';
import { basketOwnerOf, readBasket, saveBasket, storeApplication } from './records';
import { VACANCIES } from './seed/content';
import { referenceNow } from './clock';
import { announcedExtensions, coreProfile } from './profile';

const clockOf = (env: Env) => orderClockOf(env);

const orderClock = (c: ReferenceBackendContext) => clockOf(c.env);

/**
 * Reads of orders, and the answer to the app's write-access request, tell the edge their news: a
 * backend with order events (profile.ts).
 */
const tellsNews = tellsOrderNews(clockOf);
const orderNews = createMiddleware<ReferenceBackendEnv>((c, next) =>
  announcedExtensions(c.env).includes('order-events') ? tellsNews(c, next) : next(),
);

/**
 * The placed order with its payment page or invoice (payments/handover.ts) on this site. When
 * that cannot be made now (Telegram is down), 502: the order waits, and the placement's retry
 * (the same idempotency key) answers it with its handover.
 */
const placedAnswer = async (
  c: ReferenceBackendContext,
  placed: PlacedOrder,
  language: Language,
) => {
  try {
    return c.json({
      ...placed,
      ...(await paymentHandoverOf(c.env, new URL(c.req.url).origin, placed)),
    });
  } catch (error) {
    console.error('payment handover failed', {
      orderId: placed.orderId,
      error: error instanceof Error ? error.message : String(error),
    });
    return c.json({ message: message('paymentUnavailable', language) } satisfies ErrorBody, 502);
  }
};

/**
 * A retry of an order whose answer was lost (the same key, body and customer) is answered with
 * its order before the order limit counts anything: the limit would refuse the very order the
 * customer already has. A new order is counted, then placed; over the limit, the 429.
 */
const placeCounted = async (
  c: ReferenceBackendContext,
  draft: Parameters<typeof placeOrder>[1],
  customer: CustomerClaim,
  language: Language,
  options: Parameters<typeof placeOrder>[4],
): Promise<{ placed: PlacedOrder; isNew: boolean } | { limited: Response }> => {
  const replayed = await replayedOrder(c.env.DB, draft, customer, language);
  if (replayed) return { placed: replayed, isNew: false };
  const limited = await rateLimited(c, 'orders');
  if (limited) return { limited };
  return { placed: await placeOrder(c.env.DB, draft, customer, language, options), isNew: true };
};

const refusedOrder = (c: ReferenceBackendContext, error: unknown) => {
  if (error instanceof OrderRefused)
    return c.json(
      {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
      } satisfies Omit<ErrorBody, 'code'> & { code?: OrderRefused['code'] },
      error.status,
    );
  throw error;
};

/** A customer id that is not the caller's: the same answer whether it exists or not. */
const notYours = (c: ReferenceBackendContext) =>
  c.json(
    { message: 'This customer id is not yours', code: ERROR_CODES.notYours } satisfies ErrorBody,
    403,
  );

const mainAuth = requireBearer('main-api');

/** A call about the caller's own orders from an anonymous bearer. */
const customerRequired = (c: ReferenceBackendContext) =>
  c.json({ message: 'A customer session is required' }, 401);

/**
 * A change to the caller's own unpaid order (payments/rescue.ts): anonymous 401; another
 * customer's order or none the same 404, so ids tell a stranger nothing; a refusal its 409.
 */
const rescueAnswer = async (
  c: ReferenceBackendContext,
  language: Parameters<typeof languageOf>[0],
  rescue: (
    customerId: number | null,
    language: Language,
    clock: ReturnType<typeof orderClock>,
  ) => Promise<object | null>,
) => {
  if (!c.get('customer')) return customerRequired(c);
  try {
    const order = await rescue(await callerCustomerId(c), languageOf(language ?? 2), orderClock(c));
    return order ? c.json({ order }) : notFound(c, 'Order');
  } catch (error) {
    return refusedOrder(c, error);
  }
};

/** Saved addresses live on the server for a customer signed in with a phone only. */
const phoneRequired = (c: ReferenceBackendContext) =>
  c.json({ message: 'Sign in with a phone to keep addresses and the basket on every device' }, 401);

/**
 * The customer of the caller's verified phone, made now if it has no record yet (saving before a
 * first order); null for a caller the edge verified no phone for.
 */
const callerPhoneCustomer = async (c: ReferenceBackendContext) => {
  const customer = c.get('customer');
  if (customer?.phone === undefined) return null;
  const customerId = await phoneCustomerOf(c.env.DB, { ...customer, phone: customer.phone });
  if (customerId === null) throw new Error('the phone customer could not be made');
  return customerId;
};

const mainApi = new Hono<ReferenceBackendEnv>()
  .use('/delivery/Get', orderNews)
  .use('/delivery/List', orderNews)
  .get('/capabilities', mainAuth, valid('query', capabilitiesCall.query), (c) =>
    c.json({ extensions: announcedExtensions(c.env) }),
  )
  .get('/shop', mainAuth, valid('query', shopCall.query), async (c) => {
    const query = c.req.valid('query');
    const language = languageOf(query.Language);
    const point: LngLat = [query.Longitude, query.Latitude];
    const chosen = query.RestaurantId ? findRestaurant(query.RestaurantId) : undefined;
    const restaurant = chosen?.isActive
      ? chosen
      : query.OrderTypeId === 0
        ? restaurantsServing(point)[0]
        : restaurantsByDistance(point)[0];
    if (!restaurant) return c.json({ message: message('outsideZone', language) }, 409);
    if (query.benchmark) return c.json(benchmarkMenuFor(language, restaurant.id));
    return c.json(menuFor(language, restaurant.id, await readStopList(c.env.DB, restaurant.id)));
  })
  .get('/restaurants/List', mainAuth, valid('query', restaurantsListCall.query), (c) => {
    const language = languageOf(c.req.valid('query').Language);
    return c.json({
      restaurants: RESTAURANTS.map((restaurant) => localizeRestaurant(restaurant, language)),
    });
  })
  .get(
    '/restaurants/GetByLocation',
    mainAuth,
    valid('query', restaurantsByLocationCall.query),
    (c) => {
      const query = c.req.valid('query');
      const point: LngLat = [query.longitude, query.latitude];
      const found =
        query.orderTypeId === 0 ? restaurantsServing(point) : restaurantsByDistance(point);
      return c.json({
        restaurants: found.map((restaurant) =>
          localizeRestaurant(restaurant, languageOf(query.Language)),
        ),
      });
    },
  )
  .get('/tg_address', mainAuth, valid('query', addressCall.query), (c) => {
    const query = c.req.valid('query');
    return c.json({
      address: describeLocation([query.longitude, query.latitude], languageOf(query.Language)),
    });
  })
  .get('/address/Search', mainAuth, valid('query', addressSearchCall.query), (c) => {
    const query = c.req.valid('query');
    return c.json({ places: searchStreets(query.text, languageOf(query.Language)) });
  })
  .get('/delivery/Get', mainAuth, valid('query', orderCall.query), async (c) => {
    const { orderId, trackingKey, Language } = c.req.valid('query');
    const found = await getOrder(
      c.env.DB,
      orderId,
      { customerId: await callerCustomerId(c), trackingKey },
      languageOf(Language),
      orderClock(c),
    );
    if (!found) return notFound(c, 'Order');
    if (found.view === 'shared') return c.json(found);
    const [order] = await withRatings(c.env.DB, [found.order]);
    return c.json({ view: found.view, order });
  })
  .get('/delivery/List', mainAuth, valid('query', ordersCall.query), async (c) => {
    const query = c.req.valid('query');
    if (!(await isCallersCustomer(c, query.customerId))) return notYours(c);
    const { orders, total } = await listOrders(
      c.env.DB,
      query,
      languageOf(query.Language),
      orderClock(c),
    );
    return c.json({ orders: await withRatings(c.env.DB, orders), total });
  })
  .post(
    '/delivery/Rate',
    mainAuth,
    // No write limit: a rating is one row per order the caller owns, rewritten in place.
    valid('json', rateOrderCall.body),
    async (c) => {
      const { language, ...rating } = c.req.valid('json');
      try {
        const rated = await rateOrder(
          c.env.DB,
          await callerCustomerId(c),
          rating,
          languageOf(language ?? 2),
          orderClock(c),
        );
        // Another customer's order, or none: the same 404, so ids tell a stranger nothing.
        return rated ? c.json({ orderId: rating.orderId, rating: rated }) : notFound(c, 'Order');
      } catch (error) {
        return refusedOrder(c, error);
      }
    },
  )
  .post(
    '/delivery/ChangePayment',
    mainAuth,
    // No write limit: one owned order, changed once (payments/rescue.ts).
    valid('json', changePaymentCall.body),
    (c) => {
      const { language, ...change } = c.req.valid('json');
      return rescueAnswer(c, language, (customerId, lang, clock) =>
        changeToOffline(c.env.DB, customerId, change, lang, clock),
      );
    },
  )
  .post(
    '/delivery/Cancel',
    mainAuth,
    // No write limit: one owned order, cancelled once (payments/rescue.ts).
    valid('json', cancelUnpaidOrderCall.body),
    (c) => {
      const { language, orderId } = c.req.valid('json');
      return rescueAnswer(c, language, (customerId, lang, clock) =>
        cancelAwaiting(c.env.DB, customerId, orderId, lang, clock),
      );
    },
  )
  .post('/delivery/Create', mainAuth, valid('json', createOrderCall.body), async (c) => {
    const { language, customerId, ...draft } = c.req.valid('json');
    const customer = c.get('customer');
    if (!customer) return customerRequired(c);
    if (customerId !== undefined && !(await isCallersCustomer(c, customerId))) return notYours(c);
    const lang = languageOf(language ?? 2);
    try {
      const outcome = await placeCounted(c, draft, customer, lang, {
        channel: 'web',
        now: referenceNow(c.env),
      });
      if ('limited' in outcome) return outcome.limited;
      // The signed-in customer's basket became this order, on every device.
      if (outcome.isNew && customer.phone !== undefined)
        await saveBasket(c.env.DB, { customerId: outcome.placed.customerId }, []);
      return await placedAnswer(c, outcome.placed, lang);
    } catch (error) {
      return refusedOrder(c, error);
    }
  })
  .post('/delivery/Price', mainAuth, valid('json', priceCall.body), async (c) => {
    const { language: code, restaurantId, ...basket } = c.req.valid('json');
    const language = languageOf(code ?? 2);
    // Only a price that tries a code is counted: guessing codes is what the limit stops.
    const limited = basket.promoCode === undefined ? null : await rateLimited(c, 'promoCodes');
    if (limited) return limited;
    if (!findRestaurant(restaurantId)?.isActive)
      return c.json({ message: message('restaurantClosed', language) }, 409);
    try {
      const stopList = await readStopList(c.env.DB, restaurantId);
      const priced = priceOrder(basket, language, referenceNow(c.env), stopList);
      return c.json({
        dishesPrice: priced.dishesPrice,
        deliveryPrice: priced.deliveryPrice,
        discounts: priced.discounts.map((discount) => localizeDiscount(discount, language)),
        total: priced.total,
        promoCode: priced.promoCode,
        toFreeDelivery: localizeFreeDeliveryGap(priced.toFreeDelivery, language),
      });
    } catch (error) {
      return refusedOrder(c, error);
    }
  })
  .get('/customer/Get', mainAuth, valid('query', customerCall.query), async (c) => {
    const { customerId } = c.req.valid('query');
    if (!(await isCallersCustomer(c, customerId))) return notYours(c);
    const customer = await getCustomer(c.env.DB, customerId);
    return customer ? c.json({ customer }) : notFound(c, 'Customer');
  })
  .get('/customer/Me', mainAuth, valid('query', customerSelfCall.query), async (c) => {
    const customerId = await callerCustomerId(c);
    return c.json({
      customer: customerId === null ? null : await getCustomer(c.env.DB, customerId),
      verifiedPhone: c.get('customer')?.phone ?? null,
    });
  })
  .get('/customer/Addresses', mainAuth, valid('query', savedAddressesCall.query), async (c) => {
    const customer = c.get('customer');
    if (customer?.phone === undefined) return phoneRequired(c);
    const customerId = await findCustomerId(c.env.DB, customer);
    const stored = customerId === null ? [] : await readAddresses(c.env.DB, customerId);
    // Stored as the contract had it when written: read back through it.
    const addresses = v.safeParse(savedAddressesCall.response.entries.addresses, stored);
    return c.json({ addresses: addresses.success ? addresses.output : [] });
  })
  .put(
    '/customer/Addresses',
    mainAuth,
    limitWrites('addresses'),
    valid('json', saveAddressesCall.body),
    async (c) => {
      const customerId = await callerPhoneCustomer(c);
      if (customerId === null) return phoneRequired(c);
      const { addresses } = c.req.valid('json');
      await saveAddresses(c.env.DB, customerId, addresses);
      return c.json({ addresses });
    },
  )
  .get('/customer/Basket', mainAuth, valid('query', customerBasketCall.query), async (c) => {
    const customer = c.get('customer');
    if (customer?.phone === undefined) return phoneRequired(c);
    const customerId = await findCustomerId(c.env.DB, customer);
    return c.json({
      products: customerId === null ? [] : await readBasket(c.env.DB, { customerId }),
    });
  })
  .put(
    '/customer/Basket',
    mainAuth,
    limitWrites('baskets'),
    valid('json', saveCustomerBasketCall.body),
    async (c) => {
      const customerId = await callerPhoneCustomer(c);
      if (customerId === null) return phoneRequired(c);
      const { products } = c.req.valid('json');
      try {
        // The basket call names no language: refusals are in the default one.
        checkBasket(products, languageOf(undefined));
      } catch (error) {
        return refusedOrder(c, error);
      }
      return c.json({ products: await saveBasket(c.env.DB, { customerId }, products) });
    },
  )
  .get('/news/List', mainAuth, valid('query', newsListCall.query), (c) => {
    const { Language, skip = 0, take = 20 } = c.req.valid('query');
    const items = [...NEWS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    return c.json({
      items: items.slice(skip, skip + take).map((item) => localizeNews(item, languageOf(Language))),
      total: items.length,
    });
  })
  .get('/news/Get', mainAuth, valid('query', newsItemCall.query), (c) => {
    const { Language, id } = c.req.valid('query');
    const item = NEWS.find((article) => article.id === id);
    return item
      ? c.json({ item: localizeNews(item, languageOf(Language)) })
      : notFound(c, 'News item');
  })
  .get('/stocks/List', mainAuth, valid('query', promotionsListCall.query), (c) => {
    const { Language, skip = 0, take = 20 } = c.req.valid('query');
    // Running now, so priced now: an ended or coming promotion is not advertised as on.
    const now = referenceNow(c.env);
    const running = PROMOTIONS.filter((promotion) => isRunning(promotion, now));
    return c.json({
      items: running
        .slice(skip, skip + take)
        .map((item) => localizePromotion(item, languageOf(Language))),
      total: running.length,
    });
  })
  .get('/stocks/Get', mainAuth, valid('query', promotionCall.query), (c) => {
    const { Language, id } = c.req.valid('query');
    const item = PROMOTIONS.find((promotion) => promotion.id === id);
    return item
      ? c.json({ item: localizePromotion(item, languageOf(Language)) })
      : notFound(c, 'Promotion');
  });

const forbiddenUser = (c: ReferenceBackendContext) =>
  c.json({ message: 'This basket belongs to another Telegram user' }, 403);

const messengerApi = new Hono<ReferenceBackendEnv>()
  .get('/tg_basket', requireMessengerSignature, valid('query', basketCall.query), async (c) => {
    const { tgId } = c.req.valid('query');
    if (!isSignedUser(c, tgId)) return forbiddenUser(c);
    const owner = await basketOwnerOf(c.env.DB, tgId);
    return c.json({ result: { products: await readBasket(c.env.DB, owner) } });
  })
  .put('/tg_basket', requireMessengerSignature, valid('json', saveBasketCall.body), async (c) => {
    const { tgId, products } = c.req.valid('json');
    if (!isSignedUser(c, tgId)) return forbiddenUser(c);
    try {
      // The basket call names no language: refusals are in the default one.
      checkBasket(products, languageOf(undefined));
    } catch (error) {
      return refusedOrder(c, error);
    }
    const owner = await basketOwnerOf(c.env.DB, tgId);
    return c.json({ result: { products: await saveBasket(c.env.DB, owner, products) } });
  })
  .post(
    '/tg_order',
    requireMessengerSignature,
    valid('json', telegramOrderCall.body),
    async (c) => {
      const { tgId, language, phoneProof, ...draft } = c.req.valid('json');
      if (!isSignedUser(c, tgId)) return forbiddenUser(c);
      if (
        phoneProof &&
        !(await verifyPhoneProof(c.env.MESSENGER_API_SECRET, tgId, draft.phone, phoneProof))
      )
        return c.json(
          {
            message: 'The phone proof is not for this user and number',
            code: ERROR_CODES.phoneProofRefused,
          } satisfies ErrorBody,
          403,
        );
      try {
        const outcome = await placeCounted(c, draft, { tgId }, languageOf(language), {
          phoneVerified: phoneProof !== undefined,
          channel: 'telegram',
          now: referenceNow(c.env),
        });
        if ('limited' in outcome) return outcome.limited;
        if (outcome.isNew) await saveBasket(c.env.DB, await basketOwnerOf(c.env.DB, tgId), []);
        return await placedAnswer(c, outcome.placed, languageOf(language ?? 2));
      } catch (error) {
        return refusedOrder(c, error);
      }
    },
  );

const messengerUpdatesApi = new Hono<ReferenceBackendEnv>()
  .use('/tg_order_updates', orderNews)
  .post(
    '/tg_order_updates',
    requireMessengerSignature,
    limitWrites('orders'),
    valid('json', orderUpdatesCall.body),
    async (c) => {
      const { tgId, orderId, allowed } = c.req.valid('json');
      if (!isSignedUser(c, tgId)) return forbiddenUser(c);
      // Another user's order, or none: the same 404, so ids tell a stranger nothing.
      return (await recordBotMayWrite(c.env.DB, orderId, tgId, allowed))
        ? c.json({ orderId, botMayWrite: allowed })
        : notFound(c, 'Order');
    },
  );

const hrAuth = requireBearer('hr-api');

const hrApi = new Hono<ReferenceBackendEnv>()
  .get('/vacancies', hrAuth, valid('query', vacanciesCall.query), (c) => {
    const { restaurantId, city } = c.req.valid('query');
    const needle = city?.trim().toLowerCase();
    const items = VACANCIES.filter(
      (vacancy) =>
        (!restaurantId || vacancy.restaurantId === restaurantId) &&
        (!needle || Object.values(vacancy.city).some((name) => name.toLowerCase() === needle)),
    );
    return c.json({ items });
  })
  .get(
    '/vacancies/:id',
    hrAuth,
    valid('param', v.object({ id: vacancyCall.query.entries.id })),
    (c) => {
      const item = VACANCIES.find((vacancy) => vacancy.id === c.req.valid('param').id);
      return item ? c.json({ item }) : notFound(c, 'Vacancy');
    },
  )
  .post(
    '/applications',
    hrAuth,
    limitWrites('applications'),
    valid('json', applyCall.body),
    async (c) => {
      const application = c.req.valid('json');
      if (!VACANCIES.some((vacancy) => vacancy.id === application.vacancyId))
        return notFound(c, 'Vacancy');
      if (application.restaurantId !== null && !findRestaurant(application.restaurantId))
        return c.json({ message: 'Invalid restaurantId: no such restaurant' }, 400);
      return c.json({ id: await storeApplication(c.env.DB, application) });
    },
  );

/**
 * The reference backend: the whole contract of the three APIs on the site's own origin, with the
 * same credential checks the real backends must make. Enabled by REFERENCE_BACKEND.
 */
export const referenceBackend = new Hono<ReferenceBackendEnv>()
  .basePath('/api')
  .use(namedRequest)
  // Answers depend on the caller's credentials: no shared cache may keep one for another caller.
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
    c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    c.header('X-Content-Type-Options', 'nosniff');
  })
  .use(limitedBody)
  .use(coreProfile)
  .route('/', botApiDouble)
  .route('/', smsOutbox)
  .route('/', stopListDev)
  .route('/', kitchenDev)
  .route('/', payments)
  .route('/', hrApi)
  .route('/', messengerApi)
  .route('/', messengerUpdatesApi)
  .route('/', mainApi)
  .notFound((c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404))
  .onError((error, c) => {
    // What hono itself refuses (its validator on malformed JSON: 400) keeps its status.
    if (error instanceof HTTPException) return c.json({ message: error.message }, error.status);
    // The stack goes to the log (Workers Logs, `wrangler pages deployment tail`), never to the caller.
    console.error('reference backend failed', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      stack: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
    return c.json({ message: 'The reference backend failed' }, 500);
  });
