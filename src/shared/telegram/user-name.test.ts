import { describe, expect, it } from 'vitest';
import { launchUserName } from './user-name';

const initData = (user: unknown) =>
  new URLSearchParams({ user: JSON.stringify(user), auth_date: '1', hash: 'x' }).toString();

describe('the Telegram user’s name for checkout', () => {
  it('joins the first and the last name', () => {
    expect(launchUserName(initData({ id: 7, first_name: 'Aziz', last_name: 'Karimov' }))).toEqual({
      id: 7,
      name: 'Aziz Karimov',
    });
  });

  it('takes a first name alone and tidies spaces', () => {
    expect(launchUserName(initData({ id: 7, first_name: '  Dilnoza  ' }))?.name).toBe('Dilnoza');
  });

  it('keeps within the order’s bounds', () => {
    const long = launchUserName(initData({ id: 7, first_name: 'A'.repeat(150) }));
    expect(long?.name).toHaveLength(100);
    expect(launchUserName(initData({ id: 7, first_name: 'A' }))).toBeNull();
    expect(launchUserName(initData({ id: 7, first_name: '\u200B\u200B\u200B' }))).toBeNull();
    expect(
      launchUserName(initData({ id: 7, first_name: '\u202Eevil', last_name: 'Admin' })),
    ).toBeNull();
  });

  it.each([
    ['no init data', null],
    ['no user', 'auth_date=1&hash=x'],
    ['a user that is not JSON', 'user=%7Bid&hash=x'],
    ['a user without an id', initData({ first_name: 'Aziz' })],
    ['a name that is no text', initData({ id: 7, first_name: 42 })],
  ])('is null for %s', (_, raw) => {
    expect(launchUserName(raw)).toBeNull();
  });
});
