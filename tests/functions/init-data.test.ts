import { describe, expect, it } from 'vitest';
import { hmacSha256, toHex } from '../../functions/lib/crypto';
import { verifyInitData } from '../../functions/lib/telegram-init-data';

const BOT_TOKEN = '123456789:init-data-test-token';
const NOW = Math.floor(Date.now() / 1000);

/** Init data signed as Telegram signs it, whatever its `user` field holds. */
const signed = async (user: string) => {
  const params = new URLSearchParams({ user, auth_date: String(NOW) });
  const checkString = [...params]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('\n');
  const secret = await hmacSha256('WebAppData', BOT_TOKEN);
  params.set('hash', toHex(await hmacSha256(secret, checkString)));
  return params.toString();
};

describe('the user of signed init data', () => {
  it('is read leniently: the fields the edge uses, whatever else a client adds', async () => {
    const check = await verifyInitData(
      await signed(JSON.stringify({ id: 42, first_name: 'Aziz', is_premium: true, photo_url: '' })),
      BOT_TOKEN,
      3600,
      NOW,
    );
    expect(check).toEqual({
      ok: true,
      user: { id: 42, first_name: 'Aziz' },
      authDate: NOW,
    });
  });

  it.each([
    ['not JSON', '{id:42', 'Init data user is not JSON'],
    ['absent', 'null', 'Init data has no user'],
    ['without an id', JSON.stringify({ first_name: 'Aziz' }), 'Init data has no user'],
    ['with an id as text', JSON.stringify({ id: '42' }), 'Init data has no user'],
    ['with a zero id', JSON.stringify({ id: 0 }), 'Init data has no user'],
    ['with a fractional id', JSON.stringify({ id: 4.2 }), 'Init data has no user'],
    [
      'with a name that is no text',
      JSON.stringify({ id: 42, first_name: 7 }),
      'Init data has no user',
    ],
  ])('is refused when %s, even correctly signed', async (_, user, reason) => {
    expect(await verifyInitData(await signed(user), BOT_TOKEN, 3600, NOW)).toEqual({
      ok: false,
      reason,
    });
  });
});
