import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_LIMITS,
  applyCall,
  APPLICATION_LIMITS,
  createOrderCall,
  DOOR_FIELDS,
  MAX_REQUEST_BODY_BYTES,
  ORDER_LIMITS,
  telegramOrderCall,
  type Application,
  type BasketProduct,
  type OrderDraft,
} from '@pizza-order-app/contract';
import { buildTimeSlots } from '@pizza-order-app/contract/lib/time-slots';
import { message } from '../../functions/reference-backend/messages';
import { checkOrder, OrderRefused } from '../../functions/reference-backend/order-rules';
import { MENU_HOURS, PRODUCTS } from '../../functions/reference-backend/seed/menu';
import { RESTAURANTS } from '../../functions/reference-backend/seed/restaurants';
import { VACANCIES } from '../../functions/reference-backend/seed/content';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { json, newClientAddress, send } from './backend-support';
import { hrBearer, mainBearer, newWebCustomer, testEnv } from './support';

// ─── The seed this file relies on ───────────────────────────────────────────

const [chilanzar, yunusabad] = RESTAURANTS;
const closed = RESTAURANTS.find((restaurant) => !restaurant.isActive);
/** A pizza with optional extras only (the kids' pizza comes in one size). */
const extrasOnly = PRODUCTS.find(
  (product) => product.modifiers.length > 0 && product.modifiers.every((m) => !m.isRequired),
);
/** A dish that cannot be cooked without one of its modifiers that is not a single choice. */
const withRequired = PRODUCTS.find((product) =>
  product.modifiers.some((m) => m.isRequired && !m.group),
);
/** A dish with neither modifiers nor parts to choose. */
const plainDish = PRODUCTS.find(
  (product) => product.modifiers.length === 0 && !product.composition,
);
const required = withRequired?.modifiers.find((modifier) => modifier.isRequired && !modifier.group);
const extraUpToThree = extrasOnly?.modifiers.find((modifier) => modifier.maxOneDish === 3);
/** A pizza with a choice of size and of crust, each required. */
const sized = PRODUCTS.find((product) => product.modifiers.some((m) => m.group));
const sizeGroup = sized?.modifiers.find((m) => m.group)?.group;
const sizes = sized?.modifiers.filter((m) => m.group?.id === sizeGroup?.id) ?? [];
const [smallest, , largest] = sizes;
const thinCrust = sized?.modifiers.find(
  (m) => m.group && m.group.id !== sizeGroup?.id && !m.isDefault,
);
/** What the product dialog starts with: each choice's default (and any required extra). */
const startingChoices = (product: (typeof PRODUCTS)[number]) =>
  product.modifiers.filter((m) => m.isRequired && m.isDefault).map(({ id }) => ({ id, count: 1 }));
const vacancy = VACANCIES[0];
if (
  !chilanzar ||
  !yunusabad ||
  !closed ||
  !extrasOnly ||
  !withRequired ||
  !plainDish ||
  !required ||
  !extraUpToThree ||
  !sized ||
  !sizeGroup ||
  !smallest ||
  !largest ||
  !thinCrust ||
  !vacancy
) {
  throw new Error('the seed changed: restaurants, modifiers or vacancies this file needs are gone');
}

// ─── Calling the backend ────────────────────────────────────────────────────

const messageOf = async (response: Response) =>
  (await response.json<{ message: string }>()).message;

/**
 * The one place this file calls `POST /api/delivery/Create`: as a new web customer from an address
 * of its own (so rate limits stay out of these tests). The body is sent as given, with the app's
 * `language` unless it names one.
 */
const createOrder = async (body: Record<string, unknown>) =>
  send(
    '/api/delivery/Create',
    json(
      'POST',
      { language: 3, ...body },
      { Authorization: await mainBearer(newWebCustomer()), 'CF-Connecting-IP': newClientAddress() },
    ),
  );

const BASKET_USER = 5151;
const putBasket = async (body: unknown) => {
  const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, BASKET_USER);
  return send('/api/tg_basket', json('PUT', body, headers));
};

const apply = async (body: unknown) =>
  send(
    '/api/applications',
    json('POST', body, { Authorization: await hrBearer(), 'CF-Connecting-IP': newClientAddress() }),
  );

// ─── Drafts ─────────────────────────────────────────────────────────────────

const line = (amount = 1, modifiers: { id: number; count: number }[] = []) => ({
  id: extrasOnly.id,
  amount,
  modifiers,
});

/** A delivery to the Chilanzar restaurant's own door, as soon as possible. */
const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  idempotencyKey: crypto.randomUUID(),
  orderTypeId: 0,
  restaurantId: chilanzar.id,
  regionId: chilanzar.regionId,
  longitude: chilanzar.longitude,
  latitude: chilanzar.latitude,
  address: 'Bunyodkor Avenue, 1',
  deliveryTime: null,
  customerName: 'Aziz',
  // A phone no other test file orders with.
  phone: '+998900005050',
  paymentMethod: 'cash',
  comment: '',
  products: [line()],
  ...overrides,
});

/** The largest order the contract takes: every bound at its maximum. */
const largestDraft = () =>
  draft({
    customerName: 'A'.repeat(ORDER_LIMITS.customerName.max),
    comment: 'c'.repeat(ORDER_LIMITS.comment),
    address: 'a'.repeat(ORDER_LIMITS.address),
    apartment: 'a'.repeat(ADDRESS_LIMITS.door.apartment),
    entrance: 'e'.repeat(ADDRESS_LIMITS.door.entrance),
    floor: 'f'.repeat(ADDRESS_LIMITS.door.floor),
    intercom: 'i'.repeat(ADDRESS_LIMITS.door.intercom),
    products: Array.from({ length: ORDER_LIMITS.lines }, () =>
      line(ORDER_LIMITS.lineAmount.max, [{ id: extraUpToThree.id, count: 1 }]),
    ),
  });

/** 12:00 in Tashkent (UTC+5) on 2026-11-22, plus the given minutes. */
const noonPlus = (minutes = 0) => Date.UTC(2026, 10, 22, 7, minutes);
/** The ISO instant of a Tashkent wall-clock time on a day of November 2026. */
const tashkent = (time: string, day = 22) =>
  new Date(`2026-11-${day}T${time}:00+05:00`).toISOString();

/** What `checkOrder` refuses the draft with, in English; null when it takes it. */
const refusal = (order: OrderDraft, now = noonPlus()) => {
  try {
    checkOrder(order, 'en', now);
    return null;
  } catch (error) {
    if (error instanceof OrderRefused) return error.message;
    throw error;
  }
};

// ─── Field bounds (the contract's schemas) ──────────────────────────────────

describe('order bounds in the contract', () => {
  const refusedPath = (body: unknown) => {
    const result = v.safeParse(createOrderCall.body, body);
    return result.success ? null : (v.getDotPath(result.issues[0]) ?? 'body');
  };
  const web = (overrides: Partial<OrderDraft> & Record<string, unknown>) => ({
    ...draft(),
    language: 3,
    ...overrides,
  });

  it.each([
    ['an amount of 0', { products: [line(0)] }, 'products.0.amount'],
    [
      'an amount over the line limit',
      { products: [line(ORDER_LIMITS.lineAmount.max + 1)] },
      'products.0.amount',
    ],
    ['an amount of 1,000,000', { products: [line(1_000_000)] }, 'products.0.amount'],
    ['an amount of 1e300', { products: [line(1e300)] }, 'products.0.amount'],
    ['a fractional amount', { products: [line(1.5)] }, 'products.0.amount'],
    [
      'more lines than an order takes',
      { products: Array.from({ length: ORDER_LIMITS.lines + 1 }, () => line()) },
      'products',
    ],
    ['5,000 lines', { products: Array.from({ length: 5000 }, () => line()) }, 'products'],
    ['no lines', { products: [] }, 'products'],
    [
      'a modifier count of 1e15',
      { products: [line(1, [{ id: extraUpToThree.id, count: 1e15 }])] },
      'products.0.modifiers.0.count',
    ],
    [
      'more modifier entries than a line takes',
      {
        products: [
          line(
            1,
            Array.from({ length: ORDER_LIMITS.modifiersPerLine + 1 }, () => ({
              id: extraUpToThree.id,
              count: 1,
            })),
          ),
        ],
      },
      'products.0.modifiers',
    ],
    ['a regionId of -1e308', { regionId: -1e308 }, 'regionId'],
    ['a regionId of 0', { regionId: 0 }, 'regionId'],
    ['a regionId of 1e300', { regionId: 1e300 }, 'regionId'],
    ['a restaurantId of 1e300', { restaurantId: 1e300 }, 'restaurantId'],
    ['a one-letter name', { customerName: 'A' }, 'customerName'],
    [
      'a name over the limit',
      { customerName: 'A'.repeat(ORDER_LIMITS.customerName.max + 1) },
      'customerName',
    ],
    ['a comment over the limit', { comment: 'c'.repeat(ORDER_LIMITS.comment + 1) }, 'comment'],
    ['an address over the limit', { address: 'a'.repeat(ORDER_LIMITS.address + 1) }, 'address'],
    ['a name of three zero-width spaces', { customerName: '\u200B\u200B\u200B' }, 'customerName'],
    [
      'a name with a bidi override and a newline',
      { customerName: '\u202Eevil\nAdmin' },
      'customerName',
    ],
    ['a name of two spaces around one letter', { customerName: ' A ' }, 'customerName'],
    ['a comment with a bidi override', { comment: 'ring \u202E twice' }, 'comment'],
    ['a name with a combining grapheme joiner', { customerName: 'Az\u034Fiz' }, 'customerName'],
    ['a name of Hangul fillers', { customerName: '\u3164\u115F\uFFA0' }, 'customerName'],
    ['a comment with a Hangul filler', { comment: 'ring\u1160twice' }, 'comment'],
    ['an address with a newline', { address: 'Bunyodkor Avenue, 1\nApt 5' }, 'address'],
    ['an address with a zero-width space', { address: 'Bunyodkor\u200B Avenue, 1' }, 'address'],
    ['a field the contract does not name', { note: 'hi' }, 'note'],
  ])('refuses %s', (_, overrides, path) => {
    expect(refusedPath(web(overrides))).toBe(path);
  });

  const doorCases = DOOR_FIELDS.flatMap((field): [string, Record<string, unknown>, string][] => [
    [`${field} over the limit`, { [field]: 'x'.repeat(ADDRESS_LIMITS.door[field] + 1) }, field],
    [`${field} as a number`, { [field]: 12 }, field],
    [`${field} with a newline`, { [field]: '1\n2' }, field],
    [`${field} with a bidi override`, { [field]: '\u202E12' }, field],
    [`${field} on a pickup order`, { orderTypeId: 200, [field]: '1' }, 'body'],
  ]);
  it.each(doorCases)('refuses %s', (_, overrides, path) => {
    expect(refusedPath({ ...web({}), ...overrides })).toBe(path);
  });

  it('takes every bound at its limit, and the fields the app adds', () => {
    expect(refusedPath({ ...largestDraft(), language: 3, customerId: 9 })).toBeNull();
    expect(refusedPath(web({ products: [line(ORDER_LIMITS.lineAmount.min)] }))).toBeNull();
  });

  it('trims the door and counts its bounds without the spaces around it', () => {
    const apartment = ` ${'a'.repeat(ADDRESS_LIMITS.door.apartment)} `;
    const parsed = v.parse(createOrderCall.body, web({ apartment, intercom: '  12K ' }));
    expect(parsed).toMatchObject({ apartment: apartment.trim(), intercom: '12K' });
  });

  it('keeps the line breaks of a comment, and takes an emoji in it', () => {
    const parsed = v.parse(createOrderCall.body, web({ comment: 'Ring twice\nthen call 👨‍🍳' }));
    expect(parsed.comment).toBe('Ring twice\nthen call 👨‍🍳');
  });

  it('takes a pickup order without a door, and a delivery with none', () => {
    expect(refusedPath(web({ orderTypeId: 200 }))).toBeNull();
    expect(refusedPath(web({}))).toBeNull();
  });

  it('bounds tg_order the same way, with the fields the messenger client sends', () => {
    const telegram = (overrides: Partial<OrderDraft>) => ({
      ...draft(overrides),
      tgId: 42,
      language: 1,
    });
    expect(v.is(telegramOrderCall.body, telegram({}))).toBe(true);
    expect(v.is(telegramOrderCall.body, { ...telegram({}), customerId: 9 })).toBe(false);
    expect(v.is(telegramOrderCall.body, telegram({ products: [line(1e300)] }))).toBe(false);
    expect(v.is(telegramOrderCall.body, telegram({ regionId: -1e308 }))).toBe(false);
    expect(v.is(telegramOrderCall.body, telegram({ intercom: 'i'.repeat(21) }))).toBe(false);
    expect(v.is(telegramOrderCall.body, telegram({ orderTypeId: 200, floor: '4' }))).toBe(false);
    expect(v.is(telegramOrderCall.body, telegram({ floor: '4' }))).toBe(true);
    expect(v.is(telegramOrderCall.body, telegram({ customerName: '\u200B\u200B\u200B' }))).toBe(
      false,
    );
    expect(v.is(telegramOrderCall.body, telegram({ comment: '\u202Eevil' }))).toBe(false);
  });
});

describe('POST /api/delivery/Create: bounds over HTTP', () => {
  it('answers 400 naming the field for an amount of 1e300', async () => {
    const response = await createOrder(draft({ products: [line(1e300)] }));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain('products.0.amount');
  });

  it('answers 400 for one line more than an order takes and 413 for 5,000', async () => {
    const tooMany = await createOrder(
      draft({ products: Array.from({ length: ORDER_LIMITS.lines + 1 }, () => line()) }),
    );
    expect(tooMany.status).toBe(400);
    expect(await messageOf(tooMany)).toContain('products');
    const thousands = await createOrder(
      draft({ products: Array.from({ length: 5000 }, () => line()) }),
    );
    expect(thousands.status).toBe(413);
  });

  it('answers 400 naming the field for a door over its bounds', async () => {
    for (const field of DOOR_FIELDS) {
      const response = await createOrder({
        ...draft(),
        [field]: 'x'.repeat(ADDRESS_LIMITS.door[field] + 1),
      });
      expect(response.status, field).toBe(400);
      expect(await messageOf(response)).toContain(field);
    }
  });

  it('answers 400 naming the field for invisible and control characters', async () => {
    for (const [field, value] of [
      ['customerName', '\u200B\u200B\u200B'],
      ['customerName', '\u202Eevil\nAdmin'],
      ['comment', 'ring \u202E twice'],
      ['address', 'Bunyodkor Avenue, 1\u0000'],
      ['intercom', '12\u200B'],
    ] as const) {
      const response = await createOrder({ ...draft(), [field]: value });
      expect(response.status, JSON.stringify(value)).toBe(400);
      expect(await messageOf(response)).toBe(
        `Invalid ${field}: must not contain control, bidi or zero-width characters`,
      );
    }
  });

  it('answers 400 for a name of two letters hidden among spaces', async () => {
    const response = await createOrder({ ...draft(), customerName: ' A \u2800 ' });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('Invalid customerName: has too few visible characters');
  });

  it('answers 400 for a pickup order that names a door', async () => {
    const response = await createOrder({ ...draft({ orderTypeId: 200 }), apartment: '12' });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Invalid json: a pickup order has no apartment, entrance, floor or intercom',
    );
  });

  it('answers 400 for a field the contract does not name', async () => {
    const response = await createOrder({ ...draft(), surprise: true });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain('surprise');
  });

  it('answers 413 for a 900 KB address before any handler reads it', async () => {
    const response = await createOrder(draft({ address: 'a'.repeat(900 * 1024) }));
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toMatch(/KB/);
  });

  it('refuses a point in another restaurant\u2019s zone with 409 in the customer\u2019s language', async () => {
    const response = await createOrder({
      ...draft({ longitude: yunusabad.longitude, latitude: yunusabad.latitude }),
      language: 1,
    });
    expect(response.status).toBe(409);
    expect(await messageOf(response)).toBe(message('outsideRestaurantZone', 'uz'));
  });

  it('places the largest order the contract takes', async () => {
    const response = await createOrder(largestDraft());
    expect(response.status, await response.clone().text()).toBe(200);
  });
});

// ─── Business rules (the pure module) ───────────────────────────────────────

describe('order rules: the place', () => {
  it('refuses a restaurant that does not exist or is not taking orders', () => {
    expect(refusal(draft({ restaurantId: 987_654 }))).toBe(message('restaurantClosed', 'en'));
    expect(
      refusal(draft({ orderTypeId: 200, restaurantId: closed.id, regionId: closed.regionId })),
    ).toBe(message('restaurantClosed', 'en'));
  });

  it('refuses a region that is not the chosen restaurant\u2019s', () => {
    expect(refusal(draft({ regionId: chilanzar.regionId + 1 }))).toBe(message('otherRegion', 'en'));
    expect(refusal(draft({ regionId: chilanzar.regionId }))).toBeNull();
  });

  it('delivers only inside the chosen restaurant\u2019s own zone', () => {
    const inYunusabad = { longitude: yunusabad.longitude, latitude: yunusabad.latitude };
    expect(refusal(draft(inYunusabad))).toBe(message('outsideRestaurantZone', 'en'));
    expect(refusal(draft({ longitude: 68.5, latitude: 40.5 }))).toBe(message('outsideZone', 'en'));
    expect(
      refusal(draft({ ...inYunusabad, restaurantId: yunusabad.id, regionId: yunusabad.regionId })),
    ).toBeNull();
  });

  it('needs no zone for pickup', () => {
    expect(refusal(draft({ orderTypeId: 200, longitude: 68.5, latitude: 40.5 }))).toBeNull();
  });
});

describe('order rules: the delivery time', () => {
  const at = (deliveryTime: string | null, now = noonPlus()) =>
    refusal(draft({ deliveryTime }), now);

  it('takes "as soon as possible" and every slot the menu offers', () => {
    const offered = buildTimeSlots(MENU_HOURS, new Date(noonPlus()));
    expect(offered.length).toBeGreaterThan(2);
    expect(at(null)).toBeNull();
    for (const slot of offered) expect(at(slot.value), slot.value).toBeNull();
    expect(offered.at(-1)?.value).toBe(tashkent('02:30', 23));
  });

  it('refuses 2001, 2099, a time off the slot grid and one outside opening hours', () => {
    const refused = message('slotUnavailable', 'en');
    expect(at('2001-01-01T07:00:00.000Z')).toBe(refused);
    expect(at('2099-01-01T07:00:00.000Z')).toBe(refused);
    expect(at(tashkent('12:45'))).toBe(refused);
    expect(at(tashkent('03:00', 23))).toBe(refused);
    expect(at(tashkent('05:00', 23))).toBe(refused);
  });

  it('takes the same instant written with an offset', () => {
    expect(at('2026-11-22T13:00:00+05:00')).toBeNull();
  });

  it('keeps a slot that has just started for a few minutes, no longer', () => {
    const refused = message('slotUnavailable', 'en');
    expect(at(tashkent('12:00'), noonPlus(4))).toBeNull();
    expect(at(tashkent('12:00'), noonPlus(6))).toBe(refused);
    expect(at(tashkent('11:30'), noonPlus(1))).toBe(refused);
  });
});

describe('order rules: modifiers', () => {
  const withModifiers = (id: number, modifiers: { id: number; count: number }[]) =>
    draft({ products: [{ id, amount: 1, modifiers }] });

  it('counts a repeated modifier as the sum of its entries', () => {
    const overLimit = message('modifierOverLimit', 'en', extraUpToThree.name.en);
    const three = { id: extraUpToThree.id, count: 3 };
    expect(refusal(withModifiers(extrasOnly.id, [three, three, three]))).toBe(overLimit);
    const ones = Array.from({ length: 3 }, () => ({ id: extraUpToThree.id, count: 1 }));
    expect(refusal(withModifiers(extrasOnly.id, ones))).toBeNull();
    expect(
      refusal(withModifiers(extrasOnly.id, [...ones, { id: extraUpToThree.id, count: 1 }])),
    ).toBe(overLimit);
    const crust = { id: thinCrust.id, count: 1 };
    expect(refusal(withModifiers(sized.id, [...startingChoices(sized), crust, crust]))).toBe(
      message('modifierOverLimit', 'en', thinCrust.name.en),
    );
  });

  it('prices a repeated modifier once per portion it adds up to', () => {
    const ones = Array.from({ length: 3 }, () => ({ id: extraUpToThree.id, count: 1 }));
    const priced = checkOrder(
      draft({ orderTypeId: 200, products: [{ id: extrasOnly.id, amount: 2, modifiers: ones }] }),
      'en',
      noonPlus(),
    );
    expect(priced.lines[0]?.modifiers).toEqual([
      { id: extraUpToThree.id, count: 3, price: extraUpToThree.price },
    ]);
    expect(priced.total).toBe(2 * (extrasOnly.price + 3 * extraUpToThree.price));
  });

  it('refuses a dish without its required modifier', () => {
    expect(refusal(withModifiers(withRequired.id, []))).toBe(
      message('modifierRequired', 'en', required.name.en),
    );
    // With it, and its choices (a size, a crust) at their defaults, it is cooked.
    expect(refusal(withModifiers(withRequired.id, startingChoices(withRequired)))).toBeNull();
    expect(startingChoices(withRequired)).toContainEqual({ id: required.id, count: 1 });
  });

  it('takes exactly one option of a required choice and prices the one taken', () => {
    const otherChoices = startingChoices(sized).filter(({ id }) => id !== smallest.id);
    expect(refusal(withModifiers(sized.id, startingChoices(sized)))).toBeNull();
    expect(refusal(withModifiers(sized.id, otherChoices))).toBe(
      message('modifierRequired', 'en', sizeGroup.name.en),
    );
    expect(
      refusal(
        withModifiers(sized.id, [
          ...otherChoices,
          { id: smallest.id, count: 1 },
          { id: largest.id, count: 1 },
        ]),
      ),
    ).toBe(message('oneChoice', 'en', sizeGroup.name.en));

    const priced = checkOrder(
      draft({
        orderTypeId: 200,
        products: [
          { id: sized.id, amount: 2, modifiers: [...otherChoices, { id: largest.id, count: 1 }] },
        ],
      }),
      'en',
      noonPlus(),
    );
    expect(priced.lines[0]?.modifiers).toContainEqual({
      id: largest.id,
      count: 1,
      price: largest.price,
    });
    expect(largest.price).toBeGreaterThan(0);
    const othersPrice = otherChoices.reduce(
      (sum, { id }) => sum + (sized.modifiers.find((m) => m.id === id)?.price ?? 0),
      0,
    );
    expect(priced.total).toBe(2 * (sized.price + largest.price + othersPrice));
  });

  it('refuses a modifier that is not the dish\u2019s', () => {
    expect(refusal(withModifiers(plainDish.id, [{ id: extraUpToThree.id, count: 1 }]))).toBe(
      message('productGone', 'en', plainDish.name.en),
    );
  });
});

// ─── Messenger basket ───────────────────────────────────────────────────────

describe('PUT /api/tg_basket: bounds and the menu', () => {
  const item = (count = 1, modifiers: BasketProduct['modifiers'] = []): BasketProduct => ({
    id: extrasOnly.id,
    count,
    modifiers,
  });

  it('stores the largest basket the contract takes', async () => {
    const products = Array.from({ length: ORDER_LIMITS.lines }, () =>
      item(ORDER_LIMITS.lineAmount.max),
    );
    const response = await putBasket({ tgId: BASKET_USER, products });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await response.json<{ result: { products: unknown[] } }>()).result.products).toEqual(
      products,
    );
  });

  it.each([
    ['a count of 1e15', [item(1e15)], 'products.0.count'],
    ['a count over the line limit', [item(ORDER_LIMITS.lineAmount.max + 1)], 'products.0.count'],
    [
      'more items than an order takes',
      Array.from({ length: ORDER_LIMITS.lines + 1 }, () => item()),
      'products',
    ],
  ])('answers 400 for %s', async (_, products, field) => {
    const response = await putBasket({ tgId: BASKET_USER, products });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toContain(field);
  });

  it('answers 400 for a field the contract does not name, and 413 for 20,000 items', async () => {
    const extra = await putBasket({ tgId: BASKET_USER, products: [], note: 'x' });
    expect(extra.status).toBe(400);
    const huge = await putBasket({
      tgId: BASKET_USER,
      products: Array.from({ length: 20_000 }, () => item()),
    });
    expect(huge.status).toBe(413);
  });

  it('refuses with 409 and a message what the menu cannot cook, and keeps the basket', async () => {
    const kept = [item(2)];
    expect((await putBasket({ tgId: BASKET_USER, products: kept })).status).toBe(200);
    const refusals = [
      [{ id: 999_999, count: 1, modifiers: [] }],
      [item(1, [{ id: 999_999, count: 1 }])],
      [
        {
          id: sized.id,
          count: 1,
          modifiers: [
            ...startingChoices(sized),
            { id: thinCrust.id, count: 1 },
            { id: thinCrust.id, count: 1 },
          ],
        },
      ],
      [{ id: withRequired.id, count: 1, modifiers: [] }],
      [{ id: sized.id, count: 1, modifiers: [{ id: largest.id, count: 1 }] }],
      [
        {
          id: sized.id,
          count: 1,
          modifiers: [...startingChoices(sized), { id: largest.id, count: 1 }],
        },
      ],
    ];
    for (const products of refusals) {
      const response = await putBasket({ tgId: BASKET_USER, products });
      expect(response.status, JSON.stringify(products)).toBe(409);
      expect(await messageOf(response)).not.toBe('');
    }
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, BASKET_USER);
    const stored = await send(`/api/tg_basket?tgId=${BASKET_USER}`, { headers });
    expect((await stored.json<{ result: { products: unknown[] } }>()).result.products).toEqual(
      kept,
    );
  });

  it('names the unknown dish in the default language', async () => {
    const response = await putBasket({
      tgId: BASKET_USER,
      products: [{ id: 999_999, count: 1, modifiers: [] }],
    });
    expect(await messageOf(response)).toBe(message('productGone', 'ru', '#999999'));
  });
});

// ─── HR applications ────────────────────────────────────────────────────────

describe('POST /api/applications: bounds', () => {
  /** `YYYY-MM-DD` of the server's today, `years` back (the server's clock is UTC here). */
  const yearsAgo = (years: number, extraDays = 0) => {
    const today = new Date();
    const date = new Date(
      Date.UTC(today.getFullYear() - years, today.getMonth(), today.getDate() + extraDays),
    );
    return date.toISOString().slice(0, 10);
  };
  const application = (overrides: Partial<Application> = {}): Application => ({
    name: 'Dilnoza Karimova',
    phone: '+998935551122',
    birthDate: yearsAgo(25),
    vacancyId: vacancy.id,
    restaurantId: null,
    experience: '',
    message: '',
    ...overrides,
  });
  const refusedPath = (body: unknown) => {
    const result = v.safeParse(applyCall.body, body);
    return result.success ? null : (v.getDotPath(result.issues[0]) ?? 'body');
  };

  it.each([
    ['born in 2030', { birthDate: '2030-01-01' }, 'birthDate'],
    ['born in 1800', { birthDate: '1800-01-01' }, 'birthDate'],
    [
      'a day short of the minimum age',
      { birthDate: yearsAgo(APPLICATION_LIMITS.age.min, 1) },
      'birthDate',
    ],
    ['past the maximum age', { birthDate: yearsAgo(APPLICATION_LIMITS.age.max + 1) }, 'birthDate'],
    ['a name over the limit', { name: 'N'.repeat(APPLICATION_LIMITS.name.max + 1) }, 'name'],
    [
      'experience over the limit',
      { experience: 'e'.repeat(APPLICATION_LIMITS.experience + 1) },
      'experience',
    ],
    [
      'a message over the limit',
      { message: 'm'.repeat(APPLICATION_LIMITS.message + 1) },
      'message',
    ],
    ['a restaurantId of 1e300', { restaurantId: 1e300 }, 'restaurantId'],
    ['born on 2000-02-31', { birthDate: '2000-02-31' }, 'birthDate'],
    ['born on 2001-02-29', { birthDate: '2001-02-29' }, 'birthDate'],
    ['a name of three zero-width spaces', { name: '\u200B\u200B\u200B' }, 'name'],
    ['a name with a bidi override and a newline', { name: '\u202Eevil\nAdmin' }, 'name'],
    ['experience with a bidi override', { experience: 'cook \u202E 3 years' }, 'experience'],
    ['a message with a NUL', { message: 'hello\u0000' }, 'message'],
  ])('the contract refuses %s', (_, overrides, path) => {
    expect(refusedPath(application(overrides))).toBe(path);
  });

  it('the contract takes every bound at its limit', () => {
    expect(
      refusedPath(application({ birthDate: yearsAgo(APPLICATION_LIMITS.age.min) })),
    ).toBeNull();
    expect(
      refusedPath(
        application({
          birthDate: yearsAgo(APPLICATION_LIMITS.age.max + 1, 1),
          name: 'N'.repeat(APPLICATION_LIMITS.name.max),
          experience: 'e'.repeat(APPLICATION_LIMITS.experience),
          message: 'm'.repeat(APPLICATION_LIMITS.message),
        }),
      ),
    ).toBeNull();
  });

  it('answers 400 naming the birth date for 2030 and 1800', async () => {
    for (const birthDate of ['2030-01-01', '1800-01-01']) {
      const response = await apply(application({ birthDate }));
      expect(response.status, birthDate).toBe(400);
      expect(await messageOf(response)).toContain('birthDate');
    }
  });

  it('answers 400 naming the birth date for 2000-02-31, a day that does not exist', async () => {
    const response = await apply(application({ birthDate: '2000-02-31' }));
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(
      'Invalid birthDate: must be a date that exists, as YYYY-MM-DD',
    );
  });

  it('answers 400 for a name or a text with invisible characters', async () => {
    for (const overrides of [
      { name: '\u200B\u200B\u200B' },
      { name: '\u202Eevil\nAdmin' },
      { message: 'hello \u202E' },
    ]) {
      const response = await apply(application(overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(await messageOf(response)).toContain(Object.keys(overrides)[0]);
    }
  });

  it('takes a leap day birth date and a cover letter of several lines', async () => {
    const leapDay = new Date().getFullYear() - 30 - ((new Date().getFullYear() - 30) % 4);
    const response = await apply(
      application({ birthDate: `${leapDay}-02-29`, message: 'Hello,\nI cook.' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('answers 400 for a restaurant that does not exist, and takes a real one', async () => {
    const unknown = await apply(application({ restaurantId: 987_654 }));
    expect(unknown.status).toBe(400);
    expect(await messageOf(unknown)).toContain('restaurantId');
    const known = await apply(
      application({ restaurantId: chilanzar.id, birthDate: yearsAgo(APPLICATION_LIMITS.age.min) }),
    );
    expect(known.status, await known.clone().text()).toBe(200);
  });

  it('answers 400 for a field the contract does not name and 413 for an extra 1 MB one', async () => {
    const extra = await apply({ ...application(), cv: 'short' });
    expect(extra.status).toBe(400);
    expect(await messageOf(extra)).toContain('cv');
    const huge = await apply({ ...application(), cv: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
  });
});

// ─── The body limit itself ──────────────────────────────────────────────────

describe('request body limit', () => {
  /** A basket body padded with an unknown field to exactly `bytes` bytes. */
  const paddedBasket = (bytes: number) => {
    const empty = JSON.stringify({ tgId: BASKET_USER, products: [], pad: '' });
    return JSON.stringify({
      tgId: BASKET_USER,
      products: [],
      pad: 'p'.repeat(bytes - empty.length),
    });
  };

  it('lets a body of exactly the limit reach validation and refuses one byte more', async () => {
    const atLimit = await putBasket(paddedBasket(MAX_REQUEST_BODY_BYTES));
    expect(atLimit.status).toBe(400);
    const over = await putBasket(paddedBasket(MAX_REQUEST_BODY_BYTES + 1));
    expect(over.status).toBe(413);
  });

  it('counts a streamed body without a length too', async () => {
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, BASKET_USER);
    const chunk = new TextEncoder().encode(paddedBasket(MAX_REQUEST_BODY_BYTES + 1));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await send('/api/tg_basket', {
      method: 'PUT',
      body,
      headers: { ...headers, 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(413);
  });
});
