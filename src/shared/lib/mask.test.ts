import { describe, expect, it } from 'vitest';
import { maskId, maskUzPhone, maskUzPhoneEnding } from './mask';

describe('masking', () => {
  it('keeps the last digits of an id', () => {
    expect(maskId(42, 2)).toBe('••42');
    expect(maskId(1042, 2)).toBe('••42');
    expect(maskId(12345678, 4)).toBe('••••5678');
  });

  it('hides the middle of a phone number', () => {
    expect(maskUzPhone('+998901234567')).toBe('+998 90 *** ** 67');
    expect(maskUzPhone('+998 97 765 43 21')).toBe('+998 97 *** ** 21');
  });

  it('shows a phone known by its last four digits as one of its own', () => {
    expect(maskUzPhoneEnding('4567')).toBe('+998 ** *** 45 67');
  });

  it('hides a number it cannot read entirely', () => {
    expect(maskUzPhone('12')).toBe('***');
    expect(maskUzPhone('')).toBe('***');
  });
});
