import { describe, expect, it } from 'vitest';
import type { Composition } from './composition';
import { startingParts } from './starting-choices';

const combo: Composition = {
  kind: 'combo',
  slots: [
    {
      id: 1,
      name: 'First pizza',
      options: [
        { productId: 102, price: 0 },
        { productId: 101, price: 0 },
        { productId: 103, price: 10000 },
      ],
    },
    {
      id: 2,
      name: 'Drink',
      options: [
        { productId: 701, price: 0 },
        { productId: 705, price: 4000 },
      ],
    },
  ],
};

describe('the parts a composite dish starts with', () => {
  it('is each slot’s first option while the kitchen has every one', () => {
    expect(startingParts(combo, () => true)).toEqual([102, 701]);
  });

  it('skips an option on the stop list for the next one in stock', () => {
    const stopped = new Set([102, 101]);
    expect(startingParts(combo, (id) => !stopped.has(id))).toEqual([103, 701]);
  });

  it('leaves a slot with nothing in stock empty, so the dish cannot go', () => {
    const stopped = new Set([701, 705]);
    expect(startingParts(combo, (id) => !stopped.has(id))).toEqual([102, undefined]);
  });
});
