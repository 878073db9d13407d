import { describe, expect, it } from 'vitest';
import { lineTotal } from './line-total';

describe('lineTotal', () => {
  it('is the dish and each modifier at its count, times the portions', () => {
    const modifiers = [
      { price: 9000, count: 2 },
      { price: 4000, count: 1 },
    ];
    expect(lineTotal({ price: 50_000, amount: 3, modifiers })).toBe(3 * (50_000 + 18_000 + 4000));
  });

  it('is the dish alone without modifiers, and nothing for no portions', () => {
    expect(lineTotal({ price: 50_000, amount: 2, modifiers: [] })).toBe(100_000);
    expect(lineTotal({ price: 50_000, amount: 0, modifiers: [{ price: 1, count: 1 }] })).toBe(0);
  });
});
