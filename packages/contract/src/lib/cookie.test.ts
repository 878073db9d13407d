import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie';

describe('cookieValue', () => {
  it('finds a cookie among others, whatever the spaces', () => {
    expect(cookieValue('a=1; i18n_redirected=en;b=2', 'i18n_redirected')).toBe('en');
    expect(cookieValue('  b=2 ;a=1', 'a')).toBe('1');
  });

  it('keeps a value with = in it whole (a signed cookie, base64)', () => {
    expect(cookieValue('__Host-session=abc.123.ff==; x=1', '__Host-session')).toBe('abc.123.ff==');
  });

  it('matches the whole name only, and answers undefined for none', () => {
    expect(cookieValue('xa=1; a_b=2', 'a')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieValue('a', 'a')).toBeUndefined();
    expect(cookieValue('a=', 'a')).toBe('');
  });
});
