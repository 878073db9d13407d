import { describe, expect, it } from 'vitest';
import { changeDue, changeQuickPicks, coversTotal } from './cash-change';

describe('change for cash', () => {
  it('takes a sum at least the total: the total itself is no change', () => {
    expect(coversTotal(130_000, 130_000)).toBe(true);
    expect(coversTotal(200_000, 130_000)).toBe(true);
    expect(coversTotal(129_999, 130_000)).toBe(false);
  });

  it('owes change only for a sum above the total: none for the total itself', () => {
    expect(changeDue(200_000, 130_000)).toBe(70_000);
    expect(changeDue(130_000, 130_000)).toBe(0);
    expect(changeDue(129_999, 130_000)).toBeNull();
  });

  it('picks the total rounded up to the next 10 000, 50 000 and 100 000', () => {
    expect(changeQuickPicks(127_000)).toEqual([130_000, 150_000, 200_000]);
  });

  it('keeps each pick once and only above the total', () => {
    // 143 000: 150 000 twice; 100 000 up is 200 000.
    expect(changeQuickPicks(143_000)).toEqual([150_000, 200_000]);
    // 150 000 exactly: neither 150 000 (not above) nor a duplicate.
    expect(changeQuickPicks(150_000)).toEqual([200_000]);
    expect(changeQuickPicks(200_000)).toEqual([]);
    expect(changeQuickPicks(196_000)).toEqual([200_000]);
  });
});
