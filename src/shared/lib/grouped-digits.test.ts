import { describe, expect, it } from 'vitest';
import { editGroupedDigits } from './grouped-digits';

const NBSP = '\u00a0';

describe('editGroupedDigits', () => {
  it('groups a sum in threes as it is typed, the caret at its end', () => {
    expect(editGroupedDigits('1000', 4)).toEqual({ value: `1${NBSP}000`, caret: 5 });
    expect(editGroupedDigits(`10${NBSP}0000`, 7)).toEqual({ value: `100${NBSP}000`, caret: 7 });
    expect(editGroupedDigits('999', 3)).toEqual({ value: '999', caret: 3 });
    expect(editGroupedDigits('', 0)).toEqual({ value: '', caret: 0 });
  });

  it('keeps the caret after the digit it followed when editing in the middle', () => {
    // "100 000" with a 5 typed after the first 1: "1500 000" → "1 500 000", caret after the 5.
    expect(editGroupedDigits(`1500${NBSP}000`, 2)).toEqual({
      value: `1${NBSP}500${NBSP}000`,
      caret: 3,
    });
    // The space after "100" deleted backwards: the digits stay, the caret after the third.
    expect(editGroupedDigits(`100000`, 3)).toEqual({ value: `100${NBSP}000`, caret: 3 });
  });

  it('keeps only the digits of what was pasted', () => {
    expect(editGroupedDigits('200 000 сум', 11)).toEqual({ value: `200${NBSP}000`, caret: 7 });
  });
});
