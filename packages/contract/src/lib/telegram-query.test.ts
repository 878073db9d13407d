import { describe, expect, it } from 'vitest';
import { opensInTelegram, withTelegramQuery } from './telegram-query';

describe('the Telegram launch marker', () => {
  it.each([
    ['/', '/?tg=1'],
    ['/uz/', '/uz/?tg=1'],
    ['/?startapp=p_r1', '/?tg=1&startapp=p_r1'],
    ['/en/tracker/5', '/en/tracker/5?tg=1'],
  ])('marks %s as %s', (address, marked) => {
    expect(withTelegramQuery(address)).toBe(marked);
  });

  it.each([
    ['?tg=1', true],
    ['?startapp=p&tg=1', true],
    ['?tgWebAppStartParam=p_r1', true],
    ['', false],
    ['?startapp=p_r1', false],
    ['?tgId=5&language=en', false],
  ])('reads %j as a Telegram launch: %s', (search, expected) => {
    expect(opensInTelegram(search)).toBe(expected);
  });
});
