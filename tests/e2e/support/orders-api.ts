import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { signedInitData } from '../../../scripts/telegram-launch.mjs';
import { ORDER_STATUS } from '@pizza-order-app/contract/orders-api';
import { CHILANZAR_PICKUP, expect } from '../fixtures';
import { freshPhone } from './unique';

/**
 * Orders for the e2e specs, placed straight through the backends as the customer they belong to.
 * Pass `page.request`: it shares the page's cookies, so the web session these calls start is the
 * page's customer too.
 */

interface ShopProduct {
  readonly id: number;
  readonly name: string;
  readonly modifiers: readonly {
    id: number;
    name: string;
    isRequired: boolean;
    isDefault: boolean;
  }[];
  readonly composition?: unknown;
}

export interface PlacedOrder {
  readonly orderId: number;
  readonly customerId: number;
  readonly trackingKey: string;
}

interface OrderOptions {
  readonly orderTypeId: 0 | 200;
  readonly phone: string;
  readonly customerId?: number;
  readonly customerName?: string;
  /** A delivery's door, when not the restaurant's own point (the courier's ride needs a way). */
  readonly door?: { readonly longitude: number; readonly latitude: number };
}

/** A fresh phone per call, on the operator code 90 the specs read back: it keeps what one test typed apart from another's. */
export const uniquePhone = () => `+99890${freshPhone().slice(-7)}`;

/**
 * For the reads below. Playwright's requests keep sockets alive, and the dev server may close an
 * idle one in the instant a read is written to it ("socket hang up" before the server read a
 * byte); a browser sends such a request again on a new socket, and so do these reads, which
 * change nothing when repeated.
 */
export const RESENT_ON_STALE_SOCKET = { maxRetries: 1 } as const;

const bearer = (answer: { token: string }) => ({ Authorization: `Bearer ${answer.token}` });

/**
 * A pizza with an extra (and its required choices at their defaults, a size and a crust, as the
 * product dialog starts) and a dish without modifiers, from the menu the bearer reads.
 */
const orderBody = async (
  request: APIRequestContext,
  headers: Record<string, string>,
  options: OrderOptions,
) => {
  const shop = await request.get('/api/shop', {
    headers,
    params: { Language: 3, ...CHILANZAR_PICKUP, OrderTypeId: options.orderTypeId },
    ...RESENT_ON_STALE_SOCKET,
  });
  expect(shop.ok()).toBe(true);
  const { products } = (await shop.json()) as { products: ShopProduct[] };
  const pizza = products.find(({ modifiers }) => modifiers.some(({ isRequired }) => !isRequired));
  // A dish of its own: not one made of parts the customer chooses (a combo, a half-and-half).
  const plain = products.find(
    ({ modifiers, composition }) => modifiers.length === 0 && composition === undefined,
  );
  if (!pizza || !plain) throw new Error('the reference menu changed');
  const extra = pizza.modifiers.find(({ isRequired }) => !isRequired);
  const defaults = pizza.modifiers.filter(({ isRequired, isDefault }) => isRequired && isDefault);
  return {
    idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    orderTypeId: options.orderTypeId,
    restaurantId: CHILANZAR_PICKUP.RestaurantId,
    regionId: CHILANZAR_PICKUP.RegionId,
    longitude: options.door?.longitude ?? CHILANZAR_PICKUP.Longitude,
    latitude: options.door?.latitude ?? CHILANZAR_PICKUP.Latitude,
    ...(options.orderTypeId === 0 ? { address: 'Bunyodkor Avenue 1' } : {}),
    deliveryTime: null,
    customerName: options.customerName ?? 'Dilnoza',
    phone: options.phone,
    paymentMethod: 'cash',
    comment: '',
    products: [
      {
        id: pizza.id,
        amount: 2,
        modifiers: [...defaults, ...(extra ? [extra] : [])].map(({ id }) => ({ id, count: 1 })),
      },
      { id: plain.id, amount: 1, modifiers: [] },
    ],
    language: 3,
    ...(options.customerId ? { customerId: options.customerId } : {}),
  };
};

/** A web order, the way the checkout places one: the edge's session first, then the main API. */
export const placeOrder = async (
  request: APIRequestContext,
  options: OrderOptions,
): Promise<PlacedOrder> => {
  // As the app's page sends it: the edge starts a session only for the site's own requests.
  const session = await request.post('/api/session', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  });
  expect(session.ok()).toBe(true);
  const headers = bearer((await session.json()) as { token: string });
  const created = await request.post('/api/delivery/Create', {
    headers,
    data: await orderBody(request, headers, options),
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as PlacedOrder;
};

/** A Telegram user's order through the messenger API, with init data signed for that user. */
export const placeTelegramOrder = async (
  request: APIRequestContext,
  options: OrderOptions & { readonly userId: number },
): Promise<PlacedOrder> => {
  const tma = { Authorization: `tma ${signedInitData({ userId: options.userId })}` };
  const token = await request.get('/api/token', { headers: tma, ...RESENT_ON_STALE_SOCKET });
  const hash = await request.get('/api/hash', { headers: tma, ...RESENT_ON_STALE_SOCKET });
  expect(token.ok() && hash.ok()).toBe(true);
  const { headers } = (await hash.json()) as { headers: Record<string, string> };
  const body = await orderBody(request, bearer((await token.json()) as { token: string }), options);
  const created = await request.post('/api/tg_order', {
    headers,
    data: { ...body, tgId: options.userId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as PlacedOrder;
};

/**
 * Moves an order one status on as its kitchen would (the reference backend's
 * `_dev/orders/:id/advance`): its new status, or null once it is finished. The e2e run's
 * reference clock moves an order a status a minute only, so a test's order stays where the test
 * put it: no test waits on the reference clock.
 */
const advanceOrder = async (request: APIRequestContext, orderId: number) => {
  const answer = await request.post(`/api/_dev/orders/${orderId}/advance`);
  // The answer as it came, for a failure's message: not JSON when the server itself failed.
  const text = await answer.text();
  // Refused once finished: by these calls, or by the reference clock meanwhile.
  if (
    answer.status() === 409 &&
    (JSON.parse(text) as { message?: string }).message === 'The order is finished'
  )
    return null;
  expect(answer.ok(), text).toBe(true);
  return (JSON.parse(text) as { statusCode?: number }).statusCode ?? null;
};

/** Moves an order on until it has `statusCode` (docs/api.md's statuses, `ORDER_STATUS`). */
export const advanceOrderTo = async (
  request: APIRequestContext,
  orderId: number,
  statusCode: number,
) => {
  for (;;) {
    const reached = await advanceOrder(request, orderId);
    expect(reached, `order ${orderId} finished before status ${statusCode}`).not.toBeNull();
    if (reached === statusCode) return;
  }
};

/** Moves an order on until it is finished. */
export const finishOrder = async (request: APIRequestContext, orderId: number) => {
  for (;;) {
    const reached = await advanceOrder(request, orderId);
    if (reached === null || reached === ORDER_STATUS.completed) return;
  }
};

/** The path of an order's tracker link, which anyone holding it may follow. */
export const trackerPath = ({ orderId, trackingKey }: PlacedOrder) =>
  `/tracker/${orderId}-${trackingKey}`;

/** The profile's order lists, active and finished together, for specs that check neither. */
export const profileOrders = (scope: Page | FrameLocator) =>
  scope.getByRole('region', { name: /^(Active orders|Order history)$/ });

/** The web customer id this browser stored after its last order. */
export const storedCustomerId = (page: Page) =>
  page.evaluate(() => Number(localStorage.getItem('user-id')));

/** The orders the reference backend holds for a customer, asked as that customer. */
export const ordersOf = async (page: Page, customerId: number) => {
  const { token } = (await (
    await page.request.get('/api/token', RESENT_ON_STALE_SOCKET)
  ).json()) as { token: string };
  const answer = await page.request.get(
    `/api/delivery/List?customerId=${customerId}&skip=0&take=50&Language=3`,
    { headers: { Authorization: `Bearer ${token}` }, ...RESENT_ON_STALE_SOCKET },
  );
  return ((await answer.json()) as { orders: { orderId: number; total: number }[] }).orders;
};
