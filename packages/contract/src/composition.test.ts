import { describe, expect, it } from 'vitest';
import { compositeName, refusedPart } from './composite-line';
import { partsPrice, type Composition } from './composition';

const margherita = { productId: 101, price: 0 };
const pepperoni = { productId: 102, price: 10_000 };
const tashkent = { productId: 110, price: 30_000 };
const halves: Composition = {
  kind: 'halves',
  slots: [
    { id: 1, name: 'Left half', options: [pepperoni, margherita, tashkent] },
    { id: 2, name: 'Right half', options: [margherita, pepperoni, tashkent] },
  ],
};
const combo: Composition = {
  kind: 'combo',
  slots: [
    {
      id: 1,
      name: 'First pizza',
      options: [
        { productId: 101, price: 0 },
        { productId: 110, price: 20_000 },
      ],
    },
    {
      id: 2,
      name: 'Second pizza',
      options: [
        { productId: 101, price: 0 },
        { productId: 110, price: 20_000 },
      ],
    },
    {
      id: 3,
      name: 'Drink',
      options: [
        { productId: 701, price: 0 },
        { productId: 705, price: 4000 },
      ],
    },
  ],
};

describe('partsPrice', () => {
  it('prices a half-and-half by its dearer half, whichever side it is on', () => {
    expect(partsPrice(halves, [101, 110])).toBe(30_000);
    expect(partsPrice(halves, [110, 101])).toBe(30_000);
    expect(partsPrice(halves, [101, 101])).toBe(0);
  });

  it('prices a combo with every surcharge chosen', () => {
    expect(partsPrice(combo, [101, 101, 701])).toBe(0);
    expect(partsPrice(combo, [110, 110, 705])).toBe(44_000);
  });

  it('takes only one allowed product per slot, in the slots’ order', () => {
    // A drink where a pizza goes, a product no slot lists, a slot left out, one too many.
    expect(partsPrice(combo, [701, 101, 101])).toBeNull();
    expect(partsPrice(halves, [101, 112])).toBeNull();
    expect(partsPrice(halves, [101])).toBeNull();
    expect(partsPrice(halves, [101, 102, 110])).toBeNull();
    expect(partsPrice(halves)).toBeNull();
  });
});

describe('refusedPart', () => {
  it('names the first slot that does not allow its product, and the product', () => {
    expect(refusedPart(halves, [101, 112])).toEqual({ slotIndex: 1, productId: 112 });
    expect(refusedPart(combo, [101, 101])).toEqual({ slotIndex: 2, productId: undefined });
  });
});

describe('compositeName', () => {
  it('names both halves, or the combo with every part', () => {
    expect(compositeName('halves', 'Half-and-Half Pizza', ['Pepperoni', 'Margherita'])).toBe(
      '½\u00a0Pepperoni + ½\u00a0Margherita',
    );
    expect(compositeName('combo', 'Combo for Two', ['Pepperoni', 'Margherita', 'Fanta'])).toBe(
      'Combo for Two: Pepperoni, Margherita, Fanta',
    );
  });
});
