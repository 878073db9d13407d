import * as v from 'valibot';
import {
  IdSchema,
  OrderTypeIdSchema,
  PhoneSchema,
  QueryBoolean,
  QueryCoordinate,
  QueryCount,
  QueryId,
  QueryLanguageCode,
  QueryOrderTypeId,
  type CallDefinition,
} from './common';

const TimeOfDaySchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm'));
const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp());

// ─── Menu ────────────────────────────────────────────────────────────────────

/** Spec §3 modifier (the client adds `count`). */
export const ModifierSchema = v.object({
  id: IdSchema,
  name: v.string(),
  isRequired: v.boolean(),
  isDefault: v.boolean(),
  price: v.pipe(v.number(), v.minValue(0)),
  maxOneDish: v.pipe(v.number(), v.integer(), v.minValue(1)),
  imageUrl: v.string(),
});
export type Modifier = v.InferOutput<typeof ModifierSchema>;

export const ProductSchema = v.object({
  id: IdSchema,
  /** The folder the product belongs to. */
  parentId: IdSchema,
  name: v.string(),
  description: v.string(),
  price: v.pipe(v.number(), v.minValue(0)),
  imageUrl: v.string(),
  tags: v.array(v.string()),
  modifiers: v.array(ModifierSchema),
});
export type Product = v.InferOutput<typeof ProductSchema>;

export const FolderSchema = v.object({ id: IdSchema, name: v.string() });
export type Folder = v.InferOutput<typeof FolderSchema>;

export const ShopQuerySchema = v.object({
  Language: QueryLanguageCode,
  RestaurantId: v.optional(QueryCount),
  RegionId: v.optional(QueryCount),
  Longitude: QueryCoordinate(-180, 180),
  Latitude: QueryCoordinate(-90, 90),
  OrderTypeId: QueryOrderTypeId,
  /** Reference backend only: a 1,000-product, 40-folder menu for benchmarks. */
  benchmark: v.optional(QueryBoolean),
});

/** Spec §3 menu; `starTime` keeps the backend's spelling. */
export const ShopResponseSchema = v.object({
  folders: v.array(FolderSchema),
  products: v.array(ProductSchema),
  /** Ids of products suggested as add-ons in the cart. */
  productsForCart: v.array(IdSchema),
  restId: IdSchema,
  starTime: v.nullable(TimeOfDaySchema),
  endTime: v.nullable(TimeOfDaySchema),
  /** Minutes. */
  deliveryDuration: v.nullable(v.pipe(v.number(), v.minValue(0))),
  priceOfDelivery: v.pipe(v.number(), v.minValue(0)),
});
export type Menu = v.InferOutput<typeof ShopResponseSchema>;

export const shopCall = {
  method: 'GET',
  path: '/api/shop',
  query: ShopQuerySchema,
  response: ShopResponseSchema,
} as const satisfies CallDefinition;

// ─── Restaurants and places ──────────────────────────────────────────────────

/** Spec §3 restaurant. `zone` is "lon lat, lon lat, …" (longitude first, ring not closed). */
export const RestaurantSchema = v.object({
  id: IdSchema,
  name: v.string(),
  address: v.string(),
  regionId: v.number(),
  longitude: v.number(),
  latitude: v.number(),
  zone: v.string(),
  isActive: v.boolean(),
  phone: v.string(),
  workingHours: v.string(),
  /** Designed: the districts and streets its zone covers, for visitors without a map. */
  districts: v.optional(v.array(v.string()), []),
});
export type Restaurant = v.InferOutput<typeof RestaurantSchema>;

export const RestaurantsResponseSchema = v.object({ restaurants: v.array(RestaurantSchema) });

export const restaurantsListCall = {
  method: 'GET',
  path: '/api/restaurants/List',
  query: v.object({ Language: QueryLanguageCode }),
  response: RestaurantsResponseSchema,
} as const satisfies CallDefinition;

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
} as const satisfies CallDefinition;

// ─── Orders ──────────────────────────────────────────────────────────────────

/** Order status codes of the reference backend; 201 and 255 are final (spec §4). */
export const ORDER_STATUS = {
  accepted: 1,
  cooking: 2,
  baking: 3,
  onTheWay: 4,
  readyForPickup: 5,
  completed: 201,
  cancelled: 255,
} as const;
export const FINAL_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.completed,
  ORDER_STATUS.cancelled,
];
export const isOrderActive = (statusCode: number) => !FINAL_ORDER_STATUSES.includes(statusCode);
/** The statuses an order passes through, by order type (0 delivery, 200 pickup), barring cancellation. */
export const ORDER_STATUS_STEPS = {
  0: [
    ORDER_STATUS.accepted,
    ORDER_STATUS.cooking,
    ORDER_STATUS.baking,
    ORDER_STATUS.onTheWay,
    ORDER_STATUS.completed,
  ],
  200: [
    ORDER_STATUS.accepted,
    ORDER_STATUS.cooking,
    ORDER_STATUS.baking,
    ORDER_STATUS.readyForPickup,
    ORDER_STATUS.completed,
  ],
} as const;

export const PaymentMethodSchema = v.picklist(['cash', 'card']);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const OrderProductSchema = v.object({
  id: IdSchema,
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  modifiers: v.array(
    v.object({ id: IdSchema, count: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  ),
});

export const OrderLineSchema = v.object({
  productId: IdSchema,
  name: v.string(),
  amount: v.number(),
  price: v.number(),
  modifiers: v.array(
    v.object({ id: IdSchema, name: v.string(), count: v.number(), price: v.number() }),
  ),
});

export const OrderSchema = v.object({
  orderId: IdSchema,
  statusCode: v.number(),
  createdAt: IsoDateSchema,
  orderTypeId: OrderTypeIdSchema,
  restaurantId: IdSchema,
  address: v.nullable(v.string()),
  /** null: as soon as possible. */
  deliveryTime: v.nullable(IsoDateSchema),
  lines: v.array(OrderLineSchema),
  deliveryPrice: v.number(),
  total: v.number(),
  paymentMethod: PaymentMethodSchema,
  customerName: v.string(),
  phone: v.string(),
  comment: v.string(),
  statusHistory: v.array(v.object({ statusCode: v.number(), at: IsoDateSchema })),
});
export type Order = v.InferOutput<typeof OrderSchema>;

export const orderCall = {
  method: 'GET',
  path: '/api/delivery/Get',
  query: v.object({ Language: QueryLanguageCode, orderId: QueryId }),
  response: v.object({ order: OrderSchema }),
} as const satisfies CallDefinition;

export const ORDER_PAGE_SIZE = 50;

export const ordersCall = {
  method: 'GET',
  path: '/api/delivery/List',
  query: v.object({
    Language: QueryLanguageCode,
    customerId: QueryId,
    skip: QueryCount,
    take: v.pipe(QueryCount, v.minValue(1), v.maxValue(100)),
    onlyActive: v.optional(QueryBoolean),
  }),
  response: v.object({ orders: v.array(OrderSchema), total: v.number() }),
} as const satisfies CallDefinition;

/** The order a customer places; the same body goes to tg_order with `tgId` instead of `customerId`. */
export const OrderDraftSchema = v.object({
  /** The same key for a retry of the same order: the backend answers the first order again. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
  orderTypeId: OrderTypeIdSchema,
  restaurantId: IdSchema,
  regionId: v.number(),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  address: v.optional(v.string()),
  deliveryTime: v.nullable(IsoDateSchema),
  customerName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  phone: PhoneSchema,
  paymentMethod: PaymentMethodSchema,
  comment: v.pipe(v.string(), v.maxLength(500)),
  products: v.pipe(v.array(OrderProductSchema), v.minLength(1, 'the order has no products')),
});
export type OrderDraft = v.InferOutput<typeof OrderDraftSchema>;

export const createOrderCall = {
  method: 'POST',
  path: '/api/delivery/Create',
  body: v.object({
    ...OrderDraftSchema.entries,
    language: v.optional(v.picklist([1, 2, 3])),
    customerId: v.optional(IdSchema),
  }),
  response: v.object({ orderId: IdSchema, customerId: IdSchema }),
} as const satisfies CallDefinition;

export const customerCall = {
  method: 'GET',
  path: '/api/customer/Get',
  query: v.object({ Language: QueryLanguageCode, customerId: QueryId }),
  response: v.object({
    customer: v.object({ customerId: IdSchema, name: v.string(), phone: v.string() }),
  }),
} as const satisfies CallDefinition;

// ─── News and promotions ─────────────────────────────────────────────────────

export const NewsItemSchema = v.object({
  id: IdSchema,
  title: v.string(),
  summary: v.string(),
  /** HTML; the client sanitises it before rendering. */
  body: v.string(),
  imageUrl: v.string(),
  publishedAt: IsoDateSchema,
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;

export const PromotionSchema = v.object({
  id: IdSchema,
  title: v.string(),
  summary: v.string(),
  body: v.string(),
  imageUrl: v.string(),
  startsAt: IsoDateSchema,
  endsAt: IsoDateSchema,
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

const PageQuerySchema = v.object({
  Language: QueryLanguageCode,
  skip: v.optional(QueryCount),
  take: v.optional(v.pipe(QueryCount, v.minValue(1), v.maxValue(100))),
});
const ItemQuerySchema = v.object({ Language: QueryLanguageCode, id: QueryId });

export const newsListCall = {
  method: 'GET',
  path: '/api/news/List',
  query: PageQuerySchema,
  response: v.object({ items: v.array(NewsItemSchema), total: v.number() }),
} as const satisfies CallDefinition;

export const newsItemCall = {
  method: 'GET',
  path: '/api/news/Get',
  query: ItemQuerySchema,
  response: v.object({ item: NewsItemSchema }),
} as const satisfies CallDefinition;

export const promotionsListCall = {
  method: 'GET',
  path: '/api/stocks/List',
  query: PageQuerySchema,
  response: v.object({ items: v.array(PromotionSchema), total: v.number() }),
} as const satisfies CallDefinition;

export const promotionCall = {
  method: 'GET',
  path: '/api/stocks/Get',
  query: ItemQuerySchema,
  response: v.object({ item: PromotionSchema }),
} as const satisfies CallDefinition;

/** Spec §7 `POST /api/tg_order` (messenger API): the same draft, for a verified Telegram user. */
export const telegramOrderCall = {
  method: 'POST',
  path: '/api/tg_order',
  body: v.object({
    ...OrderDraftSchema.entries,
    tgId: IdSchema,
    /** The messenger client adds no language of its own; refusals come back in this one. */
    language: v.optional(v.picklist([1, 2, 3])),
  }),
  /** `customerId`: the customer this Telegram user orders as, so the profile can list the orders. */
  response: v.object({ orderId: IdSchema, customerId: IdSchema }),
} as const satisfies CallDefinition;
