import type { APIRequestContext } from '@playwright/test';
import { CHILANZAR_PICKUP, expect } from '../fixtures';

/** Orders for the e2e specs, placed straight through the reference backend's main API. */

interface ShopProduct {
  readonly id: number;
  readonly name: string;
  readonly modifiers: readonly { id: number; name: string; isRequired: boolean }[];
}

interface PlacedOrder {
  readonly orderId: number;
  readonly customerId: number;
}

/** A fresh phone per call, so parallel tests never share a customer on the reference backend. */
export const uniquePhone = () =>
  `+99890${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const bearer = async (request: APIRequestContext) => {
  const { token } = (await (await request.get('/api/token')).json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
};

/** Places an order through the main API, the way the checkout will: a pizza with an extra and a dish without. */
export const placeOrder = async (
  request: APIRequestContext,
  options: { orderTypeId: 0 | 200; phone: string; customerId?: number },
): Promise<PlacedOrder> => {
  const headers = await bearer(request);
  const shop = await request.get('/api/shop', {
    headers,
    params: { Language: 3, ...CHILANZAR_PICKUP, OrderTypeId: options.orderTypeId },
  });
  expect(shop.ok()).toBe(true);
  const { products } = (await shop.json()) as { products: ShopProduct[] };
  const pizza = products.find(({ modifiers }) => modifiers.some(({ isRequired }) => !isRequired));
  const plain = products.find(({ modifiers }) => modifiers.length === 0);
  if (!pizza || !plain) throw new Error('the reference menu changed');
  const extra = pizza.modifiers.find(({ isRequired }) => !isRequired);
  const created = await request.post('/api/delivery/Create', {
    headers,
    data: {
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      orderTypeId: options.orderTypeId,
      restaurantId: CHILANZAR_PICKUP.RestaurantId,
      regionId: CHILANZAR_PICKUP.RegionId,
      longitude: CHILANZAR_PICKUP.Longitude,
      latitude: CHILANZAR_PICKUP.Latitude,
      ...(options.orderTypeId === 0 ? { address: 'Bunyodkor Avenue 1' } : {}),
      deliveryTime: null,
      customerName: 'Dilnoza',
      phone: options.phone,
      paymentMethod: 'cash',
      comment: '',
      products: [
        { id: pizza.id, amount: 2, modifiers: extra ? [{ id: extra.id, count: 1 }] : [] },
        { id: plain.id, amount: 1, modifiers: [] },
      ],
      language: 3,
      ...(options.customerId ? { customerId: options.customerId } : {}),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as PlacedOrder;
};

export const statusOf = async (request: APIRequestContext, orderId: number) => {
  const answer = await request.get('/api/delivery/Get', {
    headers: await bearer(request),
    params: { Language: 3, orderId },
  });
  return ((await answer.json()) as { order: { statusCode: number } }).order.statusCode;
};
