/** Orders of the main API and the messenger API's tg_order: only the order screens need them. */
import * as v from 'valibot';
import { ORDER_REFUSAL_CODES } from './order-refusals';
import { PhoneProofSchema } from './telegram-phone';
import { OrderRatingSchema } from './ratings';
import {
  IdSchema,
  OrderTypeIdSchema,
  PhoneSchema,
  QueryBoolean,
  QueryCount,
  QueryId,
  QueryLanguageCode,
  IsoDateSchema,
  LanguageCodeSchema,
  ERROR_CODES,
  TokenResponseSchema,
  type CallDefinition,
} from './common';
import {
  ChosenModifiersSchema,
  ChosenPartsSchema,
  LineAmountSchema,
  RemovedIngredientsSchema,
} from './order-line';
import { DoorFieldSchemas } from './address-fields';
import type { Door, DoorField } from './door';
import { multiLineText, singleLineText } from './fields';
import { ORDER_LIMITS } from './limits';
import { CHANGE_FROM_MAX } from './cash-change';
import {
  PaymentHandoverSchema,
  PaymentMethodSchema,
  PaymentSchema,
  SharedPaymentSchema,
} from './payments';

// ─── Orders ──────────────────────────────────────────────────────────────────

/** Order status codes of the reference backend; 201 and 255 are final (docs/product.md §4). */
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

export { PaymentMethodSchema, type PaymentMethod } from './payments';

export const OrderProductSchema = v.strictObject({
  id: IdSchema,
  amount: LineAmountSchema,
  modifiers: ChosenModifiersSchema,
  /** Designed: a composite dish's parts (order-line.ts); required for one, refused for others. */
  parts: v.optional(ChosenPartsSchema),
  /** Designed: ingredients left out (order-line.ts); only those the dish lists as removable. */
  removedIngredients: v.optional(RemovedIngredientsSchema),
});
export type OrderProduct = v.InferOutput<typeof OrderProductSchema>;

const OrderProductsSchema = v.pipe(
  v.array(OrderProductSchema),
  v.minLength(1, 'the order has no products'),
  v.maxLength(ORDER_LIMITS.lines),
);

// ─── Offers ──────────────────────────────────────────────────────────────────

/**
 * A promo code as the backends take it: capital Latin letters and digits (the app writes what
 * the customer typed that way). Bounded here, not in limits.ts, as the HR API's are in
 * hr-api.ts: only the checkout and the cart sheet read it.
 */
export const PROMO_CODE_LIMITS = { min: 4, max: 20 } as const;
export const PROMO_CODE_PATTERN = /^[A-Z0-9]+$/;
export const PromoCodeSchema = v.pipe(
  v.string(),
  v.minLength(PROMO_CODE_LIMITS.min),
  v.maxLength(PROMO_CODE_LIMITS.max),
  v.regex(PROMO_CODE_PATTERN, 'must be capital Latin letters and digits'),
);

/**
 * One offer the pricing applied: the promotion it comes from (its title in the request's
 * language), whether it lowers the dishes or the delivery, and the so'm it takes off.
 */
export const DiscountSchema = v.object({
  promotionId: IdSchema,
  title: v.string(),
  appliesTo: v.picklist(['dishes', 'delivery']),
  amount: v.number(),
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

/** What became of the promo code sent: taken, unknown, or past its promotion's end. */
export const PromoCodeStatusSchema = v.picklist(['applied', 'unknown', 'expired']);
export type PromoCodeStatus = v.InferOutput<typeof PromoCodeStatusSchema>;

/**
 * The free-delivery offer the basket comes nearest to without reaching it: its promotion (the
 * title in the request's language) and the so'm of dishes, at menu prices, still missing.
 */
export const FreeDeliveryGapSchema = v.object({
  promotionId: IdSchema,
  title: v.string(),
  remaining: v.pipe(v.number(), v.minValue(1)),
});
export type FreeDeliveryGap = v.InferOutput<typeof FreeDeliveryGapSchema>;

/**
 * The price of a basket as the order would be charged now: the dishes and delivery at their
 * prices, the offers that apply, and the total (dishes + delivery − discounts).
 */
export const PriceQuoteSchema = v.object({
  dishesPrice: v.number(),
  /** Before offers; 0 for pickup. */
  deliveryPrice: v.number(),
  discounts: v.array(DiscountSchema),
  total: v.number(),
  promoCode: v.nullable(v.object({ code: v.string(), status: PromoCodeStatusSchema })),
  /**
   * Designed: null (or absent, from a backend that does not tell) when delivery is charged
   * nothing, is already free, or no running offer would make it free.
   */
  toFreeDelivery: v.optional(v.nullable(FreeDeliveryGapSchema), null),
});
export type PriceQuote = v.InferOutput<typeof PriceQuoteSchema>;

/** A basket to price: the order type, the restaurant and the lines, and a promo code to try. */
export const PriceRequestSchema = v.strictObject({
  orderTypeId: OrderTypeIdSchema,
  restaurantId: IdSchema,
  products: OrderProductsSchema,
  promoCode: v.optional(PromoCodeSchema),
});
export type PriceRequest = v.InferInput<typeof PriceRequestSchema>;

/**
 * The preview of an order's price, by the same rule the order is charged by. A promo code that
 * does not hold is answered in `promoCode.status`, priced without it.
 */
export const priceCall = {
  method: 'POST',
  path: '/api/delivery/Price',
  body: v.strictObject({
    ...PriceRequestSchema.entries,
    /** Added by the main API client to every POST (docs/product.md §7). */
    language: v.optional(LanguageCodeSchema),
  }),
  response: PriceQuoteSchema,
  refusals: [
    ORDER_REFUSAL_CODES.productUnavailable,
    ORDER_REFUSAL_CODES.ingredientNotRemovable,
    ERROR_CODES.rateLimited,
  ],
} as const satisfies CallDefinition;

export const OrderLineSchema = v.object({
  productId: IdSchema,
  /** A composite dish's name says every part (composition.ts `compositeName`). */
  name: v.string(),
  amount: v.number(),
  price: v.number(),
  modifiers: v.array(
    v.object({ id: IdSchema, name: v.string(), count: v.number(), price: v.number() }),
  ),
  /** Designed: a composite dish's parts as ordered; `price` is then the dish with its parts. */
  parts: v.optional(v.array(IdSchema)),
  /** Designed: the ingredients left out, named in the request's language; absent: none. */
  removedIngredients: v.optional(
    v.array(v.object({ id: IdSchema, name: v.string(), without: v.optional(v.string()) })),
  ),
});

/**
 * The secret half of a tracker link (`/tracker/{orderId}-{trackingKey}`): 128 random bits,
 * base64url. Whoever holds the link may follow the order's status, and nothing else of it.
 */
export const TrackingKeySchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22}$/));

/** What anyone holding the tracker link sees: the progress, the restaurant and the times. */
export const SharedOrderSchema = v.object({
  orderId: IdSchema,
  statusCode: v.number(),
  createdAt: IsoDateSchema,
  orderTypeId: OrderTypeIdSchema,
  restaurantId: IdSchema,
  /** null: as soon as possible. */
  deliveryTime: v.nullable(IsoDateSchema),
  /**
   * Designed: by when the order is promised, delivered or (pickup) ready: a chosen slot's end,
   * else the time it was placed plus the kitchen's duration (docs/product.md §4). Absent where
   * the backend promises nothing.
   */
  promisedAt: v.optional(IsoDateSchema),
  statusHistory: v.array(v.object({ statusCode: v.number(), at: IsoDateSchema })),
  /** Designed: how it is paid and, online, whether it is; absent from a backend that does not say. */
  payment: v.optional(SharedPaymentSchema),
});
export type SharedOrder = v.InferOutput<typeof SharedOrderSchema>;

const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

/** Designed: where the courier was at `at`, as their phone last told the backend. */
export const CourierLocationSchema = v.object({
  latitude: LatitudeSchema,
  longitude: LongitudeSchema,
  at: IsoDateSchema,
});

/**
 * The courier bringing a delivery: their first name and a phone the customer may call, and
 * (designed) where they are.
 */
export const CourierSchema = v.object({
  name: v.string(),
  phone: v.string(),
  location: v.optional(CourierLocationSchema),
});
export type Courier = v.InferOutput<typeof CourierSchema>;

/** The customer's name on an order, and the comment for the kitchen and the courier. */
export const CustomerNameSchema = singleLineText(ORDER_LIMITS.customerName);
export const OrderCommentSchema = multiLineText({ max: ORDER_LIMITS.comment });

/** A door field of an order; absent when the customer left it empty. */
const doorField = (field: DoorField) => v.optional(DoorFieldSchemas[field]);

/** The whole order, for its owner only. */
export const OrderSchema = v.object({
  ...SharedOrderSchema.entries,
  trackingKey: TrackingKeySchema,
  address: v.nullable(v.string()),
  apartment: v.optional(v.string()),
  entrance: v.optional(v.string()),
  floor: v.optional(v.string()),
  intercom: v.optional(v.string()),
  lines: v.array(OrderLineSchema),
  /** Before offers, as in the price quote; the discounts say what was taken off. */
  deliveryPrice: v.number(),
  /** Absent on an order placed before offers were priced. */
  discounts: v.optional(v.array(DiscountSchema)),
  total: v.number(),
  paymentMethod: PaymentMethodSchema,
  customerName: v.string(),
  phone: v.string(),
  comment: v.string(),
  /** Designed: the sum the customer pays cash with (the order's `changeFrom`); owner only. */
  changeFrom: v.optional(v.number()),
  /** Designed: who brings a delivery, once one is on the way; absent until then and for pickup. */
  courier: v.optional(CourierSchema),
  /** Designed: the delivery's point, the door the courier rides to; absent for pickup. */
  destination: v.optional(v.object({ latitude: LatitudeSchema, longitude: LongitudeSchema })),
  /** Designed: the owner's rating of the finished order, once given (ratings.ts). */
  rating: v.optional(OrderRatingSchema),
  payment: v.optional(PaymentSchema),
});
export type Order = v.InferOutput<typeof OrderSchema>;

/**
 * docs/product.md §7 delivery/Get: the owner (by the bearer's claim) gets the whole order; a caller with the
 * order's tracking key gets the shared view; anyone else 404, exactly as for an unknown id.
 */
export const orderCall = {
  method: 'GET',
  path: '/api/delivery/Get',
  query: v.object({
    Language: QueryLanguageCode,
    orderId: QueryId,
    trackingKey: v.optional(TrackingKeySchema),
  }),
  // A union on a one-value picklist (not `variant`/`literal`): the same check, without two more
  // valibot functions in every visitor's runtime chunk.
  response: v.union([
    v.object({ view: v.picklist(['owner']), order: OrderSchema }),
    v.object({ view: v.picklist(['shared']), order: SharedOrderSchema }),
  ]),
  refusals: [],
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
  refusals: [ERROR_CODES.notYours],
} as const satisfies CallDefinition;

/**
 * The order a customer places; the same body goes to tg_order with `tgId` instead of `customerId`.
 * Request bodies are strict: a field the contract does not name is refused, not carried along.
 */
export const OrderDraftSchema = v.strictObject({
  /** The same key for a retry of the same order: the backend answers the first order again. */
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(100)),
  orderTypeId: OrderTypeIdSchema,
  restaurantId: IdSchema,
  /** The chosen restaurant's region. */
  regionId: IdSchema,
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  address: v.optional(singleLineText({ max: ORDER_LIMITS.address })),
  /** The door of a delivery address (deliveries only): where the courier rings. */
  apartment: doorField('apartment'),
  entrance: doorField('entrance'),
  floor: doorField('floor'),
  intercom: doorField('intercom'),
  /** null: as soon as possible; otherwise the start of a slot the menu offers (time-slots.ts). */
  deliveryTime: v.nullable(IsoDateSchema),
  customerName: CustomerNameSchema,
  phone: PhoneSchema,
  paymentMethod: PaymentMethodSchema,
  comment: OrderCommentSchema,
  products: OrderProductsSchema,
  /** Refused (409) when unknown or expired: the customer was shown a price with it. */
  promoCode: v.optional(PromoCodeSchema),
  /**
   * The total the customer was shown: when sent, an order the backend would charge otherwise is
   * refused (409 `price-changed`), never charged at a price nobody saw. No discount is taken
   * from the client: the backend prices the order itself.
   */
  expectedTotal: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /**
   * Cash only: the sum the customer will pay with, so the courier brings the change; the total
   * itself is "without change". Below the total the backend refuses (409 `change-below-total`).
   */
  changeFrom: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHANGE_FROM_MAX)),
  ),
});
export type OrderDraft = v.InferOutput<typeof OrderDraftSchema>;

/** A pickup order is handed over at the counter: the door of an address belongs to deliveries. */
const doorOnlyForDelivery = ({ orderTypeId, ...door }: Door & Pick<OrderDraft, 'orderTypeId'>) =>
  orderTypeId === 0 || !(door.apartment || door.entrance || door.floor || door.intercom);
const PICKUP_WITH_DOOR = 'a pickup order has no apartment, entrance, floor or intercom';

export { ORDER_REFUSAL_CODES, type OrderRefusalCode } from './order-refusals';

/** Change is brought for cash only (cash-change.ts). */
const changeOnlyForCash = ({ paymentMethod, changeFrom }: OrderDraft) =>
  changeFrom === undefined || paymentMethod === 'cash';
const CHANGE_WITHOUT_CASH = 'changeFrom goes with paymentMethod cash only';

/**
 * `POST /api/session` (edge): the web visitor's session, started or renewed before an order: its
 * bearer, and its cookie. Here rather than beside the other credentials, so the first screen does
 * not carry it.
 */
/** What placing an order may be refused for, on the web and from Telegram alike. */
const PLACEMENT_REFUSALS = [
  ERROR_CODES.priceChanged,
  ERROR_CODES.idempotencyConflict,
  ERROR_CODES.promoCodeUnknown,
  ERROR_CODES.promoCodeExpired,
  ORDER_REFUSAL_CODES.addressRequired,
  ORDER_REFUSAL_CODES.productUnavailable,
  ORDER_REFUSAL_CODES.changeBelowTotal,
  ORDER_REFUSAL_CODES.ingredientNotRemovable,
  ERROR_CODES.rateLimited,
] as const;

export const webSessionCall = {
  method: 'POST',
  path: '/api/session',
  response: TokenResponseSchema,
  refusals: [ERROR_CODES.rateLimited],
} as const satisfies CallDefinition;

export const createOrderCall = {
  method: 'POST',
  path: '/api/delivery/Create',
  body: v.pipe(
    v.strictObject({
      ...OrderDraftSchema.entries,
      /** Added by the main API client to every POST (docs/product.md §7). */
      language: v.optional(LanguageCodeSchema),
      /** Optional, and refused with 403 unless it is the caller's own: the claim decides. */
      customerId: v.optional(IdSchema),
    }),
    v.check((draft) => doorOnlyForDelivery(draft), PICKUP_WITH_DOOR),
    v.check((draft) => changeOnlyForCash(draft), CHANGE_WITHOUT_CASH),
  ),
  response: v.object({
    orderId: IdSchema,
    customerId: IdSchema,
    trackingKey: TrackingKeySchema,
    ...PaymentHandoverSchema.entries,
  }),
  refusals: [ERROR_CODES.notYours, ...PLACEMENT_REFUSALS],
} as const satisfies CallDefinition;

export const customerCall = {
  method: 'GET',
  path: '/api/customer/Get',
  query: v.object({ Language: QueryLanguageCode, customerId: QueryId }),
  response: v.object({
    customer: v.object({ customerId: IdSchema, name: v.string(), phone: v.string() }),
  }),
  refusals: [ERROR_CODES.notYours],
} as const satisfies CallDefinition;

/** docs/product.md §7 `POST /api/tg_order` (messenger API): the same draft, for a verified Telegram user. */
export const telegramOrderCall = {
  method: 'POST',
  path: '/api/tg_order',
  body: v.pipe(
    v.strictObject({
      ...OrderDraftSchema.entries,
      tgId: IdSchema,
      /** The edge's proof that `phone` is the Telegram user's own (`/api/phone`); without it the
       * phone is as typed. */
      phoneProof: v.optional(PhoneProofSchema),
      /** The messenger client adds no language of its own; refusals come back in this one. */
      language: v.optional(LanguageCodeSchema),
    }),
    v.check((draft) => doorOnlyForDelivery(draft), PICKUP_WITH_DOOR),
    v.check((draft) => changeOnlyForCash(draft), CHANGE_WITHOUT_CASH),
  ),
  /** `customerId`: the customer this Telegram user orders as, so the profile can list the orders. */
  response: v.object({
    orderId: IdSchema,
    customerId: IdSchema,
    trackingKey: TrackingKeySchema,
    ...PaymentHandoverSchema.entries,
  }),
  refusals: [ERROR_CODES.phoneProofRefused, ...PLACEMENT_REFUSALS],
} as const satisfies CallDefinition;

/**
 * `POST /api/tg_order_updates` (messenger API): whether the chain's bot may write to the Telegram
 * user about this order's status, as they answered Telegram's write-access request.
 */
export const orderUpdatesCall = {
  method: 'POST',
  path: '/api/tg_order_updates',
  body: v.strictObject({ tgId: IdSchema, orderId: IdSchema, allowed: v.boolean() }),
  response: v.object({ orderId: IdSchema, botMayWrite: v.boolean() }),
  refusals: [ERROR_CODES.rateLimited],
} as const satisfies CallDefinition;
