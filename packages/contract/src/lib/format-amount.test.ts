import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatAmount } from './format-amount';
import { keepAmountsWhole } from './keep-amounts-whole';

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

  it('builds one number format per language however many prices it writes', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    onTestFinished(() => built.mockRestore());
    for (let dish = 0; dish < 40; dish += 1) formatAmount(59000 + dish, 'ru');
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('writes whole so’m', () => {
    expect(formatAmount(12999.5, 'en')).toBe(`13${NBSP}000`);
    expect(formatAmount(12000.4, 'uz')).toBe(`12${NBSP}000`);
  });
});

describe('keepAmountsWhole', () => {
  it('joins an amount’s groups and its currency word with no-break spaces, in all three languages', () => {
    expect(keepAmountsWhole('Бесплатная доставка от 150 000 сум')).toBe(
      `Бесплатная доставка от 150${NBSP}000${NBSP}сум`,
    );
    expect(keepAmountsWhole('150 000 so‘mdan bepul yetkazib berish')).toBe(
      `150${NBSP}000${NBSP}so‘mdan bepul yetkazib berish`,
    );
    expect(keepAmountsWhole('Free delivery over 1 150 000 UZS')).toBe(
      `Free delivery over 1${NBSP}150${NBSP}000${NBSP}UZS`,
    );
  });

  it('leaves other spaces, and words merely starting like the currency, as they are', () => {
    expect(keepAmountsWhole('All pasta −20% for 2 people')).toBe('All pasta −20% for 2 people');
    expect(keepAmountsWhole('3 сумки и 12 1234')).toBe('3 сумки и 12 1234');
  });
});
