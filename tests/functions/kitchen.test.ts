import { parse } from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createOrderCall,
  orderCall,
  ORDER_STATUS,
  type OrderDraft,
} from '@pizza-order-app/contract';
import { draft, json, newClientAddress, send } from './backend-support';
import { mainBearer, newWebCustomer } from './support';

/** `POST /api/_dev/orders/:orderId/advance`: an order moved on as its kitchen would, on request. */

const placed = async (overrides: Partial<OrderDraft> = {}) => {
  const customer = newWebCustomer();
  const response = await send(
    '/api/delivery/Create',
    json(
      'POST',
      { ...draft(`kitchen-${crypto.randomUUID()}`), language: 3, ...overrides },
      { Authorization: await mainBearer(customer), 'CF-Connecting-IP': newClientAddress() },
    ),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return { customer, ...parse(createOrderCall.response, await response.json()) };
};

const advance = (orderId: number) =>
  send(`/api/_dev/orders/${orderId}/advance`, { method: 'POST' });

const ownerRead = async ({ orderId, customer }: Awaited<ReturnType<typeof placed>>) => {
  const response = await send(`/api/delivery/Get?Language=3&orderId=${orderId}`, {
    headers: { Authorization: await mainBearer(customer) },
  });
  const answer = parse(orderCall.response, await response.json());
  if (answer.view !== 'owner') throw new Error('expected the owner view');
  return answer.order;
};

describe('an order advanced on request', () => {
  it('moves one status per call through every delivery status, its history in order and in the past, then refuses', async () => {
    const order = await placed();
    expect((await ownerRead(order)).statusCode).toBe(ORDER_STATUS.accepted);
    for (const next of [
      ORDER_STATUS.cooking,
      ORDER_STATUS.baking,
      ORDER_STATUS.onTheWay,
      ORDER_STATUS.completed,
    ]) {
      const answer = await advance(order.orderId);
      expect(await answer.json()).toEqual({ orderId: order.orderId, statusCode: next });
      const read = await ownerRead(order);
      expect(read.statusCode).toBe(next);
      const times = read.statusHistory.map(({ at }) => Date.parse(at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    }
    const finished = await advance(order.orderId);
    expect(finished.status).toBe(409);
  });

  it('ends a pickup at "collected" after "ready"', async () => {
    const order = await placed({ orderTypeId: 200, address: undefined });
    for (let step = 0; step < 3; step += 1) await advance(order.orderId);
    expect((await ownerRead(order)).statusCode).toBe(ORDER_STATUS.readyForPickup);
    await advance(order.orderId);
    expect((await ownerRead(order)).statusCode).toBe(ORDER_STATUS.completed);
  });

  it('leaves an order awaiting its online payment where it is (409), and answers 404 for an unknown one', async () => {
    const unpaid = await placed({ paymentMethod: 'payme' });
    const refused = await advance(unpaid.orderId);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: 'The order awaits its payment' });
    expect((await ownerRead(unpaid)).statusCode).toBe(ORDER_STATUS.accepted);
    expect((await advance(999_999_999)).status).toBe(404);
  });

  it('refuses an order its operator cancelled', async () => {
    const order = await placed();
    await send(`/api/_dev/orders/${order.orderId}/cancel`, { method: 'POST' });
    expect((await advance(order.orderId)).status).toBe(409);
  });
});
