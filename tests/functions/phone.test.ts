import { describe, expect, it } from 'vitest';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { signPhoneProof, verifyPhoneProof } from '../../functions/lib/phone-proof';
import { customerCall, createOrderCall } from '@pizza-order-app/contract';
import { TELEGRAM_SESSION_REFUSED } from '@pizza-order-app/contract/common';
import type { VerifiedPhone } from '@pizza-order-app/contract/telegram-phone';
import { call, draft, json, newClientAddress, send } from './backend-support';
import {
  api,
  callFunction,
  hrBearer,
  mainBearer,
  newWebCustomer,
  signContact,
  signInitData,
  testEnv,
} from './support';

const post = (body: unknown, headers: HeadersInit = {}) =>
  new Request('http://localhost/api/phone', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const tma = async (userId: number) => ({ Authorization: `tma ${await signInitData(userId)}` });

describe('/api/phone', () => {
  it('the owner: their shared contact gives the phone and a proof the order can carry', async () => {
    const response = await callFunction(
      api,
      post({ contact: await signContact(42, '998901234567') }, await tma(42)),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const answer = await response.json<VerifiedPhone>();
    expect(answer.phone).toBe('+998901234567');
    expect(
      await verifyPhoneProof(testEnv.MESSENGER_API_SECRET, 42, '+998901234567', answer.proof),
    ).toBe(true);
    // The proof names this user and this number only.
    expect(
      await verifyPhoneProof(testEnv.MESSENGER_API_SECRET, 43, '+998901234567', answer.proof),
    ).toBe(false);
    expect(
      await verifyPhoneProof(testEnv.MESSENGER_API_SECRET, 42, '+998901234568', answer.proof),
    ).toBe(false);
  });

  it('a stranger: another user’s contact is refused with 403', async () => {
    const response = await callFunction(
      api,
      post({ contact: await signContact(43, '998901234567') }, await tma(42)),
    );
    expect(response.status).toBe(403);
  });

  it('anonymous: no init data, or init data the edge refuses, is 401', async () => {
    const contact = await signContact(42, '998901234567');
    const none = await callFunction(api, post({ contact }));
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: TELEGRAM_SESSION_REFUSED });
    const forged = await callFunction(
      api,
      post(
        { contact },
        { Authorization: `tma ${(await signInitData(42)).replace('Aziz', 'Eve')}` },
      ),
    );
    expect(forged.status).toBe(401);
  });

  it.each([
    [
      'a tampered number',
      async () => (await signContact(42, '998901234567')).replace('998901234567', '998907654321'),
    ],
    ['another bot’s signature', () => signContact(42, '998901234567', { botToken: '1:other' })],
    [
      'a contact shared an hour ago',
      () => signContact(42, '998901234567', { authDate: new Date(Date.now() - 3_600_000) }),
    ],
    ['no signature at all', () => Promise.resolve('contact=%7B%7D&auth_date=1')],
  ])('refuses %s with 400', async (_, contact) => {
    const response = await callFunction(api, post({ contact: await contact() }, await tma(42)));
    expect(response.status).toBe(400);
    expect(typeof (await response.json<{ message: unknown }>()).message).toBe('string');
  });

  it('refuses a body that is not a contact, or one far too long, with 400', async () => {
    for (const body of [{}, { contact: '' }, { contact: 'x'.repeat(5000) }, 'text'])
      expect((await callFunction(api, post(body, await tma(42)))).status).toBe(400);
  });

  it('answers only POST', async () => {
    const response = await callFunction(
      api,
      new Request('http://localhost/api/phone', { headers: await tma(42) }),
    );
    expect(response.status).toBe(405);
  });
});

describe('/api/tg_order with a phone proof', () => {
  const tgId = 4242;
  const storedPayload = async (orderId: number) =>
    JSON.parse(
      (await testEnv.DB.prepare('SELECT payload FROM orders WHERE order_id = ?')
        .bind(orderId)
        .first<string>('payload')) ?? '{}',
    ) as { phoneVerified?: boolean };
  const order = async (body: Record<string, unknown>) =>
    send(
      '/api/tg_order',
      json(
        'POST',
        { ...draft(`tg-phone-${crypto.randomUUID()}`), tgId, ...body },
        {
          ...(await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId)).headers,
          'CF-Connecting-IP': newClientAddress(),
        },
      ),
    );

  it('records the phone as verified when the proof is this user’s and this number’s', async () => {
    const phone = draft('any').phone;
    const proof = await signPhoneProof(testEnv.MESSENGER_API_SECRET, tgId, phone);
    const response = await order({ phoneProof: proof });
    expect(response.status).toBe(200);
    const { orderId } = await response.json<{ orderId: number }>();
    expect(await storedPayload(orderId)).toMatchObject({ phoneVerified: true });
  });

  it('records a typed phone as not verified', async () => {
    const response = await order({});
    expect(response.status).toBe(200);
    const { orderId } = await response.json<{ orderId: number }>();
    expect(await storedPayload(orderId)).toMatchObject({ phoneVerified: false });
  });

  it('refuses a proof of another number or another user with 403', async () => {
    const phone = draft('any').phone;
    for (const proof of [
      await signPhoneProof(testEnv.MESSENGER_API_SECRET, tgId, '+998901111111'),
      await signPhoneProof(testEnv.MESSENGER_API_SECRET, tgId + 1, phone),
      await signPhoneProof('not-the-secret', tgId, phone),
    ]) {
      const response = await order({ phoneProof: proof });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'phone-proof-refused' });
    }
  });
});

/**
 * Phones the app's field shows with an error (a digit too many, the trunk 8 still on, another
 * country's) and the forms never send: should any reach the backend, it refuses them too, and a
 * number cut to fit is never what it stores.
 */
const NOT_A_FULL_NUMBER = [
  '+9989012345678',
  '+998 90 123 45 678',
  '+99890123456',
  '8 90 123 45 67',
  '89012345678',
  '+79991234567',
];

describe('a phone that is not a full Uzbek number', () => {
  const orderCount = async () =>
    (await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM orders').first<number>('n')) ?? 0;

  it.each(NOT_A_FULL_NUMBER)(
    'the owner: an order with %j is refused with 400, their profile keeps its number',
    async (phone) => {
      const headers = {
        Authorization: await mainBearer(newWebCustomer()),
        'CF-Connecting-IP': newClientAddress(),
      };
      const first = await call(
        createOrderCall,
        '/api/delivery/Create',
        json('POST', { ...draft(crypto.randomUUID()), language: 3 }, headers),
      );
      const before = await orderCount();
      const refused = await send(
        '/api/delivery/Create',
        json('POST', { ...draft(crypto.randomUUID()), phone, language: 3 }, headers),
      );
      expect(refused.status).toBe(400);
      expect(await orderCount()).toBe(before);
      const { customer } = await call(
        customerCall,
        `/api/customer/Get?Language=3&customerId=${first.customerId}`,
        { headers },
      );
      expect(customer.phone).toBe('+998901234567');
    },
  );

  it('a new customer: the refused order makes no profile, so no number is kept', async () => {
    const before = await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM customers').first<number>(
      'n',
    );
    for (const phone of NOT_A_FULL_NUMBER) {
      const refused = await send(
        '/api/delivery/Create',
        json(
          'POST',
          { ...draft(crypto.randomUUID()), phone, language: 3 },
          {
            Authorization: await mainBearer(newWebCustomer()),
            'CF-Connecting-IP': newClientAddress(),
          },
        ),
      );
      expect(refused.status).toBe(400);
    }
    expect(await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM customers').first<number>('n')).toBe(
      before,
    );
  });

  it('a Telegram user: tg_order refuses it with 400', async () => {
    // A user each, so the per-user limit on orders stays out of it.
    for (const [index, phone] of NOT_A_FULL_NUMBER.entries()) {
      const tgId = 4343 + index;
      const refused = await send(
        '/api/tg_order',
        json(
          'POST',
          { ...draft(crypto.randomUUID()), phone, tgId },
          {
            ...(await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId)).headers,
            'CF-Connecting-IP': newClientAddress(),
          },
        ),
      );
      expect(refused.status).toBe(400);
    }
  });

  it('anonymous: a job application with it is refused with 400, and none is stored', async () => {
    const before = await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM applications').first<number>(
      'n',
    );
    for (const phone of NOT_A_FULL_NUMBER) {
      const refused = await send(
        '/api/applications',
        json(
          'POST',
          {
            name: 'Dilnoza Karimova',
            phone,
            birthDate: '2001-04-17',
            vacancyId: 1,
            restaurantId: null,
            experience: '',
            message: '',
          },
          { Authorization: await hrBearer(), 'CF-Connecting-IP': newClientAddress() },
        ),
      );
      expect(refused.status).toBe(400);
    }
    expect(
      await testEnv.DB.prepare('SELECT COUNT(*) AS n FROM applications').first<number>('n'),
    ).toBe(before);
  });
});
