import { describe, expect, it } from 'vitest';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { createOrderCall, telegramOrderCall, type OrderDraft } from '@pizza-order-app/contract';
import { call, draft, json, newClientAddress, send } from './backend-support';
import { mainBearer, newWebCustomer, testEnv } from './support';

/** No delivery leaves without the address the customer confirmed: a point alone is refused. */

const webHeaders = async () => ({
  Authorization: await mainBearer(newWebCustomer()),
  'CF-Connecting-IP': newClientAddress(),
});

/** A delivery to the right point with no `address`, as the delivery map's "Order here" sent it. */
const pointOnly = (key: string): OrderDraft => ({ ...draft(key), address: undefined });

const refusal = async (response: Response) => ({
  status: response.status,
  body: await response.json<{ message: string; code?: string }>(),
});

describe('a delivery without an address', () => {
  it.each([
    [2, 'Укажите адрес доставки: улицу, дом и квартиру'],
    [3, 'Enter the delivery address: the street, the house and the apartment'],
    [1, 'Yetkazib berish manzilini kiriting: ko‘cha, uy va xonadon'],
  ])('is refused on the web with 400 address-required in language %i', async (language, text) => {
    const response = await send(
      '/api/delivery/Create',
      json(
        'POST',
        { ...pointOnly(`no-address-${crypto.randomUUID()}`), language },
        await webHeaders(),
      ),
    );
    expect(await refusal(response)).toEqual({
      status: 400,
      body: { message: text, code: 'address-required' },
    });
  });

  it('is refused when the address is blank, and the same key then places the proper order', async () => {
    const headers = await webHeaders();
    const key = `blank-address-${crypto.randomUUID()}`;
    const blank = await send(
      '/api/delivery/Create',
      json('POST', { ...draft(key), address: '   ', language: 3 }, headers),
    );
    expect((await refusal(blank)).body.code).toBe('address-required');
    // Nothing was stored under the key: the order with its address is a first order, not a conflict.
    const placed = await call(
      createOrderCall,
      '/api/delivery/Create',
      json('POST', { ...draft(key), language: 3 }, headers),
    );
    expect(placed.orderId).toBeGreaterThan(0);
  });

  it('is refused through the messenger API too, in the order’s language', async () => {
    const tgId = 7373;
    const { headers } = await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId);
    const response = await send(
      '/api/tg_order',
      json(
        'POST',
        { ...pointOnly(`tg-no-address-${crypto.randomUUID()}`), tgId, language: 3 },
        headers,
      ),
    );
    expect(await refusal(response)).toEqual({
      status: 400,
      body: {
        message: 'Enter the delivery address: the street, the house and the apartment',
        code: 'address-required',
      },
    });
    const placed = await call(
      telegramOrderCall,
      '/api/tg_order',
      json('POST', { ...draft(`tg-address-${crypto.randomUUID()}`), tgId, language: 3 }, headers),
    );
    expect(placed.orderId).toBeGreaterThan(0);
  });

  it('does not hold back a pickup order, which is collected at the counter', async () => {
    const placed = await call(
      createOrderCall,
      '/api/delivery/Create',
      json(
        'POST',
        { ...pointOnly(`pickup-${crypto.randomUUID()}`), orderTypeId: 200, language: 2 },
        await webHeaders(),
      ),
    );
    expect(placed.orderId).toBeGreaterThan(0);
  });
});
