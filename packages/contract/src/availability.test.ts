import { describe, expect, it } from 'vitest';
import { isInStock, lineAvailability } from './availability';

const dish = (isAvailable?: boolean, jalapeno?: boolean) => ({
  ...(isAvailable === undefined ? {} : { isAvailable }),
  modifiers: [
    { id: 1101, isAvailable: true },
    { id: 1003, ...(jalapeno === undefined ? {} : { isAvailable: jalapeno }) },
  ],
});

describe('the stop list rule', () => {
  it('reads a menu without the flag as in stock, as an older backend sends it', () => {
    expect(isInStock({})).toBe(true);
    expect(isInStock({ isAvailable: true })).toBe(true);
    expect(isInStock({ isAvailable: false })).toBe(false);
  });

  it('tells a line off the menu, a dish on the stop list, and a chosen modifier on it', () => {
    const chosen = [
      { id: 1101, count: 1 },
      { id: 1003, count: 1 },
    ];
    expect(lineAvailability(undefined, chosen)).toBe('gone');
    expect(lineAvailability(dish(false), chosen)).toBe('stopped');
    // The modifier that is out, by its id.
    expect(lineAvailability(dish(true, false), chosen)).toBe(1003);
    expect(lineAvailability(dish(), chosen)).toBeNull();
  });

  it('lets a line go without the modifier that is out', () => {
    expect(
      lineAvailability(dish(true, false), [
        { id: 1101, count: 1 },
        { id: 1003, count: 0 },
      ]),
    ).toBeNull();
  });

  it('stops a composite line with a part on the stop list, after the dish and its modifiers', () => {
    const chosen = [{ id: 1101, count: 1 }];
    expect(lineAvailability(dish(), chosen, [{ isAvailable: true }, { isAvailable: false }])).toBe(
      'stopped',
    );
    expect(lineAvailability(dish(), chosen, [{ isAvailable: true }, {}])).toBeNull();
    // A part the menu no longer has is the composition's to refuse (composition.ts).
    expect(lineAvailability(dish(), chosen, [undefined, {}])).toBeNull();
    expect(
      lineAvailability(dish(true, false), [{ id: 1003, count: 1 }], [{ isAvailable: false }]),
    ).toBe(1003);
  });
});
