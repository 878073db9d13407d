import { describe, expect, it } from 'vitest';
import { signMessengerHeaders } from '../../functions/lib/messenger-signature';
import { draft, json, newClientAddress, send } from './backend-support';
import { testEnv } from './support';

const headersOf = async (tgId: number) => ({
  ...(await signMessengerHeaders(testEnv.MESSENGER_API_SECRET, tgId)).headers,
  'CF-Connecting-IP': newClientAddress(),
});

const placeFor = async (tgId: number) => {
  const response = await send(
    '/api/tg_order',
    json('POST', { ...draft(`tg-updates-${crypto.randomUUID()}`), tgId }, await headersOf(tgId)),
  );
  expect(response.status).toBe(200);
  return (await response.json<{ orderId: number }>()).orderId;
};

const storedBotMayWrite = async (orderId: number) =>
  (
    JSON.parse(
      (await testEnv.DB.prepare('SELECT payload FROM orders WHERE order_id = ?')
        .bind(orderId)
        .first<string>('payload')) ?? '{}',
    ) as { botMayWrite?: boolean }
  ).botMayWrite;

const answer = async (
  tgId: number,
  orderId: number,
  allowed: boolean,
  headers?: Record<string, string>,
) =>
  send(
    '/api/tg_order_updates',
    json('POST', { tgId, orderId, allowed }, headers ?? (await headersOf(tgId))),
  );

describe('/api/tg_order_updates', () => {
  it('the owner: records with their order whether the bot may write, either way', async () => {
    const orderId = await placeFor(6101);
    expect(await storedBotMayWrite(orderId)).toBeUndefined();
    const allowed = await answer(6101, orderId, true);
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toEqual({ orderId, botMayWrite: true });
    expect(await storedBotMayWrite(orderId)).toBe(true);
    const refused = await answer(6101, orderId, false);
    expect(refused.status).toBe(200);
    expect(await refused.json()).toEqual({ orderId, botMayWrite: false });
    expect(await storedBotMayWrite(orderId)).toBe(false);
  });

  it('a stranger: another user’s order is 404, and stays as it was', async () => {
    const orderId = await placeFor(6102);
    const response = await answer(6103, orderId, true);
    expect(response.status).toBe(404);
    expect(await storedBotMayWrite(orderId)).toBeUndefined();
    // Signed as one user, naming another: refused before any lookup.
    expect((await answer(6102, orderId, true, await headersOf(6103))).status).toBe(403);
  });

  it('anonymous: without signed messenger headers, 401', async () => {
    const orderId = await placeFor(6104);
    const response = await answer(6104, orderId, true, { 'CF-Connecting-IP': newClientAddress() });
    expect(response.status).toBe(401);
    expect(await storedBotMayWrite(orderId)).toBeUndefined();
  });

  it('refuses a body out of bounds with 400', async () => {
    const orderId = await placeFor(6105);
    for (const body of [
      { tgId: 6105, orderId, allowed: 'yes' },
      { tgId: 6105, orderId: -1, allowed: true },
      { tgId: 6105, orderId, allowed: true, extra: 1 },
    ])
      expect(
        (await send('/api/tg_order_updates', json('POST', body, await headersOf(6105)))).status,
      ).toBe(400);
  });
});
