import { describe, expect, it } from 'vitest';
import { formatUzPhone, normalizeUzPhone } from './phone';

describe('Uzbek phone numbers', () => {
  it.each([
    ['', ''],
    ['9', '+998 9'],
    ['901234567', '+998 90 123 45 67'],
    ['+998 90 123 45 67', '+998 90 123 45 67'],
    ['998901234567', '+998 90 123 45 67'],
    ['90-123-45-6789', '+998 90 123 45 67'],
  ])('formats %j as %j', (input, shown) => {
    expect(formatUzPhone(input)).toBe(shown);
  });

  it('normalises only complete numbers', () => {
    expect(normalizeUzPhone('+998 90 123 45 67')).toBe('+998901234567');
    expect(normalizeUzPhone('+998 90 123')).toBeNull();
    expect(normalizeUzPhone('hello')).toBeNull();
  });
});
