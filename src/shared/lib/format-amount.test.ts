import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

const NBSP = '\u00a0';

describe('formatAmount', () => {
  it('groups thousands with no-break spaces in all three languages, never commas', () => {
    for (const language of ['ru', 'en', 'uz'] as const) {
      expect(formatAmount(59000, language)).toBe(`59${NBSP}000`);
      expect(formatAmount(1234567, language)).toBe(`1${NBSP}234${NBSP}567`);
      expect(formatAmount(900, language)).toBe('900');
      expect(formatAmount(0, language)).toBe('0');
    }
  });

  it('writes whole so’m', () => {
    expect(formatAmount(12999.5, 'en')).toBe(`13${NBSP}000`);
    expect(formatAmount(12000.4, 'uz')).toBe(`12${NBSP}000`);
  });
});
